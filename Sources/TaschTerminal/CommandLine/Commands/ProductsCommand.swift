import Tasch
import TaschPresentation

/// `tasch products`: the catalogue, searched, sorted, filtered and paged.
struct ProductsCommand: ShopCommand {
  static let sortKeys: [String] = ["name", "price", "rating", "stock"]

  static let definition = CommandDefinition(
    "products", abstract: .abstractProducts,
    options: [
      OptionDefinition("search", value: "TEXT", help: .optionSearch),
      OptionDefinition("sort", value: "KEY", help: .optionSort, choices: sortKeys),
      OptionDefinition("reverse", help: .optionReverse),
      OptionDefinition("in-stock", help: .optionInStock),
      OptionDefinition("limit", value: "N", help: .optionLimit),
      OptionDefinition("offset", value: "N", help: .optionOffset),
    ])

  let query: CatalogueQuery

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    var query = CatalogueQuery()
    query.searchText = arguments.options["search"] ?? ""
    if let key = arguments.options["sort"] {
      guard Self.sortKeys.contains(key), let order = CatalogueQuery.SortOrder(rawValue: key) else {
        throw UsageError(
          .badChoice(
            option: "--sort", value: key, choices: Self.sortKeys,
            suggestion: Suggestion.nearest(to: key, among: Self.sortKeys)))
      }
      query.sortOrder = order
    }
    query.isReversed = arguments.flag("reverse")
    query.inStockOnly = arguments.flag("in-stock")
    query.limit = try Self.count(arguments, "limit", minimum: 1)
    query.offset = try Self.count(arguments, "offset", minimum: 0) ?? 0
    self.query = query
  }

  /// The whole number given to `--name`, at least `minimum`; `nil` when not given.
  static func count(_ arguments: ParsedArguments, _ name: String, minimum: Int)
    throws(UsageError) -> Int?
  {
    guard let text = arguments.options[name] else { return nil }
    guard text.allSatisfy(\.isASCIIDigit), let number = Int(text), number >= minimum else {
      throw UsageError(.badCount(option: "--" + name, value: text, minimum: minimum))
    }
    return number
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(dataLayer: context.dataLayer, query: query), router: nil,
      localization: context.localization)
    await context.loading { await presenter.load() }
    switch presenter.viewState {
    case .content(let catalogue):
      if context.options.json {
        context.write(
          json: ProductsDocument(
            products: catalogue.rows.map(ProductDocument.init), total: catalogue.totalMatching))
      } else {
        context.write(
          context.tables.catalogue(catalogue.rows, withHeader: true).lines(
            maximumWidth: context.width)
            + [[Span(catalogue.countText, context.theme.style(.discreteText))]])
      }
      return .success
    case .empty(let message):
      if context.options.json {
        context.write(json: ProductsDocument(products: [], total: 0))
      } else {
        context.write([[Span(message, context.theme.style(.discreteText))]])
      }
      return .success
    case .error(let error):
      return context.fail(error)
    case .loading:
      return .failure
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
