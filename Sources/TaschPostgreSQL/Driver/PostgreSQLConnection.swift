import Glibc

/// A session with a PostgreSQL server, through libpq: the driver under the PostgreSQL store.
///
/// libpq is loaded at the first connection, so a program that never connects never needs it.
/// Every statement is sent with its values as separate text parameters (`$1`, `$2`, …), never
/// pasted into the SQL text, and every call waits for the server's answer, up to
/// `answerDeadline`.
///
/// Threading: a connection may be used by one thread at a time. It is deliberately not
/// `Sendable`, so the compiler keeps it in one isolation domain; the store uses each
/// connection only from its serial queue (`BlockingQueue`), which runs one piece of work at a
/// time, whatever thread it lends.
public final class PostgreSQLConnection {
  /// Where the connection goes; its description hides the password.
  public let url: PostgreSQLURL

  let library: LibPQ
  let handle: OpaquePointer
  /// How long the server may take to answer a statement; `nil` to wait as long as it takes.
  ///
  /// A server's own timeouts end a statement that runs or waits too long, and it answers; one
  /// that does not answer at all (stopped, or its machine gone) would otherwise hold the
  /// connection, and every request queued behind it, for ever. Past it, the connection is
  /// given up and reported lost.
  public var answerDeadline: Duration?

  /// Connects to the server at `url`, such as `postgresql://shop@/shop?host=/run/postgresql`.
  ///
  /// - Throws: `PostgreSQLError` when the URL is not one, libpq cannot be loaded, or the
  ///   server cannot be reached or refuses the connection.
  public convenience init(url: String) throws(PostgreSQLError) {
    try self.init(url: PostgreSQLURL(url))
  }

  /// Connects to the server at `url`.
  ///
  /// - Throws: `PostgreSQLError` when libpq cannot be loaded, or the server cannot be reached
  ///   or refuses the connection.
  public convenience init(url: PostgreSQLURL) throws(PostgreSQLError) {
    try self.init(url: url, library: LibPQ.system.get())
  }

  init(url: PostgreSQLURL, library: LibPQ) throws(PostgreSQLError) {
    // Entries before the URL are defaults it may override; entries after it always apply.
    let settings = [
      ("connect_timeout", "10"),  // A server that does not answer is an error, not a hang.
      ("fallback_application_name", "tasch"),
      ("dbname", url.text),
      ("client_encoding", "UTF8"),  // Text comes back as UTF-8, whatever the server's.
    ]
    let connection = Self.withCStrings(settings.map(\.0)) { keywords in
      Self.withCStrings(settings.map(\.1)) { values in
        library.connect(keywords, values, 1)  // 1: expand the dbname entry, a URL.
      }
    }
    guard let connection else {
      throw .connectionFailed("cannot connect to \(url.redacted): libpq is out of memory")
    }
    guard library.status(connection) == LibPQConstant.connectionOK else {
      let message = Self.message(library.connectionErrorMessage(connection))
      library.finish(connection)
      throw .connectionFailed("cannot connect to \(url.redacted): \(url.scrubbed(message))")
    }
    // Notices (such as "table does not exist, skipping") would otherwise go to stderr.
    _ = library.setNoticeProcessor(connection, { _, _ in }, nil)
    // What is sent never blocks, so that a server that takes nothing cannot hold the
    // connection for ever: each statement is flushed up to its deadline (`flush(until:)`).
    _ = library.setNonblocking(connection, 1)
    self.url = url
    self.library = library
    self.handle = connection
  }

  deinit {
    library.finish(handle)
  }

  // MARK: - Statements

