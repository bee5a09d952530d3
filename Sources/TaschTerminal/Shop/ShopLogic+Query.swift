import Tasch
import TaschPresentation

/// Searching, sorting and filtering the catalogue: each key gives the query the catalogue lists
/// next, read from the query it lists now.
extension ShopLogic {
  /// Opens the search line, or changes the sort or the filter.
  ///
  /// `s` cycles through the catalogue's own order, then name, price, rating and stock, and back
  /// to the catalogue's order, so that order can always be had again; `S` reverses whichever
  /// order is in force; `i` shows only what is in stock, or everything again.
  static func editQuery(_ action: KeyAction, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    var query = content.query
    switch action {
    case .search:
      state.searchLine = query.searchText
      return []
    case .sort: query.sortOrder = nextSort(after: query.sortOrder)
    case .reverseSort: query.isReversed.toggle()
    default: query.inStockOnly.toggle()
    }
    return requery(query, &state)
  }

  /// Adds `typed` to the search line, and searches for the line.
  static func typeInSearch(_ typed: String, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    search((state.searchLine ?? "") + typed, &state, content: content)
  }

  /// Deletes the last character of the search line, and searches for what is left.
  static func eraseInSearch(_ state: inout ShopState, content: ShopContent) -> [ShopEffect] {
    guard var line = state.searchLine, !line.isEmpty else { return [] }
    line.removeLast()
    return search(line, &state, content: content)
  }

  /// Closes the search line, if open, and clears the search: Esc on the line, or on the home
  /// screen with a search kept.
  static func closeSearch(_ state: inout ShopState, content: ShopContent) -> [ShopEffect] {
    state.searchLine = nil
    guard !content.query.searchText.isEmpty else { return [] }
    return search("", &state, content: content)
  }

  /// The sort after `order` in `s`'s cycle.
  static func nextSort(after order: CatalogueQuery.SortOrder) -> CatalogueQuery.SortOrder {
    let orders = CatalogueQuery.SortOrder.allCases
    let index = orders.firstIndex(of: order) ?? 0
    return orders[(index + 1) % orders.count]
  }

  private static func search(_ line: String, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    if state.searchLine != nil { state.searchLine = line }
    var query = content.query
    query.searchText = line
    return requery(query, &state)
  }

  /// Lists `query` from its top, the cursor on the first product of the catalogue.
  private static func requery(_ query: CatalogueQuery, _ state: inout ShopState) -> [ShopEffect] {
    state.cataloguePosition = ShopState.ListPosition()
    state.focus = .catalogue
    var query = query
    query.offset = 0
    query.limit = nil
    return [.query(query)]
  }
}
