import Tasch
import TaschPresentation

/// `tasch completion ids catalogue|wishlist`: the product numbers a completion script offers,
/// with their names, one `ID<TAB>name` line each; hidden from help and completion.
///
/// It reads the shop without the simulation: a Tab should neither wait out a configured
/// latency nor come back empty from an injected failure.
struct CompletionIDsCommand: ShopCommand {
  /// Where the products come from.
  enum Source: String, CaseIterable {
    /// Every product the shop sells: for `product`, `rate`, `wishlist add` and `wishlist set`.
    case catalogue
    /// The wish list's: for `wishlist remove`.
    case wishlist
  }

  static let definition = CommandDefinition(
    "ids", abstract: .abstractCompletionIDs, arguments: "catalogue|wishlist", isHidden: true)

  static let isSimulated = false

  let source: Source

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let name = try arguments.single("SOURCE")
    guard let source = Source(rawValue: name) else {
      let sources = Source.allCases.map(\.rawValue)
      throw UsageError(
        .badChoice(
          option: "completion ids", value: name, choices: sources,
          suggestion: Suggestion.nearest(to: name, among: sources)))
    }
    self.source = source
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let products: Result<[(ProductID, String)], ErrorViewModel>
    switch source {
    case .catalogue:
      let presenter = context.scenes.catalogue()
      await presenter.load()
      products = Self.outcome(presenter.viewState) { $0.rows.map { ($0.id, $0.name) } }
    case .wishlist:
      let presenter = context.scenes.wishList()
      await presenter.load()
      products = Self.outcome(presenter.viewState) { $0.lines.map { ($0.id, $0.name) } }
    }
    switch products {
    case .success(let products):
      // A name is one field of one line: no tab or line break of its own reaches the shell.
      context.console.output.write(
        products.map { "\($0.0.rawValue)\t\(TextLayout.printable($0.1))\n" }.joined())
      return .success
    case .failure(let error):
      return context.fail(error)
    }
  }

  /// The products `state` shows, or why there are none; an empty list is no failure.
  private static func outcome<Content>(
    _ state: ViewState<Content>, _ products: (Content) -> [(ProductID, String)]
  ) -> Result<[(ProductID, String)], ErrorViewModel> {
    switch state {
    case .content(let content): .success(products(content))
    case .error(let error): .failure(error)
    case .empty, .loading: .success([])
    }
  }
}