  /// Runs one statement with `parameters` bound to its `$1`, `$2`, … placeholders.
  ///
  /// - Throws: `PostgreSQLError.server` with the SQLSTATE when the server refuses it,
  ///   `.connectionLost` when the connection broke, `.misuse` for text holding a NUL character.
  @discardableResult
  public func execute(_ sql: String, _ parameters: [PostgreSQLParameter] = [])
    throws(PostgreSQLError) -> PostgreSQLResult
  {
    let texts = parameters.map(\.serverText)
    if let index = texts.firstIndex(where: { $0?.utf8.contains(0) == true }) {
      throw .misuse("parameter $\(index + 1) contains a NUL character, which text cannot hold")
    }
    guard let count = Int32(exactly: texts.count) else {
      throw .misuse("too many parameters: \(texts.count)")
    }
    let sent = Self.withCStrings(texts) { values in
      // No types (the server infers them), no lengths and formats (all text), text results.
      library.sendQueryParams(handle, sql, count, nil, values, nil, nil, LibPQConstant.textFormat)
    }
    return try read(try answer(sent: sent == 1))
  }

  /// Runs `sql`, which may hold several statements separated by semicolons and takes no
  /// parameters: for fixed scripts such as a schema.
  public func executeScript(_ sql: String) throws(PostgreSQLError) {
    _ = try read(try answer(sent: library.sendQuery(handle, sql) == 1))
  }

  /// The server's answer to what was just sent, when it was (`sent`): its first result that
  /// is an error, else its last, as `PQexec` answers; `nil` when nothing was sent.
  ///
  /// - Throws: `PostgreSQLError.connectionLost` when the statement could not be sent, or no
  ///   answer came, within `answerDeadline`.
  func answer(sent: Bool) throws(PostgreSQLError) -> LibPQ.Result? {
    guard sent else { return nil }
    let due = AnswerDue(limit: answerDeadline)
    try flush(until: due)
    var kept: LibPQ.Result?
    while true {
      try awaitAnswer(until: due)
      guard let result = library.getResult(handle) else { break }
      if let kept, !Self.isSuccess(library.resultStatus(kept)) {
        library.clear(result)
        continue
      }
      library.clear(kept)
      kept = result
      // A COPY goes on with its rows: no further result comes until they are sent or read.
      if Self.isCopy(library.resultStatus(result)) { break }
    }
    return kept
  }

  /// Sends what libpq holds of what was sent (the connection does not block, or a server that
  /// takes nothing would hold it for ever), reading what the server says meanwhile.
  func flush(until due: AnswerDue) throws(PostgreSQLError) {
    // 0: all is sent; -1: failed, which the results that follow tell.
    while library.flush(handle) == 1 {
      let ready = try wait(for: Int16(POLLIN | POLLOUT), until: due)
      if ready & Int16(POLLIN) != 0, library.consumeInput(handle) != 1 { return }
    }
  }

  /// Waits until the server's next result is all here, so that reading it does not wait.
  func awaitAnswer(until due: AnswerDue) throws(PostgreSQLError) {
    while library.isBusy(handle) == 1 {
      _ = try wait(for: Int16(POLLIN), until: due)
      // A broken connection is told by the results that follow.
      guard library.consumeInput(handle) == 1 else { return }
    }
  }

  /// Waits until the connection's socket is ready for `events`, and says for which.
  ///
  /// - Throws: `PostgreSQLError.connectionLost` once `due` passes, or when the socket cannot
  ///   be waited on: the connection is then shut, so that libpq finds it broken from now on
  ///   and the store makes a new one.
  private func wait(for events: Int16, until due: AnswerDue) throws(PostgreSQLError) -> Int16 {
    let socket = library.socket(handle)
    guard socket >= 0 else {
      throw .connectionLost(Self.message(library.connectionErrorMessage(handle)))
    }
    while true {
      guard let milliseconds = due.millisecondsLeft else {
        giveUp(socket)
        throw .connectionLost("the server did not answer within \(due.limit ?? .zero)")
      }
      var waiting = pollfd(fd: socket, events: events, revents: 0)
      let ready = poll(&waiting, 1, milliseconds)
      if ready > 0 { return waiting.revents }
      if ready < 0 && errno != EINTR {
        let reason = String(cString: strerror(errno))
        giveUp(socket)
        throw .connectionLost("cannot wait for the server: \(reason)")
      }
    }
  }

  /// Shuts the connection's `socket`, and has libpq find it shut.
  private func giveUp(_ socket: Int32) {
    shutdown(socket, Int32(SHUT_RDWR))
    _ = library.consumeInput(handle)
  }

