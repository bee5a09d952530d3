import Tasch

/// How a store finds products by text, as a load left its database.
public enum SQLTextSearch: Hashable, Sendable {
  /// From an index of the trigrams of the products' folded names and short descriptions.
  case indexed
  /// By reading every product's folded name and short description, because the database keeps
  /// no such index; `reason` says why.
  case scanning(reason: String)
}

extension ProductSearch {
  /// The search of the store `session` reads: with SQLite's trigram table when it is there and
  /// this SQLite can read it.
  static func current(in session: any SQLSession) throws(ShopError) -> ProductSearch {
    guard case .fullTextSearch(let tokenizer) = session.dialect.trigramIndex,
      try hasTable(session), try unreadableTokenizer(tokenizer, session) == nil
    else { return ProductSearch(dialect: session.dialect, hasTrigramTable: false) }
    return ProductSearch(dialect: session.dialect, hasTrigramTable: true)
  }

  /// Whether SQLite's trigram table exists.
  static func hasTable(_ session: any SQLSession) throws(ShopError) -> Bool {
    try session.existingTableNames().contains(table)
  }

  /// What SQLite said when it could not make a table with the FTS5 tokenizer `tokenizer`, a
  /// temporary one that is dropped at once; `nil` when it could.
  static func unreadableTokenizer(_ tokenizer: String, _ session: any SQLSession)
    throws(ShopError) -> String?
  {
    do throws(ShopError) {
      try session.execute(
        "CREATE VIRTUAL TABLE temp.tasch_trigram_probe USING fts5(text, tokenize = '\(tokenizer)')",
        [])
    } catch {
      // SQLite fails the statement alone; the transaction goes on.
      return error.message
    }
    try session.execute("DROP TABLE temp.tasch_trigram_probe", [])
    return nil
  }

  /// The statement that makes SQLite's trigram table, with the tokenizer `tokenizer`.
  ///
  /// It holds the text itself, so that rows can be deleted by rowid; `detail = none` keeps only
  /// which rows hold each trigram, a fraction of the positions too: the text comparison finds
  /// where.
  static func createTable(tokenizer: String) -> String {
    "CREATE VIRTUAL TABLE \(table) USING fts5(name_key, short_description_key,"
      + " tokenize = '\(tokenizer)', detail = none)"
  }

  /// PostgreSQL's GIN indexes of trigrams, one per searched column, over the products still
  /// sold.
  static let trigramIndexes = [
    ("products_name_trigrams", "name_key"),
    ("products_short_description_trigrams", "short_description_key"),
  ]
}

extension ShopError {
  /// What the error says, without its kind.
  var message: String {
    switch self {
    case .storage(let message), .invalidInput(let message), .catalogueUnavailable(let message):
      message
    default: "\(self)"
    }
  }
}
