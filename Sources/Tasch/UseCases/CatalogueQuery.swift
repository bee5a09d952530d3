import Foundation

/// Which products of the catalogue to show, in which order, and which page of them.
public struct CatalogueQuery: Hashable, Sendable {
  /// The order products are listed in.
  public enum SortOrder: String, CaseIterable, Hashable, Sendable {
    /// As the catalogue lists them.
    case catalogue
    /// By name, A to Z, ignoring case and accents.
    case name
    /// Lowest price first.
    case price
    /// Best average rating first; unrated products last.
    case rating
    /// Most in stock first.
    case stock
  }

  /// Text to look for in names and short descriptions, ignoring case and accents; empty for all.
  public var searchText: String
  /// The order to list matching products in.
  public var sortOrder: SortOrder
  /// Whether to list them in the opposite order.
  ///
  /// Products that tie keep catalogue order either way.
  public var isReversed: Bool
  /// Whether to leave out products that are out of stock.
  public var inStockOnly: Bool
  /// How many matching products to skip.
  public var offset: Int
  /// How many to list at most; `nil` for all.
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

  /// The page of `products` this query asks for.
  public func page(of products: [Product]) -> CataloguePage {
    let needle = Self.searchKey(searchText.trimmingCharacters(in: .whitespacesAndNewlines))
    let matching = products.enumerated().filter { _, product in
      (!inStockOnly || product.isInStock)
        && (needle.isEmpty || Self.searchKey(product.name).contains(needle)
          || Self.searchKey(product.shortDescription).contains(needle))
    }
    let sorted = sortOrder == .catalogue && !isReversed ? matching : sort(matching)
    let start = min(max(offset, 0), sorted.count)
    let end = limit.map { min(start + max($0, 0), sorted.count) } ?? sorted.count
    return CataloguePage(products: sorted[start..<end].map(\.element), totalMatching: sorted.count)
  }

  private typealias Indexed = (offset: Int, element: Product)

  private func sort(_ products: [Indexed]) -> [Indexed] {
    // Sort keys are computed once per product, not once per comparison.
    let keyed = products.map { (indexed: $0, key: SortKey(sortOrder, $0)) }
    return keyed.sorted { lhs, rhs in
      if lhs.key != rhs.key {
        return isReversed ? rhs.key < lhs.key : lhs.key < rhs.key
      }
      return lhs.indexed.offset < rhs.indexed.offset
    }.map(\.indexed)
  }

  static func searchKey(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

/// A comparable key that puts products in a sort order's natural direction.
private enum SortKey: Comparable {
  case text(String)
  case number(Int64)
  case descending(Double, Int)

  init(_ order: CatalogueQuery.SortOrder, _ indexed: (offset: Int, element: Product)) {
    let product = indexed.element
    switch order {
    case .catalogue: self = .number(Int64(indexed.offset))
    case .name: self = .text(CatalogueQuery.searchKey(product.name))
    case .price: self = .number(product.price.minorUnits)
    // Negated so that "smaller" means better: best rated and most stocked come first.
    case .rating:
      self = .descending(-(product.rating.average ?? -1), -product.rating.count)
    case .stock: self = .number(-Int64(product.stock))
    }
  }
}

/// One page of the catalogue as a query sees it.
public struct CataloguePage: Hashable, Sendable {
  /// The products on this page, in the query's order.
  public let products: [Product]
  /// How many products match the query on all pages together.
  public let totalMatching: Int

  /// A page.
  public init(products: [Product], totalMatching: Int) {
    self.products = products
    self.totalMatching = totalMatching
  }
}
