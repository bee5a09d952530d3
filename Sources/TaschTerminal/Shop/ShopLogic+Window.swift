import Tasch
import TaschPresentation

/// The catalogue's window: the shop asks for the rows on screen and two screens either side,
/// never the whole catalogue, so that a shop of a million products opens, scrolls and searches
/// as one of twenty does. A page or two of scrolling stays inside the window; past it, the
/// window moves with the cursor.
extension ShopLogic {
  /// How many screens of rows a window holds: the screen's, and two either side.
  static let screensPerWindow = 5

  /// `query` paged to the window around the catalogue's rows on screen in `state`.
  static func window(of query: CatalogueQuery, _ state: ShopState, content: ShopContent)
    -> CatalogueQuery
  {
    let rows = max(1, HomeLayout(state, content: content).catalogue.height)
    let before = (screensPerWindow - 1) / 2 * rows
    var query = query
    query.offset = max(0, state.cataloguePosition.top - before)
    query.limit = screensPerWindow * rows
    return query
  }

  /// The window to ask for when the catalogue's rows on screen are not all in the window
  /// asked for last; `nil` when they are, or while the catalogue's size is unknown.
  static func windowToLoad(_ state: ShopState, content: ShopContent) -> CatalogueQuery? {
    guard state.screen == .home, let total = content.catalogueTotal else { return nil }
    let layout = HomeLayout(state, content: content)
    let top = min(state.cataloguePosition.top, total)
    let shown = top..<min(top.addingSaturated(layout.catalogue.height), total)
    let asked = content.query
    let first = max(asked.offset, 0)
    let end = asked.limit.map { first.addingSaturated(max($0, 0)) } ?? Int.max
    guard !shown.isEmpty, shown.lowerBound < first || shown.upperBound > end else { return nil }
    return window(of: asked, state, content: content)
  }
}
