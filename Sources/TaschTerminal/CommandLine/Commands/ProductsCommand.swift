import Tasch
import TaschPresentation

/// `tasch products`: the catalogue, searched, sorted, filtered and paged.
struct ProductsCommand: ReadCommand {
  static let search = Option.text("search", value: "TEXT", help: .optionSearch)
  static let sort = Option.choice(
    "sort", value: "KEY", help: .optionSort,
    CatalogueQuery.SortOrder.named.map { ($0.name, $0.order) })
  static let reverse = Option.flag("reverse", help: .optionReverse)
  static let inStock = Option.flag("in-stock", help: .optionInStock)
  static let limit = Option.count("limit", minimum: 1, help: .optionLimit)
  static let offset = Option.count("offset", minimum: 0, help: .optionOffset)

  static let definition = CommandDefinition(
    "products", abstract: .abstractProducts,
    options: [
      search.definition, sort.definition, reverse.definition, inStock.definition,
      limit.definition, offset.definition,
    ],
    examples: [
      .init("tasch products --search leather --sort price", .exampleSearchSorted),
      .init("tasch products --in-stock --limit 10 --offset 10", .exampleSecondPage),
      .init("tasch products --sort rating --json", .exampleBestRatedJSON),
    ])

  let query: CatalogueQuery

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    query = CatalogueQuery(
      searchText: try arguments.value(Self.search) ?? "",
      sortOrder: try arguments.value(Self.sort) ?? .catalogue,
      isReversed: arguments.flag(Self.reverse), inStockOnly: arguments.flag(Self.inStock),
      offset: try arguments.value(Self.offset) ?? 0, limit: try arguments.value(Self.limit))
  }

  /// The command listing what `query` asks for, as `open` runs it for a link.
  init(query: CatalogueQuery) {
    self.query = query
  }

  @MainActor
  func presenter(in context: CommandContext) -> ProductCataloguePresenter {
    context.scenes.catalogue(query: query)
  }

  @MainActor
  func show(_ presenter: ProductCataloguePresenter, in context: CommandContext) -> ExitStatus {
    context.show(
      presenter.viewState,
      document: { ShopDocuments.products($0.rows.formattedOnce, total: $0.totalMatching) },
      emptyDocument: ShopDocuments.products([], total: presenter.totalMatching ?? 0),
      text: { write($0, in: context) })
  }

  /// The catalogue's table, then how many products it counts.
  @MainActor
  private func write(_ catalogue: ProductCatalogueViewModel, in context: CommandContext) {
    let table = context.tables.catalogue(
      catalogue.rows, withHeader: true, fitting: context.width)
    context.write(
      table, maximumWidth: context.width,
      then: [[Span(catalogue.countText, context.theme.style(.discreteText))]])
    // The rows and the table outlive the command: the process exits next.
    KeptUntilExit.keep(catalogue, table)
  }
}
