import TaschPresentation

/// The catalogue's rows on the home screen: cursor, name, short description where there is
/// room, wish-list mark, price, stars, stock.
///
/// Where each column goes depends on the width alone, never on the rows on screen, so nothing
/// moves sideways while the list scrolls. Space goes by priority: the price, the name up to a
/// third of the width, then the stock, then the name the rest; on a wide terminal, the short
/// description beside the name, each up to its most, and what is left at the end of the row.
/// Only the rows on screen are drawn, so the cost does not grow with the catalogue.
struct CatalogueListView {
  /// How wide each part of a row is.
  struct Columns: Equatable {
    /// The name's.
    let name: Int
    /// The short description's; 0 when there is no room for it.
    let description: Int
    /// The price's, right-aligned.
    let price: Int
    /// The stock's.
    let stock: Int
  }

  /// The price's column, wide enough for five whole digits in any of the shop's formats.
  ///
  /// That is `99.999,99 $` in German; a price wider than that takes the room it needs from its
  /// own row's name.
  static let priceWidth = 11
  /// The most the stock takes: `1,234,567,890 in stock`.
  static let stockWidth = 22
  /// The least the stock is given: a column narrower than that is left out, its room the
  /// name's, as it could show no more than a digit or two of a count.
  static let stockLeast = 3
  /// The least a name keeps beside a price wider than its column.
  static let nameLeast = 6
  /// The least a name, and a short description beside it, are given.
  static let descriptionThreshold = 32
  /// The most a short description is given, short as it is: what is left of a wide terminal
  /// stays at the end of the row, not between its columns.
  static let descriptionMost = 64
  /// The most a name is given beside a short description, for the same reason: past it, the
  /// name's two fifths of a wide terminal would be blank cells between the name and the rest.
  static let nameMost = 64

  let view: ShopView

  private var theme: Theme { view.theme }

  /// The columns of a list `width` cells wide, whose largest stock in words is `widestStock`
  /// cells wide.
  static func columns(width: Int, widestStock: Int = stockWidth) -> Columns {
    // Cursor 3, mark 2, a space before the price, 2 + 5 stars, 2 before the stock.
    let fixed = 3 + 2 + 1 + priceWidth + 2 + 5 + 2
    let nameFirst = max(12, width / 3)
    // Every count in words where a description still fits beside the name: a wide terminal
    // has the room. Elsewhere the stock's usual most, which the names need more.
    let widest = max(stockWidth, widestStock)
    let most = width - fixed - widest >= 2 * descriptionThreshold + 2 ? widest : stockWidth
    let room = min(most, width - fixed - nameFirst)
    let stock = room >= stockLeast ? room : 0
    let rest = max(0, width - fixed - stock)
    // A description only beside a name of its own width at least, two spaces apart; the name
    // keeps two fifths of the room, up to its most.
    guard rest >= 2 * descriptionThreshold + 2 else {
      return Columns(name: rest, description: 0, price: priceWidth, stock: stock)
    }
    let name = min(nameMost, max(descriptionThreshold, rest * 2 / 5))
    let description = min(descriptionMost, rest - name - 2)
    return Columns(name: name, description: description, price: priceWidth, stock: stock)
  }

  /// Whether a stock column `room` cells wide shows the stock in words.
  ///
  /// It does where it holds the words of every count below ten thousand, and of none in
  /// stock, so that nearly every row shows them. Else every row shows its count alone: a
  /// column of `23` beside `1 in stock` would read as two kinds of number.
  private func showsStockInWords(in room: Int) -> Bool {
    let localization = view.localization
    return DisplayWidth.of(localization.text(.inStockCount, count: 9_999)) <= room
      && DisplayWidth.of(localization.text(.outOfStock)) <= room
  }

  /// `row`'s stock in `room` cells: its words where the column shows words and they fit, else
  /// its count; a count wider than the room as the largest that fits and more (`99,999+`), as
  /// a count cut short would read as another number, and one left out as no stock told.
  private func stockText(of row: ProductRowViewModel, in room: Int, inWords: Bool) -> String? {
    if inWords, DisplayWidth.of(row.stockText) <= room { return row.stockText }
    let stock = max(0, row.stock)
    let count = view.localization.number(stock)
    if DisplayWidth.of(count) <= room { return count }
    // 9, 99, 999…: each below the stock, which is wider than the room.
    var capped: String?
    var most = 9
    while most < stock {
      let text = view.localization.number(most) + "+"
      guard DisplayWidth.of(text) <= room else { break }
      capped = text
      guard most <= (Int.max - 9) / 10 else { break }
      most = most * 10 + 9
    }
    return capped
  }

