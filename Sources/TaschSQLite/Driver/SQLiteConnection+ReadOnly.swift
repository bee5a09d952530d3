import Glibc
import TaschStoreSupport

extension SQLiteConnection {
  /// Opens the database at `path` to read only: for a file this process cannot write, in a
  /// folder it cannot write or on a full disk, where opening it to write fails.
  ///
  /// It shares the write-ahead log with the connections that write, where it can. Where it
  /// cannot make the log's shared-memory file beside the database (a read-only folder or mount,
  /// a full disk) and no log holds changes not yet in the file, it reads the file alone, as
  /// SQLite's `immutable` option does: nothing can be writing it then but a program that may
  /// write where this one may not.
  ///
  /// - Throws: `SQLiteError` when the file cannot be read either way, or a log holds changes
  ///   the file alone would miss.
  public static func readOnly(path: String, busyTimeout: Duration = LockWaiting.longest)
    throws(SQLiteError) -> SQLiteConnection
  {
    let library = try SQLiteLibrary.system.get()
    do throws(SQLiteError) {
      return try SQLiteConnection(
        path: path, opening: .readOnly, busyTimeout: busyTimeout, library: library)
    } catch {
      guard !holdsLoggedChanges(path) else { throw error }
      return try SQLiteConnection(
        path: path, opening: .immutable, busyTimeout: busyTimeout, library: library)
    }
  }

  /// Whether the write-ahead log beside the database at `path` holds anything: changes, or
  /// the start of them, that the database file itself does not hold yet.
  static func holdsLoggedChanges(_ path: String) -> Bool {
    var status = stat()
    return stat(path + "-wal", &status) == 0 && status.st_size > 0
  }

  /// The `file:` URI of the database at `path`, read as a file nothing changes.
  static func immutableURI(_ path: String) -> String {
    fileURI(path) + "?immutable=1"
  }
}
