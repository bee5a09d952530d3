import Tasch

extension ProductSearch {
  /// What a catalogue's load does for the trigram index, in the load's transaction: makes it
  /// where the database can, and keeps it up to date with the shop's products.
  ///
  /// SQLite's table holds the products still sold, each under a rowid made of its shop's key
  /// and its catalogue position (`rowids(of:)`), so a load replaces the shop's rows; a table
  /// made by this load also gets every other shop's. PostgreSQL keeps its GIN indexes up to
  /// date by itself: a load only makes them, after adding `pg_trgm` to the database if it can.
  struct IndexLoad {
    private enum Index {
      /// SQLite's table; `isNew` when this load made it.
      case table(isNew: Bool)
      /// PostgreSQL's indexes, with the operator class of `pg_trgm`, schema-qualified.
      case indexes(operatorClass: String)
      /// None: the products are searched by reading them.
      case none
    }

    private let index: Index
    private let shopKey: Int64
    /// How the store searches after the load.
    let textSearch: SQLTextSearch

    /// Finds out whether the database can keep the index, making what it needs.
    ///
    /// - Throws: `ShopError.storage` when an SQLite store has a trigram table this SQLite
    ///   cannot keep up to date: loading would leave it telling lies.
    init(for shopKey: Int64, in session: any SQLSession) throws(ShopError) {
      self.shopKey = shopKey
      let index: Index
      let reason: String?
      switch session.dialect.trigramIndex {
      case .fullTextSearch(let tokenizer):
        (index, reason) = try Self.prepareTable(tokenizer, session)
      case .trigramExtension:
        (index, reason) = try Self.prepareExtension(session)
      }
      self.index = index
      textSearch = reason.map { .scanning(reason: $0) } ?? .indexed
    }

    // MARK: - Steps

    /// Drops what the database would otherwise keep up to date product by product, before a
    /// load that builds the indexes again afterwards.
    func dropIndexes(in session: any SQLSession) throws(ShopError) {
      guard case .indexes = index else { return }
      for (name, _) in trigramIndexes { try session.execute("DROP INDEX IF EXISTS \(name)", []) }
    }

    /// Removes the shop's products from SQLite's table, before they are written again.
    func removeShop(in session: any SQLSession) throws(ShopError) {
      guard case .table(isNew: false) = index, let rowids = rowids(of: shopKey) else { return }
      try session.execute(
        "DELETE FROM \(table) WHERE rowid BETWEEN $1 AND $2",
        [.integer(rowids.lowerBound), .integer(rowids.upperBound)])
    }

    /// Writes the rows of SQLite's table for the shop's products, whose folded names and short
    /// descriptions are `keys`, in catalogue order; none when there is no table, or the shop's
    /// key is too large for rowids of its own (its products are then searched by reading them).
    func index(_ keys: [ProductRecord.SearchKeys], in session: any SQLSession) throws(ShopError) {
      guard let rowids = rowids(of: shopKey), var writer = tableWriter(session.dialect) else {
        return
      }
      for (position, key) in keys.enumerated() {
        try writer.append(
          [
            .integer(rowids.lowerBound | Int64(position)), .text(indexedText(key.name)),
            .text(indexedText(key.shortDescription)),
          ], in: session)
      }
      try writer.finish(in: session)
    }

    /// A writer of the rows of SQLite's table, of any shop; `nil` when there is no table.
    private func tableWriter(_ dialect: SQLDialect) -> SQLRowWriter? {
      guard case .table = index else { return nil }
      return SQLRowWriter(
        into: "\(table) (rowid, name_key, short_description_key)", width: 3, dialect)
    }

