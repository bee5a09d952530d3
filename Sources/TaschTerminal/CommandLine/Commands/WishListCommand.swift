import Tasch
import TaschPresentation

/// `tasch wishlist`: the wish list with its total.
struct WishListCommand: ReadCommand {
  static let definition = CommandDefinition(
    "wishlist", abstract: .abstractWishList,
    subcommands: [
      WishListAddCommand.definition, WishListSetCommand.definition,
      WishListRemoveCommand.definition,
    ],
    examples: [
      .init("tasch wishlist", .exampleWishList), WishListSetCommand.definition.examples[0],
      WishListRemoveCommand.definition.examples[0],
    ])

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try Self.definition.expectNoSubcommand(arguments)
  }

  /// The command showing the wish list, as `open` runs it for a link.
  init() {}

  @MainActor
  func presenter(in context: CommandContext) -> WishListPresenter { context.scenes.wishList() }

  @MainActor
  func show(_ presenter: WishListPresenter, in context: CommandContext) -> ExitStatus {
    CartText.show(presenter.viewState, in: context)
  }
}

/// `tasch wishlist add ID... [--quantity N]`.
struct WishListAddCommand: ShopCommand {
  static let definition = CommandDefinition(
    commandLine: "tasch wishlist add", abstract: .abstractWishListAdd, arguments: "ID...",
    argumentKind: .productOnSale, options: [quantity.definition],
    examples: [
      "3 7": .exampleAddTwo, "4 --quantity 2": .exampleAddQuantity, "5 --json": .exampleAddJSON,
    ])

  static let quantity = Option.quantity("quantity", help: .optionQuantity)

  let ids: [ProductID]
  /// How many of each to ask for; `nil` adds one of each, leaving a line already there alone.
  let quantity: Int?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    ids = try arguments.productIDs()
    quantity = try arguments.value(Self.quantity)
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.wishList()
    let list = CartText.list(in: context)
    let outcomes = await context.loading {
      if let quantity {
        await presenter.setQuantity(quantity, of: ids, list: list)
      } else {
        await presenter.add(ids, list: list)
      }
    }
    return CartText.report(outcomes, list: presenter.viewState, changedKey: .added, in: context)
  }
}

/// `tasch wishlist set ID N`: the line of `ID` asks for N; 0 takes it off.
struct WishListSetCommand: ShopCommand {
  static let definition = CommandDefinition(
    commandLine: "tasch wishlist set", abstract: .abstractWishListSet, arguments: "ID N",
    argumentKind: .productOnSale, examples: ["4 3": .exampleSetQuantity, "4 0": .exampleSetZero])

  let id: ProductID
  let quantity: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    id = try arguments.productID()
    let positionals = arguments.positionals
    guard positionals.count > 1 else { throw UsageError(.missingArgument("N")) }
    guard positionals.count == 2 else { throw UsageError(.unexpectedArgument(positionals[2])) }
    do throws(UsageError.Problem) {
      quantity = try Option.quantity(positionals[1], minimum: 0)
    } catch {
      throw UsageError(error)
    }
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.wishList()
    let outcomes = await context.loading {
      await presenter.setQuantity(quantity, of: [id], list: CartText.list(in: context))
    }
    return CartText.report(
      outcomes, list: presenter.viewState, changedKey: quantity > 0 ? .added : .removed,
      in: context)
  }
}

/// `tasch wishlist remove ID...`.
struct WishListRemoveCommand: ShopCommand {
  static let definition = CommandDefinition(
    commandLine: "tasch wishlist remove", abstract: .abstractWishListRemove, arguments: "ID...",
    argumentKind: .productOnWishList, examples: ["2": .exampleRemoveOne, "2 3": .exampleRemoveTwo])

  let ids: [ProductID]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    ids = try arguments.productIDs()
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.wishList()
    let outcomes = await context.loading {
      await presenter.remove(ids, list: CartText.list(in: context))
    }
    return CartText.report(outcomes, list: presenter.viewState, changedKey: .removed, in: context)
  }
}

