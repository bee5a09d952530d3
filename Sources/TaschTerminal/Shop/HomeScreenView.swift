import TaschPresentation

/// The home screen: the catalogue with its cursor, the wish list with its total, the sub-total,
/// free shipping and the way to check out.
struct HomeScreenView {
  let view: ShopView

  private var theme: Theme { view.theme }
  private var localization: Localization { view.localization }

  func draw(_ state: ShopState, _ content: ShopContent, on canvas: inout Canvas) {
    let layout = HomeLayout(state, content: content)
    view.drawTitleBar(localization.text(.appTitle), on: &canvas)

    let catalogue = content.catalogue.content
    let queryText = ProductCatalogueViewModel.describe(content.query, localization: localization)
    heading(
      localization.text(.productCatalogue),
      detail: [queryText, catalogue?.matchText].compactMap { $0 }.joined(separator: " · "),
      row: layout.catalogue.row - 1, on: &canvas)
    canvas.fill(layout.catalogue, theme.style(.card))
    if let catalogue {
      drawCatalogue(
        catalogue.rows, state.cataloguePosition, isFocused: state.focus == .catalogue,
        in: layout.catalogue, on: &canvas)
    } else {
      view.drawPlaceholder(content.catalogue, in: layout.catalogue, on: &canvas)
    }

    heading(
      localization.text(.yourWishList), detail: content.wishList.content?.totalText,
      row: layout.wishList.row - 1, on: &canvas)
    canvas.fill(layout.wishList, theme.style(.card))
    if let list = content.wishList.content {
      if let empty = list.emptyMessage {
        canvas.draw(
          "  " + empty, row: layout.wishList.row, column: 0, style: theme.style(.discreteText))
      } else {
        drawWishList(
          list.lines, state.wishListPosition, isFocused: state.focus == .wishList,
          in: layout.wishList, on: &canvas)
      }
    } else {
      view.drawPlaceholder(content.wishList, in: layout.wishList, on: &canvas)
    }

    drawTotals(content.wishList, row: canvas.height - 2, on: &canvas)
    if let search = state.searchLine {
      let line: StyledLine = [
        Span(" " + localization.text(.searchPrompt), theme.style(.keyHint)),
        Span(TextLayout.printable(search) + "▏"),
      ]
      canvas.draw(line, row: canvas.height - 1, column: 0, limit: canvas.width)
    } else {
      view.drawFooter(.home, status: state.status, on: &canvas)
    }
  }

  private func heading(_ title: String, detail: String?, row: Int, on canvas: inout Canvas) {
    canvas.draw(" " + title, row: row, column: 0, style: theme.style(.sectionTitle))
    if let detail, !detail.isEmpty {
      let column = max(DisplayWidth.of(title) + 3, canvas.width - 1 - DisplayWidth.of(detail))
      canvas.draw(detail, row: row, column: column, style: theme.style(.discreteText))
    }
  }

  /// Only the rows on screen are drawn: the cost does not grow with the catalogue.
  private func drawCatalogue(
    _ rows: ProductRows, _ position: ShopState.ListPosition, isFocused: Bool,
    in area: Rect, on canvas: inout Canvas
  ) {
    let visible = rows[min(position.top, rows.count)..<min(position.top + area.height, rows.count)]
    let priceWidth = visible.map { DisplayWidth.of($0.price.formatted) }.max() ?? 0
    let stockWidth = min(18, visible.map { DisplayWidth.of($0.stockText) }.max() ?? 0)
    let nameWidth = max(4, area.width - 3 - (2 + priceWidth) - (2 + 5) - (2 + stockWidth) - 3)
    for (offset, row) in zip(visible.indices, visible) {
      let screenRow = area.row + offset - position.top
      let isCursor = isFocused && offset == position.cursor
      var line: StyledLine = [
        Span(isCursor ? " › " : "   ", theme.style(.keyHint)),
        Span(TextLayout.fit(row.name, to: nameWidth)),
        Span(row.isInWishList ? " ✓" : "  ", theme.style(.promotion)),
        Span(
          TextLayout.fit(row.price.formatted, to: priceWidth + 1, alignRight: true),
          theme.style(.price)),
        Span("  "),
      ]
      line += theme.starSpans(filled: row.rating.filledStars)
      line += [
        Span("  "), Span(TextLayout.fit(row.stockText, to: stockWidth), theme.style(row.stockRole)),
      ]
      canvas.draw(line, row: screenRow, column: area.column, limit: area.width)
      if isCursor {
        canvas.restyle(
          Rect(row: screenRow, column: area.column, width: area.width, height: 1),
          theme.style(.selection))
      }
    }
  }

  private func drawWishList(
    _ lines: [CartLineViewModel], _ position: ShopState.ListPosition, isFocused: Bool,
    in area: Rect, on canvas: inout Canvas
  ) {
    let visible = lines[
      min(position.top, lines.count)..<min(position.top + area.height, lines.count)]
    let priceWidth = visible.map { DisplayWidth.of($0.price?.formatted ?? "") }.max() ?? 0
    let nameWidth = min(24, visible.map { DisplayWidth.of($0.name) }.max() ?? 0)
    for (offset, item) in zip(visible.indices, visible) {
      let screenRow = area.row + offset - position.top
      let isCursor = isFocused && offset == position.cursor
      var line: StyledLine = [
        Span(isCursor ? " › " : "   ", theme.style(.keyHint)),
        Span(
          TextLayout.fit(item.price?.formatted ?? "", to: priceWidth, alignRight: true),
          theme.style(.price)),
        Span("  "),
        Span(TextLayout.fit(item.name, to: nameWidth), theme.style(.sectionTitle)),
        Span("  "),
      ]
      if let availability = item.availabilityText {
        line.append(Span(availability + "  ", theme.style(.warning)))
      }
      let swatches = theme.swatchSpans(item.colors)
      let used = line.width
      let room = max(0, area.width - used - swatches.width - 3)
      line.append(Span(TextLayout.fit(item.shortDescription, to: room), theme.style(.discreteText)))
      line.append(Span(" "))
      line += swatches
      canvas.draw(line, row: screenRow, column: area.column, limit: area.width)
      if isCursor {
        canvas.restyle(
          Rect(row: screenRow, column: area.column, width: area.width, height: 1),
          theme.style(.selection))
      }
    }
  }

  private func drawTotals(_ cart: ViewState<CartViewModel>, row: Int, on canvas: inout Canvas) {
    guard let cart = cart.content else {
      view.drawPlaceholder(
        cart, in: Rect(row: row, column: 0, width: canvas.width, height: 1), on: &canvas)
      return
    }
    let line: StyledLine = [
      Span(" " + cart.subtotalLabel + " ", theme.style(.sectionTitle)),
      Span(cart.subtotal.formatted),
      Span("  " + cart.freeShipping, theme.style(.promotion)),
    ]
    canvas.draw(line, row: row, column: 0)
    let button = view.button(cart.checkoutAction, .enticingAction)
    let column = max(line.width + 2, canvas.width - 1 - button.width)
    canvas.draw([button], row: row, column: column)
  }
}