  /// When a statement's answer is due: `limit` after it was sent, or never.
  struct AnswerDue {
    let start = ContinuousClock.now
    let limit: Duration?

    /// How long `poll` may still wait, in milliseconds (-1 for ever); `nil` once due.
    var millisecondsLeft: Int32? {
      guard let limit else { return -1 }
      let left = limit - (ContinuousClock.now - start)
      guard left > .zero else { return nil }
      let (seconds, attoseconds) = left.components
      return Int32(clamping: min(seconds, 1 << 32) * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }
  }

  /// Whether a result of `status` is no error.
  private static func isSuccess(_ status: Int32) -> Bool {
    [LibPQConstant.commandOK, LibPQConstant.tuplesOK, LibPQConstant.emptyQuery].contains(status)
      || isCopy(status)
  }

  /// Whether a result of `status` starts a COPY, after which no result comes by itself.
  static func isCopy(_ status: Int32) -> Bool {
    [LibPQConstant.copyOut, LibPQConstant.copyIn, LibPQConstant.copyBoth].contains(status)
  }

  /// Whether the connection still works: `false` once the server ended it or it broke.
  public var isConnected: Bool {
    library.status(handle) == LibPQConstant.connectionOK
  }

  /// Whether a transaction is open, failed or not.
  public var isInTransaction: Bool {
    let status = library.transactionStatus(handle)
    return status == LibPQConstant.transactionOpen || status == LibPQConstant.transactionInError
  }

  /// Whether the transaction open is failed: every statement but ROLLBACK will be refused.
  var isInFailedTransaction: Bool {
    library.transactionStatus(handle) == LibPQConstant.transactionInError
  }

  // MARK: - Results

  /// The rows of `result`, or the error it reports; frees it either way.
  func read(_ result: LibPQ.Result?) throws(PostgreSQLError) -> PostgreSQLResult {
    defer { library.clear(result) }
    guard let result else {
      throw failure(message: Self.message(library.connectionErrorMessage(handle)))
    }
    switch library.resultStatus(result) {
    case LibPQConstant.commandOK, LibPQConstant.tuplesOK, LibPQConstant.emptyQuery:
      return try library.read(result)
    default:
      let sqlState = library.resultErrorField(result, LibPQConstant.sqlStateField)
      var message = Self.message(
        library.resultErrorField(result, LibPQConstant.primaryMessageField))
      if let detail = library.resultErrorField(result, LibPQConstant.detailField) {
        message += " (\(Self.message(detail)))"
      }
      if message.isEmpty { message = Self.message(library.resultErrorMessage(result)) }
      throw failure(message: message, sqlState: sqlState.map { String(cString: $0) })
    }
  }

  /// The error for a statement that failed with `message`: a lost connection, or the server's
  /// refusal with its SQLSTATE.
  func failure(message: String, sqlState: String? = nil) -> PostgreSQLError {
    guard library.status(handle) == LibPQConstant.connectionOK else {
      return .connectionLost(message)
    }
    return .server(sqlState.map { SQLState(rawValue: $0) } ?? .internalError, message: message)
  }

  /// A message of libpq's, without its final line break.
  static func message(_ text: UnsafePointer<CChar>?) -> String {
    guard let text else { return "" }
    var message = String(cString: text)
    while message.last?.isNewline == true || message.last == " " { message.removeLast() }
    return message
  }

  /// Runs `body` with `strings` as C strings (`nil` stays `NULL`) in an array that ends with
  /// `NULL`, as libpq's arrays do.
  private static func withCStrings<Result>(
    _ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
  ) -> Result {
    // One buffer holds every string, each ending with its NUL; `starts` are their offsets.
    var buffer: [CChar] = []
    var starts: [Int?] = []
    for string in strings {
      starts.append(string == nil ? nil : buffer.count)
      if let string { buffer += string.utf8CString }
    }
    return buffer.withUnsafeBufferPointer { characters in
      let pointers = starts.map { start in
        start.flatMap { characters.baseAddress?.advanced(by: $0) }
      }
      return (pointers + [nil]).withUnsafeBufferPointer { body($0.baseAddress) }
    }
  }
}
