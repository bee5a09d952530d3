import Glibc

/// Handing requests to the handler, and sending what it answers.
extension EventLoop {
  /// Starts the handler on `request` as a task of its own.
  func startHandler(for request: HTTPRequest, on connection: Connection) {
    let context = ResponseContext(request)
    let id = connection.id
    connection.phase = .handling
    connection.exchange = Connection.Exchange(
      method: request.method, target: request.target, request: request, started: currentTime)
    connection.exchange?.task = Task { [self] in
      let response = await handler(request)
      await deliver(response, to: id, context: context)
    }
  }

  /// Prepares `response`, off the loop's thread, and hands it to the loop; then, for a stream,
  /// each chunk as it comes, until the stream ends or the task is cancelled.
  private func deliver(_ response: HTTPResponse, to id: UInt64, context: ResponseContext) async {
    let prepared = PreparedResponse(
      response, context: context, serverCloses: isShuttingDown.load(ordering: .relaxed),
      date: HTTPDate.shared.current())
    guard mailbox.post(.response(id: id, prepared)), let stream = prepared.stream else { return }
    for await chunk in stream where !chunk.isEmpty {
      let framed = prepared.isChunked ? ResponseWriter.chunk(chunk) : chunk
      guard mailbox.post(.streamChunk(id: id, framed)) else { return }
    }
    mailbox.post(.streamEnded(id: id, tail: prepared.isChunked ? ResponseWriter.lastChunk : []))
  }

  /// Sends the response a handler made, or its head when its body is a stream.
  func respond(_ connection: Connection, with response: PreparedResponse) {
    // The connection closes after it once the server stops, whenever it was prepared.
    let response = stopping ? response.closingTheConnection() : response
    queue(response.head, on: connection)
    queue(response.body, on: connection)
    guard response.stream == nil else {
      connection.phase = .streaming
      connection.exchange?.status = response.status
      connection.exchange?.closesAfterStream = response.closes
      return flush(connection)
    }
    finishExchange(on: connection, status: response.status, closes: response.closes)
  }

  /// Sends a stream's next chunk; a client that does not take them is let go.
  func send(_ chunk: [UInt8], on connection: Connection) {
    queue(chunk, on: connection)
    flush(connection)
    if connection.output.byteCount > configuration.maximumPendingStreamBytes { close(connection) }
  }

  /// Sends a stream's last bytes, and ends its exchange.
  func endStream(on connection: Connection, with tail: [UInt8]) {
    queue(tail, on: connection)
    finishExchange(
      on: connection, status: connection.exchange?.status ?? .ok,
      closes: connection.exchange?.closesAfterStream ?? true)
  }

  /// Logs the exchange that ended with `status`, and reads the next request unless the
  /// connection closes.
  private func finishExchange(on connection: Connection, status: HTTPStatus, closes: Bool) {
    if let exchange = connection.exchange { log(exchange, status: status, on: connection) }
    connection.exchange = nil
    if closes || connection.peerClosed || stopping {
      connection.phase = .closing
    } else {
      connection.phase = .reading
      connection.servedRequests += 1
      connection.waitStart = currentTime
      connection.progress = .awaitingRequest
      connection.progressSince = currentTime
      connection.noteProgress(at: currentTime)
    }
    flush(connection)
    if !connection.isClosed && connection.phase == .reading { readRequests(on: connection) }
  }

  /// Writes the log's line of `exchange`, answered with `status` on `connection`.
  func log(_ exchange: Connection.Exchange, status: HTTPStatus, on connection: Connection) {
    configuration.requestLog(
      HTTPLogEntry(
        method: exchange.method, target: exchange.target, status: status,
        duration: currentTime - exchange.started, peer: connection.peer))
  }

  /// Puts `bytes` after what waits to be sent.
  func queue(_ bytes: [UInt8], on connection: Connection) {
    guard !bytes.isEmpty else { return }
    if connection.output.isEmpty { connection.lastSend = currentTime }
    connection.output.append(bytes)
  }

  /// Sends what waits, as far as the socket takes it; a closing connection that sent all shuts
  /// its side and lingers.
  func flush(_ connection: Connection) {
    if connection.isWritable && !connection.output.isEmpty {
      let waiting = connection.output.byteCount
      switch connection.output.send(to: connection.socket, vectors: &vectors) {
      case .all: break
      case .some: connection.isWritable = false
      case .failed: return letGo(connection)
      }
      if connection.output.byteCount < waiting { connection.lastSend = currentTime }
      if connection.output.isEmpty { connection.noteSent(at: currentTime) }
    }
    guard connection.output.isEmpty && connection.phase == .closing else { return }
    // Shutting down, nothing is left to wait for.
    guard !stopping else { return close(connection) }
    shutdown(connection.socket, Int32(SHUT_WR))
    connection.phase = .lingering
    connection.lingerStart = currentTime
    proceed(connection)
  }
}