    /// Completes the index after the shop's products are written: SQLite's table made by this
    /// load gets every other shop's products; PostgreSQL's indexes are made if missing.
    func finish(in session: any SQLSession) throws(ShopError) {
      switch index {
      case .table(isNew: true):
        try indexOtherShops(session)
      case .indexes(let operatorClass):
        for (name, column) in trigramIndexes {
          try session.execute(
            "CREATE INDEX IF NOT EXISTS \(name) ON products USING gin"
              + " (\(column) \(operatorClass)) WHERE available = 1", [])
        }
      case .table(isNew: false), .none:
        break
      }
    }

    // MARK: - Helpers

    private func indexOtherShops(_ session: any SQLSession) throws(ShopError) {
      guard var writer = tableWriter(session.dialect) else { return }
      let products = try session.query(
        """
        SELECT shop_key, position, name_key, short_description_key FROM products
        WHERE available = 1 AND shop_key <> $1
        """, [.integer(shopKey)])
      for product in products {
        guard let rowids = rowids(of: try product.int64(0)) else { continue }
        try writer.append(
          [
            .integer(rowids.lowerBound | (try product.int64(1))),
            .text(indexedText(try product.string(2))), .text(indexedText(try product.string(3))),
          ], in: session)
      }
      try writer.finish(in: session)
    }

    private static func prepareTable(_ tokenizer: String, _ session: any SQLSession)
      throws(ShopError) -> (Index, reason: String?)
    {
      let exists = try hasTable(session)
      if let problem = try unreadableTokenizer(tokenizer, session) {
        let said = problem.dropping(prefix: session.storeName + ": ")
        guard !exists else {
          throw .storage(
            "\(session.storeName) has a search index this SQLite cannot keep up to date "
              + "(\(said)); nothing was changed: load the catalogue with a tasch whose SQLite "
              + "has FTS5's trigram tokenizer, as SQLite 3.34 and later do")
        }
        return (
          .none,
          "this SQLite cannot make FTS5 tables with the trigram tokenizer, as SQLite 3.34 and "
            + "later can (\(said))"
        )
      }
      if !exists { try session.execute(createTable(tokenizer: tokenizer), []) }
      return (.table(isNew: !exists), nil)
    }

    private static func prepareExtension(_ session: any SQLSession) throws(ShopError)
      -> (Index, reason: String?)
    {
      if let schema = try extensionSchema(session) {
        return (.indexes(operatorClass: "\(schema).gin_trgm_ops"), nil)
      }
      let available = try session.query(
        "SELECT 1 FROM pg_catalog.pg_available_extensions WHERE name = 'pg_trgm'", [])
      guard !available.isEmpty else {
        return (
          .none, "the server has no pg_trgm extension: install PostgreSQL's contrib modules"
        )
      }
      // A failed statement fails the whole transaction, unless rolled back to a savepoint.
      try session.execute("SAVEPOINT tasch_trigrams", [])
      do throws(ShopError) {
        try session.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm", [])
      } catch {
        try session.execute("ROLLBACK TO SAVEPOINT tasch_trigrams", [])
        return (
          .none,
          "pg_trgm could not be added to the database "
            + "(\(error.message.dropping(prefix: session.storeName + ": "))): "
            + "its owner can run CREATE EXTENSION pg_trgm"
        )
      }
      try session.execute("RELEASE SAVEPOINT tasch_trigrams", [])
      guard let schema = try extensionSchema(session) else {
        throw .storage("\(session.storeName): pg_trgm went missing as it was added")
      }
      return (.indexes(operatorClass: "\(schema).gin_trgm_ops"), nil)
    }

    /// The schema `pg_trgm` was added to, quoted by the server as an identifier; `nil` when it
    /// was not added to the database.
    private static func extensionSchema(_ session: any SQLSession) throws(ShopError) -> String? {
      let rows = try session.query(
        """
        SELECT quote_ident(n.nspname) FROM pg_catalog.pg_extension e
        JOIN pg_catalog.pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'
        """, [])
      return try rows.first?.string(0)
    }
  }
}

extension String {
  /// The text without `prefix`, when it starts with it.
  func dropping(prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
