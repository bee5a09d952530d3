import Tasch
import TaschPresentation

/// A product's screen: its name in the title bar, price and free shipping, the description
/// wrapped to the width, colours, sizes, the stars to rate it, and the wish-list button.
struct ProductScreenView {
  let view: ShopView

  private var theme: Theme { view.theme }
  private var localization: Localization { view.localization }

  func draw(
    _ state: ViewState<ProductDetailViewModel>, _ shop: ShopState, _ content: ShopContent,
    on canvas: inout Canvas
  ) {
    // The back mark, and a cell either side of it, take a click to go back.
    defer { canvas.mark(Rect(row: 0, column: 0, width: 3, height: 1), as: .backMark) }
    guard let detail = state.content else {
      view.drawTitleBar("‹ " + name(of: content.productID, in: content), on: &canvas)
      let area = Rect(row: 2, column: 0, width: canvas.width, height: canvas.height - 3)
      view.drawPlaceholder(state, shop, in: area, on: &canvas)
      view.drawFooter(shop, content, status: view.statusLine(shop), on: &canvas)
      return
    }
    view.drawTitleBar("‹ " + detail.summary.name, on: &canvas)
    let width = canvas.width - 4
    let blocks = blocks(detail, busy: view.spinner(shop), width: width)
    // The description takes the rows left over; where it would be cut short, the blank lines
    // between the parts go first.
    let fixedRows = blocks.fixed.reduce(0) { $0 + $1.count }
    let available = canvas.height - 3
    let separatorRows = blocks.fixed.count - (blocks.description.isEmpty ? 1 : 0)
    let separators =
      fixedRows + separatorRows + blocks.description.count <= available ? 1 : 0
    let descriptionRows = max(0, available - fixedRows - separators * separatorRows)
    var description = Array(blocks.description.prefix(descriptionRows))
    if blocks.description.count > descriptionRows, let last = description.indices.last {
      description[last] = [Span(TextLayout.truncate(description[last].plainText + " …", to: width))]
    }
    var lines: [StyledLine] = []
    for (index, block) in ([blocks.fixed[0], description] + blocks.fixed.dropFirst()).enumerated()
    where !block.isEmpty {
      if index > 0 && separators > 0 { lines.append([]) }
      lines += block
    }
    for (offset, line) in lines.prefix(available).enumerated() {
      canvas.draw(line, row: 2 + offset, column: 2, limit: width)
    }
    // The wish-list button starts the last part, when it shows.
    let buttonRow = lines.count - (blocks.fixed.last?.count ?? 1)
    if lines.count <= available, let button = lines[safe: buttonRow]?.first {
      canvas.mark(
        Rect(row: 2 + buttonRow, column: 2, width: button.width, height: 1), as: .wishListButton)
    }
    let failure = detail.failure.map(\.line)
    view.drawFooter(shop, content, status: failure ?? view.statusLine(shop), on: &canvas)
  }

  /// As many of `sizes` as fit `width` cells, each whole, and `…` when some do not.
  private func wholeSizes(_ sizes: [String], in width: Int) -> String {
    var shown = sizes.joined(separator: "  ")
    var count = sizes.count
    while DisplayWidth.of(shown) > width && count > 0 {
      count -= 1
      shown = (sizes.prefix(count) + [String(TextLayout.ellipsis)]).joined(separator: "  ")
    }
    return shown
  }

  /// What a product not shown is called: its name where a home list shows it, else its
  /// number, so that a page loading or failed still says what it is of.
  private func name(of id: ProductID?, in content: ShopContent) -> String {
    guard let id else { return "" }
    let listed =
      content.catalogue.content?.position(of: id).flatMap { content.catalogueRow(at: $0)?.name }
      ?? content.wishList.content?.lines.first { $0.id == id }?.name
    return listed ?? localization.text(.discontinuedProduct, ["id": String(id.rawValue)])
  }

  private func blocks(_ detail: ProductDetailViewModel, busy spinner: String, width: Int) -> (
    fixed: [[StyledLine]], description: [StyledLine]
  ) {
    let product = detail.summary
    let price = Span(product.price.formatted, theme.style(.price).over(TextStyle(isBold: true)))
    let shipping = Span(detail.shipping, theme.style(.promotion))
    let priceAndShipping: StyledLine = [price, Span("  "), shipping]
    let stock = Span(product.stockText, theme.style(product.stockRole))
    // The stock, then the shipping, go on lines of their own rather than be cut off a narrow
    // page, the shipping wrapped between words so that no amount is cut.
    var header: [StyledLine]
    if priceAndShipping.width + 2 + stock.width <= width {
      header = [priceAndShipping + [Span("  "), stock]]
    } else if priceAndShipping.width <= width {
      header = [priceAndShipping, [stock]]
    } else {
      header =
        [[price, Span("  "), stock]]
        + TextLayout.wrap(detail.shipping, to: width).map { [Span($0, shipping.style)] }
    }
    if !product.shortDescription.isEmpty {
      header.append([Span(product.shortDescription, theme.style(.discreteText))])
    }
    header.append(
      theme.starSpans(filled: product.rating.filledStars)
        + [
          Span(
            "  " + product.rating.averageText + " · " + product.rating.countText,
            theme.style(.discreteText))
        ])
    let description = TextLayout.wrap(
      TextLayout.printable(detail.description, keepingLineBreaks: true), to: width
    )
    .map { [Span($0)] }
    let labelWidth =
      max(DisplayWidth.of(detail.coloursLabel), DisplayWidth.of(detail.sizesLabel)) + 2
    var facts: [StyledLine] = []
    if !detail.colors.isEmpty {
      facts.append(
        [Span(TextLayout.fit(detail.coloursLabel, to: labelWidth), theme.style(.sectionTitle))]
          + theme.swatchSpans(detail.colors, colorsShow: view.colorsShow))
    }
    if !detail.sizes.isEmpty {
      facts.append([
        Span(TextLayout.fit(detail.sizesLabel, to: labelWidth), theme.style(.sectionTitle)),
        Span(wholeSizes(detail.sizes, in: width - labelWidth)),
      ])
    }
    // A change being saved keeps the page, with a busy mark where it happens.
    let busy = Span(" " + spinner, theme.style(.discreteText))
    let rating: [StyledLine] = [
      [Span(detail.rateLabel + "  ", theme.style(.sectionTitle))]
        + theme.starSpans(filled: detail.myRating?.stars ?? 0)
        + (detail.savingChange == .rating ? [busy] : [])
        + [Span("  " + localization.text(.rateHint), theme.style(.discreteText))]
    ]
    let button: StyledLine = [
      view.button(detail.wishListAction, detail.wishListActionRole),
      Span(" w", theme.style(.keyHint)),
    ]
    let saving = detail.savingChange == .wishList ? [busy] : []
    let action: [StyledLine]
    if let quantityText = detail.quantityText {
      // The quantity is never cut: its keys' hint goes first, then it goes on a line of its own.
      let quantity =
        [Span("  " + quantityText)]
        + (detail.quantityWarning.map { [Span("  " + $0, theme.style(.warning))] } ?? [])
      let keys = Span(" + -", theme.style(.keyHint))
      let widths = [button.width + quantity.width + keys.width, button.width + quantity.width]
      action =
        widths[0] <= width
        ? [button + quantity + [keys] + saving]
        : widths[1] <= width
          ? [button + quantity + saving] : [button + saving, quantity + [keys]]
    } else {
      action = [button + saving]
    }
    return ([header, facts, rating, action].filter { !$0.isEmpty }, description)
  }
}
