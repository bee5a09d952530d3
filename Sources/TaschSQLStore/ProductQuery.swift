import Tasch

/// The order a catalogue query lists products in, as SQL: the sort key's columns, each in its
/// direction, then the catalogue position, which breaks ties the same way in either direction.
///
/// The columns hold the core's own sort keys (`CatalogueQuery.SortKey`), so SQL orders exactly
/// as `CatalogueQuery.ordered(_:)` does.
struct ProductOrder {
  /// One column to order by.
  struct Term {
    let column: String
    let ascending: Bool
  }

  /// A name for the index that serves this order: `by_price_reversed`.
  let name: String
  /// The columns, most significant first.
  let terms: [Term]

  /// The order of `query`.
  init(_ query: CatalogueQuery) {
    self.init(query.sortOrder, reversed: query.isReversed)
  }

  private init(_ sort: CatalogueQuery.SortOrder, reversed: Bool) {
    // Each key in its natural direction (the core's "smaller first"), flipped when reversed.
    let keys: [Term] =
      switch sort {
      case .catalogue: []
      case .name: [Term(column: "name_key", ascending: true)]
      case .price: [Term(column: "price", ascending: true)]
      // Best average first, then most ratings: the core negates both.
      case .rating:
        [
          Term(column: "rating_rank", ascending: false),
          Term(column: "rating_count", ascending: false),
        ]
      case .stock: [Term(column: "stock", ascending: false)]
      }
    let position = Term(column: "position", ascending: !(sort == .catalogue && reversed))
    terms = keys.map { Term(column: $0.column, ascending: $0.ascending != reversed) } + [position]
    name =
      "by_\(sort == .catalogue ? "position" : sort.rawValue)"
      + (reversed && sort != .catalogue ? "_reversed" : "")
  }

  /// Every order a query can ask for, the catalogue's once: an index on the position serves it
  /// both ways.
  static let all: [ProductOrder] =
    [ProductOrder(.catalogue, reversed: false)]
    + CatalogueQuery.SortOrder.allCases.filter { $0 != .catalogue }.flatMap { sort in
      [ProductOrder(sort, reversed: false), ProductOrder(sort, reversed: true)]
    }

  /// `ORDER BY` text for the columns of the table called `alias`; backwards when `backwards`.
  func sql(_ alias: String = "", backwards: Bool = false) -> String {
    terms.map { term in
      alias + term.column + (term.ascending != backwards ? "" : " DESC")
    }.joined(separator: ", ")
  }

  /// A condition saying that the row `row` comes before the row `other` in this order (after
  /// it, when `after`): smaller in the first column that differs.
  func precedes(_ row: String, _ other: String, after: Bool = false) -> String {
    terms.indices.map { index in
      let equal = terms[..<index].map { "\(row).\($0.column) = \(other).\($0.column)" }
      let term = terms[index]
      let comparison = term.ascending != after ? "<" : ">"
      return "("
        + (equal + ["\(row).\(term.column) \(comparison) \(other).\(term.column)"])
        .joined(separator: " AND ") + ")"
    }.joined(separator: " OR ")
  }
}

/// Which index the database reads a query's products from: each condition is written so that
/// it takes the one meant, not one that merely looks cheaper to the planner.
enum ProductAccess {
  /// The sort order's index, in order, skipping the products that do not match until the page
  /// is full: a page of many matches.
  case sortOrder
  /// The index of the products in stock, which counts them without reading a row.
  case inStock
  /// SQLite's trigram table, each candidate looked up by its position: a search's count, and
  /// a page of few matches, sorted once found.
  case trigrams
}

extension CatalogueQuery {
  /// The products of the shop `shopKey` this query matches, called `alias`, read through
  /// `access` where `search` can: what follows FROM, and the condition that follows WHERE, its
  /// values bound in `statement`.
  ///
  /// The stock is kept out of index searches (by a unary plus) unless counting the products
  /// in stock: most products are in stock, so reading another index and skipping the few that
  /// are not is quicker than finding every product in stock and sorting them. For the same
  /// reason, a trigram table only filters a page read in order.
  func sqlSelection(
    shop shopKey: Int64, alias: String = "p", access: ProductAccess, _ search: ProductSearch,
    in statement: inout SQLStatement
  ) -> (from: String, condition: String) {
    let needle = ProductRecord.normalized(self.needle)
    let shop = statement.bind(.integer(shopKey))
    let column = alias + "."
    var from = "products \(alias)"
    var conditions: [String] = []
    let trigrams = search.trigramFilter(needle, shop: shopKey)
    if access == .trigrams, let trigrams {
      from = trigrams.source(alias: alias, shop: shop, in: &statement)
    } else {
      conditions = ["\(column)shop_key = \(shop)", "\(column)available = 1"]
      if let trigrams { conditions.append(trigrams.membership(alias: column, in: &statement)) }
    }
    if inStockOnly { conditions.append((access == .inStock ? "" : "+") + "\(column)stock > 0") }
    if !needle.isEmpty {
      conditions.append(search.textCondition(needle, alias: column, in: &statement))
    }
    return (from, conditions.isEmpty ? "1 = 1" : conditions.joined(separator: " AND "))
  }
}
