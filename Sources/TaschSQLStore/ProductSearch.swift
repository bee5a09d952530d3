import Tasch

/// How a store finds the products whose folded name or short description holds each word of a
/// query's search, exactly as the core's `CatalogueQuery.matches(_:)` does.
///
/// The database always compares the text itself (`instr`, `LIKE`), each word a condition of its
/// own, bound as a value, so an index only narrows the candidates down and never changes what
/// matches. SQLite narrows them with an FTS5 table of the trigrams (every three consecutive
/// characters) of each product still sold, which lists the products holding every trigram of
/// the words of three characters or more; PostgreSQL with GIN indexes of `pg_trgm`, which its
/// planner uses for `LIKE` by itself. Searches of shorter words only, and stores whose database
/// keeps no index, read every product's folded text.
struct ProductSearch: Sendable {
  /// The database's spelling.
  let dialect: SQLDialect
  /// Whether SQLite's trigram table is there and this SQLite can read it.
  let hasTrigramTable: Bool

  /// The name of SQLite's trigram table.
  static let table = "product_search"

  /// The most trigrams of a search the FTS5 query asks for: any of them narrow the candidates
  /// down as well as the text comparison needs, and a long search stays a short query.
  static let maximumTrigrams = 16

  // MARK: - Conditions

  /// The words of `query`'s search as the stored keys are compared with them: folded, in
  /// their normal form.
  static func words(of query: CatalogueQuery) -> [String] {
    query.searchWords.words.map(ProductRecord.normalized)
  }

  /// The condition that the products called `alias` (with its dot) hold `word`, folded,
  /// normalized and not empty, in their folded name or short description.
  func textCondition(_ word: String, alias: String, in statement: inout SQLStatement)
    -> String
  {
    switch dialect.trigramIndex {
    case .fullTextSearch:
      let value = statement.bind(.text(word))
      return "(instr(\(alias)name_key, \(value)) > 0"
        + " OR instr(\(alias)short_description_key, \(value)) > 0)"
    case .trigramExtension:
      // PostgreSQL's text cannot hold a NUL character, so a word holding one matches nothing.
      guard !word.unicodeScalars.contains("\0") else { return "1 = 0" }
      let pattern = statement.bind(.text(Self.likePattern(word)))
      return "(\(alias)name_key LIKE \(pattern) OR \(alias)short_description_key LIKE \(pattern))"
    }
  }

  /// What narrows the products of the shop `shopKey` down to those holding every trigram of
  /// `words` in SQLite's trigram table: `nil` when the table cannot (PostgreSQL, no table, no
  /// word of three characters or more).
  func trigramFilter(_ words: [String], shop shopKey: Int64) -> TrigramFilter? {
    guard case .fullTextSearch = dialect.trigramIndex, hasTrigramTable,
      let rowids = Self.rowids(of: shopKey), let query = Self.trigramQuery(words)
    else { return nil }
    return TrigramFilter(query: query, rowids: rowids)
  }

  /// A query of SQLite's trigram table for the candidates of one search in one shop.
  struct TrigramFilter {
    /// The FTS5 query: every trigram, each an FTS5 string.
    let query: String
    /// The rowids of the shop's products in the table.
    let rowids: ClosedRange<Int64>

    /// What follows FROM to read the candidates from the table and look each up in the
    /// products, called `alias` (without a dot), of the shop bound as `shop`: `CROSS JOIN`
    /// makes SQLite read them in that order.
    ///
    /// Each is looked up by its position, `INDEXED BY` the index of the catalogue order:
    /// without statistics, SQLite would otherwise take the in-stock index, whose shop and
    /// availability match every product, and read the whole shop for each candidate.
    func source(alias: String, shop: String, in statement: inout SQLStatement) -> String {
      let first = statement.bind(.integer(rowids.lowerBound))
      let table = ProductSearch.table
      return "\(table) CROSS JOIN products \(alias) INDEXED BY \(ShopSchema.positionIndex)"
        + " ON \(alias).shop_key = \(shop)"
        + " AND \(alias).available = 1 AND \(alias).position = \(table).rowid - \(first)"
        + " AND \(matching(first, in: &statement))"
    }

    private func matching(_ first: String, in statement: inout SQLStatement) -> String {
      let table = ProductSearch.table
      return "\(table) MATCH \(statement.bind(.text(query)))"
        + " AND \(table).rowid BETWEEN \(first) AND \(statement.bind(.integer(rowids.upperBound)))"
    }
  }

  // MARK: - Texts

  /// The FTS5 query for the products holding every trigram of each of `words`, distinct, at
  /// most `maximumTrigrams`, the first word's first; `nil` when they have none.
  ///
  /// Each trigram is an FTS5 string, its quotes doubled, so that nothing in a word is read as
  /// query syntax. FTS5 ends text at a NUL character, so trigrams holding one are left out, as
  /// they are of the indexed text (see `indexedText(_:)`).
  static func trigramQuery(_ words: [String]) -> String? {
    var trigrams: [String] = []
    for word in words {
      let scalars = Array(word.unicodeScalars)
      guard scalars.count >= 3 else { continue }
      for start in 0...(scalars.count - 3) where trigrams.count < maximumTrigrams {
        let window = scalars[start..<(start + 3)]
        guard !window.contains("\0") else { continue }
        let trigram =
          "\"" + String(String.UnicodeScalarView(window)).replacing("\"", with: "\"\"")
          + "\""
        if !trigrams.contains(trigram) { trigrams.append(trigram) }
      }
    }
    return trigrams.isEmpty ? nil : trigrams.joined(separator: " AND ")
  }

  /// The text SQLite's trigram table indexes for `text`.
  ///
  /// Each NUL character, where FTS5 would end the text, is replaced by U+FFFD, so that every
  /// trigram without one is indexed. No query looks for a trigram holding either, and the
  /// text comparison decides.
  static func indexedText(_ text: String) -> String {
    text.contains("\0") ? text.replacing("\0", with: "\u{FFFD}") : text
  }

  /// The `LIKE` pattern of the text that holds `word`: its `%`, `_` and `\` escaped with `\`,
  /// PostgreSQL's escape character.
  static func likePattern(_ word: String) -> String {
    var pattern = String.UnicodeScalarView()
    pattern.append("%")
    for scalar in word.unicodeScalars {
      if scalar == "%" || scalar == "_" || scalar == "\\" { pattern.append("\\") }
      pattern.append(scalar)
    }
    pattern.append("%")
    return String(pattern)
  }

  /// The rowids of the products of the shop `shopKey` in SQLite's trigram table: its key
  /// times 2³² plus their catalogue position; `nil` for a key too large for that, whose
  /// products are searched by reading them.
  static func rowids(of shopKey: Int64) -> ClosedRange<Int64>? {
    guard shopKey >= 0, shopKey < 1 << 31 else { return nil }
    return (shopKey << 32)...((shopKey << 32) | 0xFFFF_FFFF)
  }
}
