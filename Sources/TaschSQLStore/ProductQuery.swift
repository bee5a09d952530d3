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

extension CatalogueQuery {
  /// The condition selecting the products of the shop `shopKey` this query matches, in the
  /// table called `alias` (with its dot, or empty), its values bound in `statement`.
  ///
  /// When `counting`, the stock is compared so that the in-stock index can count the
  /// products in stock alone. Otherwise the stock is kept out of index searches (by a unary
  /// plus): most products are in stock, so reading the sort order's index and skipping the few
  /// that are not is quicker than finding every product in stock and sorting them.
  func sqlCondition(
    shop shopKey: String, alias: String = "", counting: Bool = false,
    in statement: inout SQLStatement, _ dialect: SQLDialect
  ) -> String {
    var conditions = ["\(alias)shop_key = \(shopKey)", "\(alias)available = 1"]
    if inStockOnly { conditions.append((counting ? "" : "+") + "\(alias)stock > 0") }
    let needle = ProductRecord.normalized(self.needle)
    if !needle.isEmpty {
      let value = statement.bind(.text(needle))
      let position = dialect.positionFunction
      conditions.append(
        "(\(position)(\(alias)name_key, \(value)) > 0"
          + " OR \(position)(\(alias)short_description_key, \(value)) > 0)")
    }
    return conditions.joined(separator: " AND ")
  }
}
