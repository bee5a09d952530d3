import TaschPresentation

/// The catalogue's rows on the home screen: cursor, name, wish-list mark, price, stars, stock.
///
/// Space goes by priority: the price whole, the name up to a third of the width, then the
/// stock whole, then the name the rest. Only the rows on screen are drawn, so the cost does not
/// grow with the catalogue.
struct CatalogueListView {
  let view: ShopView

  private var theme: Theme { view.theme }

  /// The columns for `rows` in `width` cells: how wide the name, price and stock are.
  static func columns(
    names: [Int], prices: [Int], stocks: [Int], width: Int
  ) -> (name: Int, price: Int, stock: Int) {
    // Cursor 3, mark 2, a space before the price, 2 + 5 stars, 2 before the stock.
    let fixed = 3 + 2 + 1 + 2 + 5 + 2
    let price = prices.max() ?? 0
    let nameNeed = names.max() ?? 0
    let stockNeed = stocks.max() ?? 0
    let nameFirst = min(nameNeed, max(12, width / 3))
    let stock = max(0, min(stockNeed, width - fixed - price - nameFirst))
    return (max(0, width - fixed - price - stock), price, stock)
  }

  /// Draws `rows` from the top of `area`; a row not loaded yet (`nil`) shows an ellipsis
  /// until its window of the catalogue comes.
  func draw(
    _ rows: [ProductRowViewModel?], _ state: ShopState, in area: Rect, on canvas: inout Canvas
  ) {
    let position = state.cataloguePosition
    let loaded = rows.compactMap { $0 }
    let columns = Self.columns(
      names: loaded.map { DisplayWidth.of($0.name) },
      prices: loaded.map { DisplayWidth.of($0.price.formatted) },
      stocks: loaded.map { DisplayWidth.of($0.stockText) }, width: area.width - 1)
    // Where each column starts: each part is drawn at its place, nothing padded.
    let nameColumn = area.column + 3
    let markColumn = nameColumn + columns.name
    let priceEnd = markColumn + 2 + 1 + columns.price
    let starsColumn = priceEnd + 2
    let stockColumn = starsColumn + 5 + 2
    for (offset, row) in rows.enumerated() {
      let screenRow = area.row + offset
      let isCursor = state.focus == .catalogue && position.top + offset == position.cursor
      if isCursor {
        canvas.draw(" › ", row: screenRow, column: area.column, style: theme.style(.keyHint))
      }
      guard let row else {
        canvas.draw("…", row: screenRow, column: nameColumn, style: theme.style(.discreteText))
        if isCursor { view.highlight(row: screenRow, in: area, on: &canvas) }
        continue
      }
      // A change of this product being saved shows where the wish-list mark goes.
      let mark =
        state.savingItem == row.id
        ? " " + view.spinner(state) : row.isInWishList ? " ✓" : "  "
      let price = row.price.formatted
      canvas.draw(row.name, row: screenRow, column: nameColumn, limit: columns.name)
      canvas.draw(mark, row: screenRow, column: markColumn, style: theme.style(.promotion))
      canvas.draw(
        price, row: screenRow, column: priceEnd - DisplayWidth.of(price),
        style: theme.style(.price))
      canvas.draw(
        theme.starSpans(filled: row.rating.filledStars), row: screenRow, column: starsColumn)
      canvas.draw(
        row.stockText, row: screenRow, column: stockColumn, style: theme.style(row.stockRole),
        limit: columns.stock)
      if isCursor { view.highlight(row: screenRow, in: area, on: &canvas) }
    }
  }
}

/// The wish list's rows on the home screen: cursor, price, name, availability, short
/// description, colour swatches.
///
/// Prices and names are never cut while there is room for them beside what must show (the
/// availability and the swatches); the short description takes what is left.
struct WishListView {
  let view: ShopView

  private var theme: Theme { view.theme }

  func draw(
    _ lines: [PricedLineViewModel], _ state: ShopState, in area: Rect, on canvas: inout Canvas
  ) {
    let position = state.wishListPosition
    let priceWidth = lines.map { DisplayWidth.of($0.amountText) }.max() ?? 0
    let availabilityWidth = lines.map { DisplayWidth.of($0.availabilityText ?? "") }.max() ?? 0
    let swatches = lines.map { theme.swatchSpans($0.colors) }
    let swatchWidth = swatches.map(\.width).max() ?? 0
    // Cursor 3, 2 after the price, 2 after the name, 2 after the availability, 1 before the
    // swatches.
    let others =
      3 + priceWidth + 2 + 2 + (availabilityWidth > 0 ? availabilityWidth + 2 : 0)
      + (swatchWidth > 0 ? swatchWidth + 1 : 0)
    let nameNeed = lines.map { DisplayWidth.of($0.label) }.max() ?? 0
    let nameWidth = max(4, min(nameNeed, area.width - others))
    let descriptionWidth = max(0, area.width - others - nameWidth)
    for (offset, item) in lines.enumerated() {
      let screenRow = area.row + offset
      let isCursor = state.focus == .wishList && position.top + offset == position.cursor
      let isSaving = state.savingItem == item.id
      var line: StyledLine = [
        Span(isCursor ? " › " : "   ", theme.style(.keyHint)),
        Span(
          TextLayout.fit(item.amountText, to: priceWidth, alignRight: true),
          theme.style(.price)),
        // A change of this item being saved shows where it happens.
        Span(isSaving ? " " + view.spinner(state) : "  ", theme.style(.promotion)),
        Span(TextLayout.fit(item.label, to: nameWidth), theme.style(.sectionTitle)),
        Span("  "),
      ]
      if availabilityWidth > 0 {
        line.append(
          Span(
            TextLayout.fit(item.availabilityText ?? "", to: availabilityWidth) + "  ",
            theme.style(.warning)))
      }
      line.append(
        Span(
          TextLayout.fit(item.shortDescription, to: descriptionWidth),
          theme.style(.discreteText)))
      if !swatches[offset].isEmpty { line += [Span(" ")] + swatches[offset] }
      canvas.draw(line, row: screenRow, column: area.column, limit: area.width)
      if isCursor { view.highlight(row: screenRow, in: area, on: &canvas) }
    }
  }
}