  /// Draws `rows` from the top of `area`; a row not loaded yet (`nil`) shows an ellipsis
  /// until its window of the catalogue comes.
  func draw(
    _ rows: [ProductRowViewModel?], _ state: ShopState, in area: Rect, on canvas: inout Canvas
  ) {
    let position = state.cataloguePosition
    let columns = Self.columns(
      width: area.width - 1,
      widestStock: DisplayWidth.of(view.localization.text(.inStockCount, count: .max)))
    // Where each column starts: each part is drawn at its place, nothing padded.
    let nameColumn = area.column + 3
    let descriptionColumn = nameColumn + columns.name + 2
    let markColumn =
      nameColumn + columns.name + (columns.description > 0 ? columns.description + 2 : 0)
    let priceEnd = markColumn + 2 + 1 + columns.price
    let starsColumn = priceEnd + 2
    let stockColumn = starsColumn + 5 + 2
    let stockInWords = showsStockInWords(in: columns.stock)
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
      let priceWidth = DisplayWidth.of(price)
      // Only a price wider than its column moves this row's mark, and cuts its name shorter,
      // down to the least a name keeps; beyond that the price moves over its own row's stars
      // and stock.
      let rowMarkColumn = max(
        nameColumn + min(columns.name, Self.nameLeast), min(markColumn, priceEnd - priceWidth - 3))
      let priceColumn = max(priceEnd - priceWidth, rowMarkColumn + 3)
      let rowStarsColumn = max(starsColumn, priceColumn + priceWidth + 2)
      let rowStockColumn = rowStarsColumn + 5 + 2
      canvas.draw(
        row.name, row: screenRow, column: nameColumn,
        limit: min(columns.name, rowMarkColumn - nameColumn))
      if columns.description > 0 {
        canvas.draw(
          row.shortDescription, row: screenRow, column: descriptionColumn,
          style: theme.style(.discreteText),
          limit: min(columns.description, rowMarkColumn - descriptionColumn))
      }
      canvas.draw(mark, row: screenRow, column: rowMarkColumn, style: theme.style(.promotion))
      canvas.draw(price, row: screenRow, column: priceColumn, style: theme.style(.price))
      canvas.draw(
        theme.starSpans(filled: row.rating.filledStars), row: screenRow, column: rowStarsColumn)
      if let stock = stockText(
        of: row, in: stockColumn + columns.stock - rowStockColumn, inWords: stockInWords)
      {
        canvas.draw(
          stock, row: screenRow, column: rowStockColumn, style: theme.style(row.stockRole))
      }
      if isCursor { view.highlight(row: screenRow, in: area, on: &canvas) }
    }
  }
}

/// The wish list's rows on the home screen: cursor, price, name, availability, short
/// description, colour swatches.
///
/// Prices and names are never cut while there is room for them beside the availability; the
/// colour swatches show where the names fit beside them, and the short description takes what
/// is left, up to the catalogue's width for it. Columns are measured on the whole list, so none moves sideways
/// while it scrolls.
struct WishListView {
  /// The least a short description is given: in fewer cells it would show a letter or two.
  static let descriptionLeast = 6

  let view: ShopView

  private var theme: Theme { view.theme }

  /// Draws the lines of `range` from the top of `area`, in columns measured on all of
  /// `lines`, so that none moves sideways while the list scrolls.
  func draw(
    _ lines: [PricedLineViewModel], _ range: Range<Int>, _ state: ShopState, in area: Rect,
    on canvas: inout Canvas
  ) {
    let position = state.wishListPosition
    let priceWidth = lines.map { DisplayWidth.of($0.amountText) }.max() ?? 0
    let availabilityWidth = lines.map { DisplayWidth.of($0.availabilityText ?? "") }.max() ?? 0
    var swatches = lines.map { theme.swatchSpans($0.colors, colorsShow: view.colorsShow) }
    let nameNeed = lines.map { DisplayWidth.of($0.label) }.max() ?? 0
    // Cursor 3, 2 after the price, 2 after the name, 2 after the availability, 1 before the
    // swatches.
    let withoutSwatches =
      3 + priceWidth + 2 + 2 + (availabilityWidth > 0 ? availabilityWidth + 2 : 0)
    let swatchWidth = swatches.map(\.width).max() ?? 0
    var others = withoutSwatches + (swatchWidth > 0 ? swatchWidth + 1 : 0)
    // A name says more than its colours: where it would be cut, the swatches give way first.
    if nameNeed > area.width - others {
      swatches = swatches.map { _ in [] }
      others = withoutSwatches
    }
    let nameWidth = max(4, min(nameNeed, area.width - others))
    // As in the catalogue, what a wide terminal leaves is at the end of the row; a room too
    // narrow for a word of a description shows none, not a lone "…".
    let room = area.width - others - nameWidth
    let descriptionWidth =
      room < Self.descriptionLeast ? 0 : min(CatalogueListView.descriptionMost, room)
    for (offset, item) in lines[range].enumerated() {
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
      if !swatches[range.lowerBound + offset].isEmpty {
        line += [Span(" ")] + swatches[range.lowerBound + offset]
      }
      canvas.draw(line, row: screenRow, column: area.column, limit: area.width)
      if isCursor { view.highlight(row: screenRow, in: area, on: &canvas) }
    }
  }
}
