/// Where the shop's data lives: the store a front asks the composition to connect to.
public enum StoreChoice: Hashable, Sendable {
  /// The JSON files: a catalogue (`nil` for the built-in one) and a state file (`nil` when no
  /// place is known for it).
  case files(catalogue: String?, state: String?)
  /// An SQLite database file.
  case sqlite(path: String)
  /// A PostgreSQL server, by libpq's connection URI.
  case postgreSQL(url: String)
}
