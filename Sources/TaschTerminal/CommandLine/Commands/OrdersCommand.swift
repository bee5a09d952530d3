import TaschComposition
import TaschPresentation

/// `tasch orders`: the orders placed in this shop, newest first, every one or a page of them.
struct OrdersCommand: ReadCommand {
  static let limit = Option.count("limit", minimum: 1, help: .optionOrdersLimit)
  static let offset = Option.count("offset", minimum: 0, help: .optionOrdersOffset)

  static let definition = CommandDefinition(
    "orders", abstract: .abstractOrders, options: [limit.definition, offset.definition],
    examples: .withJSON("tasch orders", .exampleOrders, json: .exampleOrdersJSON)
      + [.init("tasch orders --limit 10 --offset 10", .exampleOrdersPage)])

  /// How many of the newest orders the page skips.
  let offset: Int
  /// At most how many orders the page lists; `nil` for every one.
  let limit: Int?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    offset = try arguments.value(Self.offset) ?? 0
    limit = try arguments.value(Self.limit)
  }

  @MainActor
  func presenter(in context: CommandContext) -> OrdersPresenter {
    context.scenes.orders(offset: offset, limit: limit)
  }

  @MainActor
  func show(_ presenter: OrdersPresenter, in context: CommandContext) -> ExitStatus {
    context.show(
      presenter.viewState, document: ShopDocuments.orders,
      emptyDocument: ShopDocuments.orders([], total: presenter.total ?? 0),
      text: { write($0, in: context) })
  }

  /// The orders' table, then, for a page of them, how many it shows of how many.
  @MainActor
  private func write(_ list: OrderListViewModel, in context: CommandContext) {
    let table = context.tables.orders(list.orders)
    let count = list.countText.map { [[Span($0, context.theme.style(.discreteText))]] } ?? []
    context.write(table, maximumWidth: context.width, then: count)
  }
}