/// `tasch cart [--code CODE]`: the wish list priced, with sub-total, the code's discount,
/// shipping and total.
struct CartCommand: ReadCommand {
  /// A promotion code as typed, without what shows as nothing around it, as every front reads
  /// one (`ShopRules.typedCode`); refused as a name is when blank, or holding a control
  /// character or one that shows as nothing.
  static let code = Option<String>(OptionDefinition("code", value: "CODE", help: .optionCode)) {
    text throws(UsageError.Problem) in
    guard let code = ShopRules.typedCode(text) else {
      throw .missingName(text, option: "--code")
    }
    return try Option<String>.checkedName(code, option: "--code")
  }

  static let definition = CommandDefinition(
    "cart", abstract: .abstractCart, options: [code.definition],
    examples: [
      .init("tasch cart", .exampleCart), .init("tasch cart --code WELCOME10", .exampleCartCode),
      .init("tasch cart --json", .exampleCartJSON),
    ])

  let code: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    code = try arguments.value(Self.code)
  }

  /// The command showing the cart priced with `code`, as `open` runs it for a link.
  init(code: String?) {
    self.code = code
  }

  @MainActor
  func presenter(in context: CommandContext) -> CartPresenter {
    context.scenes.cart(codeEntry: PromotionCodeEntry(code))
  }

  /// Shows the cart, with the code if it can be used; a code refused fails the command, after
  /// the cart without it and the reason.
  @MainActor
  func show(_ presenter: CartPresenter, in context: CommandContext) -> ExitStatus {
    let status = CartText.show(presenter.viewState, in: context)
    guard let refusal = presenter.viewState.content?.codeRefusal else { return status }
    if !context.options.json {
      context.complain(refusal.line)
      context.complain(refusal.recovery)
    }
    return .failure
  }
}

/// The wish list or the cart as text or JSON.
enum CartText {
  /// Writes `state`, or fails with its error.
  @MainActor
  static func show(_ state: ViewState<PricedListViewModel>, in context: CommandContext)
    -> ExitStatus
  {
    context.show(state, document: ShopDocuments.cart) { context.write(lines($0, in: context)) }
  }

  /// The heading, the lines (or what an empty list says), and the totals.
  @MainActor
  static func lines(_ cart: PricedListViewModel, in context: CommandContext) -> [StyledLine] {
    let theme = context.theme
    let heading: StyledLine = [
      Span(cart.title, theme.style(.sectionTitle)),
      Span("  " + cart.countText, theme.style(.discreteText)),
    ]
    let items =
      cart.emptyMessage.map { [[Span($0, theme.style(.discreteText))]] }
      ?? context.tables.cart(cart.lines).lines(maximumWidth: context.width)
    return [heading] + items + [[]]
      + context.tables.cartTotals(cart).lines(maximumWidth: context.width)
  }

  /// What a change does with the list: only the JSON document shows it; the text says what
  /// became of each product named.
  @MainActor
  static func list(in context: CommandContext) -> WishListUseCase.ListAfterChange {
    context.options.json ? .shown : .unread
  }

  /// Says what became of each product asked about, and the list afterwards in JSON.
  ///
  /// - Returns: `.failure` when any of them failed.
  @MainActor
  static func report(
    _ outcomes: [WishListChangeViewModel], list: ViewState<PricedListViewModel>,
    changedKey: ShopDocuments.WishListChangeKey,
    in context: CommandContext
  ) -> ExitStatus {
    let failures = outcomes.compactMap(\.error)
    defer { context.sayDone(outcomes.compactMap(\.message).joined(separator: " ")) }
    if context.options.json {
      context.write(
        json: ShopDocuments.wishListChange(
          outcomes, wishList: list.content, changedKey: changedKey))
    } else {
      context.write(outcomes.compactMap(\.message).map { [Span($0)] })
      // A failure of the whole change is every product's: said once.
      var reported: Set<ErrorViewModel> = []
      for failure in failures where reported.insert(failure).inserted {
        _ = context.fail(failure)
      }
    }
    return failures.isEmpty ? .success : .failure
  }
}
