/// Where the home screen's parts go for a terminal size: both `update` (to keep cursors on
/// screen) and the view read it, so they always agree.
struct HomeLayout {
  /// The catalogue's rows.
  let catalogue: Rect
  /// The wish list's rows.
  let wishList: Rect

  /// The layout for `rows` × `columns` and a wish list of `wishListCount` entries: the wish list
  /// takes the rows its entries need, up to half, and the catalogue the rest.
  init(rows: Int, columns: Int, wishListCount: Int) {
    // Title bar, blank, catalogue heading, blank, wish-list heading, blank, totals, key hints.
    let fixed = 8
    let available = max(2, rows - fixed)
    let wishListRows = min(max(1, wishListCount), available / 2)
    let catalogueRows = available - wishListRows
    catalogue = Rect(row: 3, column: 0, width: columns, height: catalogueRows)
    wishList = Rect(row: 3 + catalogueRows + 2, column: 0, width: columns, height: wishListRows)
  }

  /// The layout of `state` showing `content`: a wish list that failed to load takes the rows
  /// its error needs, so that what to do about it shows, as the catalogue's does.
  init(_ state: ShopState, content: ShopContent) {
    let rows = content.wishList.isError ? Self.errorRows : content.wishListCount
    self.init(rows: state.rows, columns: state.columns, wishListCount: rows)
  }

  /// The rows an error takes: its title, what happened, its details, what to do, and the key
  /// that reloads, a line or two each.
  static let errorRows = 8
}

extension ShopState.ListPosition {
  /// The position moved by `offset` rows in a list of `count`, scrolled so the cursor shows
  /// in `visible` rows.
  func moved(by offset: Int, count: Int, visible: Int) -> Self {
    var position = self
    position.cursor = count == 0 ? 0 : min(max(cursor.addingSaturated(offset), 0), count - 1)
    return position.scrolled(count: count, visible: visible)
  }

  /// The position with the cursor kept inside a list of `count` and on screen in `visible`
  /// rows.
  func scrolled(count: Int, visible: Int) -> Self {
    var position = self
    position.cursor = count == 0 ? 0 : min(max(cursor, 0), count - 1)
    let rows = max(1, visible)
    if position.cursor < position.top { position.top = position.cursor }
    if position.cursor >= position.top.addingSaturated(rows) {
      position.top = position.cursor - rows + 1
    }
    position.top = max(0, min(position.top, max(0, count - rows)))
    return position
  }
}
