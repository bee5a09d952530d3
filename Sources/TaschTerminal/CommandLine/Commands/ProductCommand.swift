import Tasch
import TaschPresentation

/// `tasch product ID`: one product in detail.
struct ProductCommand: ReadCommand {
  static let definition = CommandDefinition(
    "product", abstract: .abstractProduct, arguments: "ID",
    examples: .withJSON("tasch product 3", .exampleProduct, json: .exampleProductJSON),
    argumentKind: .productOnSale)

  let id: ProductID

  init(_ arguments: ParsedArguments) throws(UsageError) {
    id = try arguments.onlyProductID()
  }

  /// The command showing the product `id`, as `open` runs it for a link.
  init(id: ProductID) {
    self.id = id
  }

  @MainActor
  func presenter(in context: CommandContext) -> DetailedProductPresenter {
    context.scenes.product(id)
  }

  @MainActor
  func show(_ presenter: DetailedProductPresenter, in context: CommandContext) -> ExitStatus {
    Self.show(presenter.viewState, in: context)
  }

  /// Writes a product's detail, or fails with its error.
  @MainActor
  static func show(_ state: ViewState<ProductDetailViewModel>, in context: CommandContext)
    -> ExitStatus
  {
    context.show(state, document: ShopDocuments.productDetail) { detail in
      context.write(ProductText(detail: detail, context: context).lines)
    }
  }
}

/// A product as text: name, price and shipping, description wrapped to the width, colours,
/// sizes, ratings and stock.
@MainActor
struct ProductText {
  let detail: ProductDetailViewModel
  let context: CommandContext

  var lines: [StyledLine] {
    let theme = context.theme
    let product = detail.summary
    let width = min(context.width ?? 80, 80)
    var lines: [StyledLine] = [
      [Span(product.name, theme.style(.sectionTitle))],
      [
        Span(product.price.formatted, theme.style(.price)), Span("  "),
        Span(detail.shipping, theme.style(.promotion)),
      ],
    ]
    if !product.shortDescription.isEmpty {
      lines.append([Span(product.shortDescription, theme.style(.discreteText))])
    }
    lines.append(
      [Span(product.stockText, theme.style(product.stockRole))]
        + (product.wishListMark.map { [Span("  " + $0, theme.style(.promotion))] } ?? []))
    // "No ratings yet" says the count already: "0 ratings" beside it would say it twice.
    let ratingWords =
      product.rating.count == 0
      ? [product.rating.averageText]
      : [product.rating.averageText, product.rating.countText]
    lines.append(
      context.tables.stars(product.rating.filledStars)
        + [Span("  " + ratingWords.joined(separator: "  "), theme.style(.discreteText))])
    lines.append([Span(detail.myRatingText)])
    if !detail.description.isEmpty {
      lines.append([])
      lines += TextLayout.wrap(
        TextLayout.printable(detail.description, keepingLineBreaks: true), to: width
      )
      .map { [Span($0)] }
    }
    let labelWidth = max(DisplayWidth.of(detail.coloursLabel), DisplayWidth.of(detail.sizesLabel))
    let label = { (text: String) in
      Span(TextLayout.fit(text, to: labelWidth) + "  ", theme.style(.sectionTitle))
    }
    if !detail.colors.isEmpty || !detail.sizes.isEmpty { lines.append([]) }
    if !detail.colors.isEmpty {
      lines.append([label(detail.coloursLabel)] + context.tables.swatches(detail.colors))
    }
    if !detail.sizes.isEmpty {
      lines.append([label(detail.sizesLabel), Span(detail.sizes.joined(separator: "  "))])
    }
    return lines.map { $0.truncated(to: context.width ?? .max) }
  }
}
