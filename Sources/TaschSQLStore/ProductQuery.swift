import Tasch

/// The order a catalogue query lists products in, as SQL: the sort key's columns, each in its
/// direction, then the catalogue position, which breaks ties the same way in either direction.
///
/// The columns hold the core's own sort keys (`CatalogueQuery.SortKey`), so SQL orders exactly
/// as `CatalogueQuery.ordered(_:)` does.
struct ProductOrder: Hashable {
  /// One column to order by.
  struct Term: Hashable {
    let column: String
    let ascending: Bool
  }

  /// The sort order, before reversing.
  let sort: CatalogueQuery.SortOrder
  /// Whether the sort order is reversed.
  let isReversed: Bool
  /// A name for this order, as the store's rows name it: `by_price_reversed`.
  let name: String
  /// The columns, most significant first.
  let terms: [Term]

  /// The order of `query`.
  init(_ query: CatalogueQuery) {
    self.init(query.sortOrder, reversed: query.isReversed)
  }

  private init(_ sort: CatalogueQuery.SortOrder, reversed: Bool) {
    self.sort = sort
    isReversed = reversed
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
      "by_\(sort == .catalogue ? "position" : sort.rawValue)" + (reversed ? "_reversed" : "")
  }

  /// Every order a query can ask for: each sort order both ways.
  static let all: [ProductOrder] = CatalogueQuery.SortOrder.allCases.flatMap { sort in
    [ProductOrder(sort, reversed: false), ProductOrder(sort, reversed: true)]
  }

  /// The orders a change of stock moves a product in.
  static let byStock = all.filter { $0.sort == .stock }
  /// The orders a change of rating moves a product in.
  static let byRating = all.filter { $0.sort == .rating }

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

/// Where the database reads a query's products from.
enum ProductAccess {
  /// The products table, each product tested against the query's conditions: for the members
  /// of runs, a search the trigram table cannot narrow, and PostgreSQL, whose planner finds the
  /// candidates in its trigram indexes by itself.
  case conditions
  /// SQLite's trigram table, each candidate looked up by its position: a search's count, and
  /// its page when matches are few, sorted once found.
  case trigrams
}

extension CatalogueQuery {
  /// The products of the shop `shopKey` this query matches, called `alias`, read through
  /// `access` where `search` can: what follows FROM, and the condition that follows WHERE, its
  /// values bound in `statement`.
  func sqlSelection(
    shop shopKey: Int64, alias: String = "p", access: ProductAccess, _ search: ProductSearch,
    in statement: inout SQLStatement
  ) -> (from: String, condition: String) {
    let words = ProductSearch.words(of: self)
    let shop = statement.bind(.integer(shopKey))
    let column = alias + "."
    var from = "products \(alias)"
    var conditions: [String] = []
    if access == .trigrams, let trigrams = search.trigramFilter(words, shop: shopKey) {
      from = trigrams.source(alias: alias, shop: shop, in: &statement)
    } else {
      conditions = ["\(column)shop_key = \(shop)", "\(column)available = 1"]
    }
    if inStockOnly { conditions.append("\(column)stock > 0") }
    for word in words {
      conditions.append(search.textCondition(word, alias: column, in: &statement))
    }
    return (from, conditions.isEmpty ? "1 = 1" : conditions.joined(separator: " AND "))
  }
}
