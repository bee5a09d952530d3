import Foundation

/// Which products of the catalogue to show, in which order, and which page of them.
///
/// Its rules are the meaning of a query for every store: the reference evaluation below runs
/// them in memory, and a store that answers from an index or SQL must give the same pages.
public struct CatalogueQuery: Hashable, Sendable {
  /// The order products are listed in.
  public enum SortOrder: String, CaseIterable, Hashable, Sendable {
    /// As the catalogue lists them.
    case catalogue
    /// By name, A to Z, ignoring case and accents.
    case name
    /// Lowest price first.
    case price
    /// Best average rating first, then most ratings; unrated products last.
    case rating
    /// Most in stock first.
    case stock
  }

  /// Words to look for in names and short descriptions, ignoring case and accents; empty for
  /// all (see `SearchWords`).
  public var searchText: String
  /// The order to list matching products in.
  public var sortOrder: SortOrder
  /// Whether to list them in the opposite order.
  ///
  /// Products that tie keep catalogue order either way.
  public var isReversed: Bool
  /// Whether to leave out products that are out of stock.
  public var inStockOnly: Bool
  /// How many matching products to skip; below zero counts as zero.
  public var offset: Int
  /// How many to list at most; `nil` for all, below zero for none.
  public var limit: Int?

  /// A query; by default every product, in catalogue order.
  public init(
    searchText: String = "",
    sortOrder: SortOrder = .catalogue,
    isReversed: Bool = false,
    inStockOnly: Bool = false,
    offset: Int = 0,
    limit: Int? = nil
  ) {
    self.searchText = searchText
    self.sortOrder = sortOrder
    self.isReversed = isReversed
    self.inStockOnly = inStockOnly
    self.offset = offset
    self.limit = limit
  }

  /// The same query over every match: no offset, no limit.
  public var unpaged: CatalogueQuery {
    var query = self
    query.offset = 0
    query.limit = nil
    return query
  }

  /// Whether the query narrows the catalogue down: a search or the in-stock filter.
  public var isFiltered: Bool { !searchWords.isEmpty || inStockOnly }

  // MARK: - Rules

  /// The words of the search text, as product texts are searched for them.
  public var searchWords: SearchWords { SearchWords(searchText) }

  /// Whether the query matches `product`: in stock if asked, and every word of the search
  /// text found in its name or short description.
  public func matches(_ product: ShopProduct) -> Bool {
    matches(product, searchWords)
  }

  /// Whether the query, whose search text has the words `words`, matches `product`.
  private func matches(_ product: ShopProduct, _ words: SearchWords) -> Bool {
    (!inStockOnly || product.isInStock)
      && (words.isEmpty
        || words.areFound(
          inFolded: [Self.searchKey(product.name), Self.searchKey(product.shortDescription)]))
  }

  /// The key that orders `product`, found at `position` in the catalogue, in this query's sort
  /// order (before reversing).
  public func sortKey(of product: ShopProduct, at position: Int) -> SortKey {
    SortKey(sortOrder, product, position: position)
  }

  /// Whether the product with key `lhs` at catalogue position `lhsPosition` comes before the
  /// one with `rhs` at `rhsPosition`: by key, reversed if asked, ties in catalogue order.
  public func isOrdered(
    _ lhs: SortKey, _ lhsPosition: Int, before rhs: SortKey, _ rhsPosition: Int
  ) -> Bool {
    if lhs != rhs { return isReversed ? rhs < lhs : lhs < rhs }
    return lhsPosition < rhsPosition
  }

  /// Which of `count` matches the offset and limit select; never traps, whatever the numbers.
  public func pageRange(count: Int) -> Range<Int> {
    let start = min(max(offset, 0), count)
    guard let limit else { return start..<count }
    return start..<(start + min(max(limit, 0), count - start))
  }

  /// The text `text` is searched as: case and accents folded away.
  public static func searchKey(_ text: String) -> String {
    SearchFolding.fold(text)
  }
}

// MARK: - Sort keys

extension CatalogueQuery {
  /// What orders products in one sort order, in that order's natural direction: smaller first.
  public enum SortKey: Comparable, Sendable {
    /// Compared as folded text, composed (see `SearchFolding.sortKey`).
    case text(String)
    /// Compared as a whole number.
    case number(Int64)
    /// Best rated first: the negated average (unrated as -1), then the negated count.
    case rating(Double, Int)

    init(_ order: SortOrder, _ product: ShopProduct, position: Int) {
      switch order {
      case .catalogue: self = .number(Int64(position))
      case .name: self = .text(SearchFolding.sortKey(product.name))
      case .price: self = .number(product.price.minorUnits)
      // Negated so that "smaller" means better: best rated and most stocked come first.
      case .rating:
        self = .rating(-(product.ratings.average ?? -1), -product.ratings.count)
      // A stock below zero, which only a damaged store can give, counts as none: negating
      // `Int64.min` would trap.
      case .stock: self = .number(-Int64(max(product.stock, 0)))
      }
    }
  }
}

// MARK: - Evaluation in memory

extension CatalogueQuery {
  /// Every product of `products` (in catalogue order) the query matches, in its order.
  public func ordered(_ products: [ShopProduct]) -> [ShopProduct] {
    let words = searchWords
    let matching = products.enumerated().filter { matches($0.element, words) }
    guard sortOrder != .catalogue || isReversed else { return matching.map(\.element) }
    // Keys are computed once per product, not once per comparison.
    let keyed = matching.map {
      (product: $0.element, position: $0.offset, key: sortKey(of: $0.element, at: $0.offset))
    }
    return keyed.sorted { isOrdered($0.key, $0.position, before: $1.key, $1.position) }
      .map(\.product)
  }

  /// The page of `products` (in catalogue order) this query asks for.
  public func page(of products: [ShopProduct]) -> ProductPage {
    let ordered = self.ordered(products)
    return ProductPage(
      products: Array(ordered[pageRange(count: ordered.count)]), totalMatching: ordered.count)
  }

  /// The neighbours of `id` among `products` (in catalogue order) in this query's order.
  public func neighbours(of id: ProductID, in products: [ShopProduct]) -> ProductNeighbours {
    let ordered = self.ordered(products)
    guard let index = ordered.firstIndex(where: { $0.id == id }) else {
      return ProductNeighbours(previous: nil, next: nil)
    }
    return ProductNeighbours(
      previous: index > 0 ? ordered[index - 1] : nil,
      next: index + 1 < ordered.count ? ordered[index + 1] : nil)
  }
}
