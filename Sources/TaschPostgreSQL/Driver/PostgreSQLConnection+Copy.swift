extension PostgreSQLConnection {
  /// Runs `sql`, a `COPY … FROM STDIN`, and sends it the rows `body` appends: the quickest way
  /// to store many rows, one statement however many there are.
  ///
  /// The rows go in PostgreSQL's text format, a buffer at a time while `body` runs, so the
  /// server stores rows while more are made. When `body` throws, the COPY is ended without its
  /// rows and the server refuses it: nothing is stored.
  ///
  /// - Returns: how many rows the server stored.
  /// - Throws: what `body` threw; `PostgreSQLError` when the server refuses the statement or a
  ///   row, the connection breaks, or a value is text holding a NUL character (`.misuse`).
  @discardableResult
  public func copy(_ sql: String, _ body: (PostgreSQLCopyRows) throws -> Void) throws -> Int {
    let started = try answer(sent: library.sendQuery(handle, sql) == 1)
    guard let started, library.resultStatus(started) == LibPQConstant.copyIn else {
      _ = try read(started)
      throw PostgreSQLError.misuse("not a COPY … FROM STDIN statement: \(sql)")
    }
    library.clear(started)
    let rows = PostgreSQLCopyRows(connection: self)
    do {
      try body(rows)
      try rows.flush()
    } catch {
      // The server ends the COPY with an error, which is the one to report.
      try? endCopy(failing: "the rows could not be made")
      drainResults()
      throw error
    }
    let outcome = Result { () throws(PostgreSQLError) in
      try endCopy(failing: nil)
      let due = AnswerDue(limit: answerDeadline)
      try awaitAnswer(until: due)
      return try read(library.getResult(handle))
    }
    drainResults()
    return try outcome.get().affectedRowCount
  }

  /// Sends `bytes` of rows to the COPY under way.
  func sendCopyData(_ bytes: [UInt8]) throws(PostgreSQLError) {
    // libpq takes a length of 32 bits: a buffer holding one huge row goes in pieces.
    for start in stride(from: 0, to: bytes.count, by: 1 << 30) {
      let piece = bytes[start..<min(start + (1 << 30), bytes.count)]
      try sendingCopy {
        piece.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { characters in
            library.putCopyData(handle, characters.baseAddress, Int32(characters.count))
          }
        }
      }
    }
  }

  /// Ends the COPY under way: with its rows, or failing with `reason`, which the server
  /// answers with an error.
  private func endCopy(failing reason: String?) throws(PostgreSQLError) {
    try sendingCopy { library.putCopyEnd(handle, reason) }
  }

  /// Calls `send` (libpq's `PQputCopyData` or `PQputCopyEnd`) until it takes what it is given,
  /// flushing meanwhile, and flushes what it took: the connection does not block, so libpq
  /// says 0 while its buffer is full.
  private func sendingCopy(_ send: () -> Int32) throws(PostgreSQLError) {
    let due = AnswerDue(limit: answerDeadline)
    while true {
      switch send() {
      case 1:
        try flush(until: due)
        return
      case 0:
        try flush(until: due)
      default:
        throw failure(message: Self.message(library.connectionErrorMessage(handle)))
      }
    }
  }

  /// Reads and frees what results are left, so that the connection takes statements again.
  private func drainResults() {
    let due = AnswerDue(limit: answerDeadline)
    while true {
      // A server that does not answer leaves the connection shut, and nothing to wait for.
      try? awaitAnswer(until: due)
      guard let result = library.getResult(handle) else { return }
      let status = library.resultStatus(result)
      library.clear(result)
      if Self.isCopy(status) { return }
    }
  }
}

/// The rows of a `COPY … FROM STDIN` on their way to the server, in PostgreSQL's text format:
/// values separated by tabs, rows ended by line breaks, NULL as `\N`, and a backslash before
/// each backslash, tab, line break and carriage return inside a value.
///
/// Only `PostgreSQLConnection.copy(_:_:)` makes them, for the body it runs.
public final class PostgreSQLCopyRows {
  private let connection: PostgreSQLConnection
  private var buffer: [UInt8] = []
  private var count = 0

  /// How many bytes are gathered before they are sent.
  private static let bufferSize = 1 << 20

  fileprivate init(connection: PostgreSQLConnection) {
    self.connection = connection
    buffer.reserveCapacity(Self.bufferSize + 4096)
  }

  /// Appends one row, its values in the order of the statement's columns.
  ///
  /// - Throws: `PostgreSQLError.misuse` for text holding a NUL character, which PostgreSQL
  ///   text cannot hold; `PostgreSQLError` when sending fails.
  public func append(_ row: [PostgreSQLParameter]) throws(PostgreSQLError) {
    count += 1
    for (index, value) in row.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: "\t")) }
      guard let text = value.serverText else {
        buffer += [UInt8(ascii: "\\"), UInt8(ascii: "N")]
        continue
      }
      guard append(escaping: text) else {
        throw .misuse(
          "value \(index + 1) of row \(count) contains a NUL character, which text cannot hold")
      }
    }
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Sends the rows gathered so far.
  fileprivate func flush() throws(PostgreSQLError) {
    guard !buffer.isEmpty else { return }
    try connection.sendCopyData(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Appends `text` with what the format must escape escaped; `false` for a NUL character.
  private func append(escaping text: String) -> Bool {
    for byte in text.utf8 {
      switch byte {
      case 0: return false
      case UInt8(ascii: "\\"): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\t"): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case UInt8(ascii: "\n"): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): buffer += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      default: buffer.append(byte)
      }
    }
    return true
  }
}
