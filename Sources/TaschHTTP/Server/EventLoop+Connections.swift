import Glibc

/// Accepting connections, reading requests, and closing.
extension EventLoop {
  /// Takes the connections waiting on the listener, a batch at a time so that the loop keeps
  /// serving the connections it has.
  func acceptConnections() {
    var accepted = 0
    while listenerReady && !acceptPaused && accepted < 64, let listener {
      switch Sockets.accept(listener) {
      case .noneWaiting: listenerReady = false
      case .outOfDescriptors: acceptPaused = true
      case .failed: accepted += 1
      case .connection(let socket, let peer):
        accepted += 1
        admit(socket, from: peer)
      }
    }
  }

  private func admit(_ socket: Int32, from peer: HTTPSocketAddress) {
    let isRefused = acceptedCount >= configuration.maximumConnections
    // Refusing takes a descriptor too, for as long as the refusal lingers: as many as the cap.
    guard !isRefused || refusedCount < configuration.maximumConnections else {
      Glibc.close(socket)
      return
    }
    serial &+= 1
    let id = UInt64(serial) << 32 | UInt64(UInt32(bitPattern: socket))
    guard epoll.add(socket, events: Self.connectionEvents, token: id) else {
      Glibc.close(socket)
      return
    }
    let connection = Connection(
      socket: socket, id: id, peer: peer, limits: configuration.limits, isRefused: isRefused,
      now: currentTime)
    while connections.count <= Int(socket) { connections.append(nil) }
    connections[Int(socket)] = connection
    if isRefused { refusedCount += 1 } else { acceptedCount += 1 }
    observe(.accepted(peerPort: peer.port))
    if isRefused { refuse(connection, .tooManyConnections) }
  }

  /// Does what the connection's phase calls for, after epoll told something of it.
  func proceed(_ connection: Connection) {
    flush(connection)
    guard !connection.isClosed else { return }
    if connection.phase == .reading { readRequests(on: connection) }
    guard !connection.isClosed else { return }
    switch connection.phase {
    // A client that closed its side, with its request or after it, has gone, as nginx and Go's
    // server judge too: one that only stopped sending cannot be told from it, and loses its
    // answer.
    case .handling, .streaming: if connection.peerClosed { letGo(connection) }
    case .lingering: discardInput(of: connection)
    case .reading, .closing: break
    }
  }

  /// Reads requests as long as the connection has bytes for them, and starts the first one
  /// that is whole.
  func readRequests(on connection: Connection) {
    while connection.phase == .reading && !connection.isClosed {
      // A client pipelining requests without reading the responses waits for them first.
      guard connection.output.byteCount <= configuration.maximumPipelinedOutputBytes else {
        return
      }
      switch connection.decoder.next() {
      case .request(let request):
        startHandler(for: request, on: connection)
      case .refused(let problem):
        refuse(connection, problem)
      case .needsMoreBytes:
        connection.noteProgress(at: currentTime)
        if connection.decoder.awaitsContinue {
          connection.decoder.continueWasSent()
          queue(ResponseWriter.continueResponse, on: connection)
          flush(connection)
          if connection.isClosed { return }
        }
        guard connection.isReadable else {
          if connection.peerClosed { letGo(connection) }
          return
        }
        receive(on: connection)
      }
    }
  }

  /// Reads what the socket has into the connection's decoder.
  private func receive(on connection: Connection) {
    let count = read(connection.socket, readBuffer.baseAddress, readBuffer.count)
    if count > 0 {
      connection.decoder.append(UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]))
      connection.receivedByteCount += count
      observe(.received(peerPort: connection.peer.port, byteCount: connection.receivedByteCount))
      // A read that did not fill the buffer emptied the socket; epoll tells of the next bytes.
      if count < readBuffer.count { connection.isReadable = false }
    } else if count == 0 {
      connection.peerClosed = true
      connection.isReadable = false
    } else if errno == EAGAIN || errno == EWOULDBLOCK {
      connection.isReadable = false
    } else if errno != EINTR {
      close(connection)
    }
  }

  /// Reads and throws away what a lingering connection's client still sends, and closes once
  /// it has closed its side.
  private func discardInput(of connection: Connection) {
    while connection.isReadable {
      let count = read(connection.socket, readBuffer.baseAddress, readBuffer.count)
      if count > 0 {
        if count < readBuffer.count { connection.isReadable = false }
      } else if count < 0 && errno == EINTR {
        continue
      } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        connection.isReadable = false
      } else {
        return close(connection)
      }
    }
    if connection.peerClosed { close(connection) }
  }

  /// Answers `problem` and closes the connection once the answer is sent; a request being
  /// answered is logged as its exchange, one refused once its head was read whole (its body
  /// too large, its framing at fault, or not all sent as the server stops) with its method and
  /// target, and one refused before without them.
  func refuse(_ connection: Connection, _ problem: HTTPRequestProblem) {
    let exchange = connection.phase == .handling ? connection.exchange : nil
    // The head of a request not being answered, once it was read whole, for the words it asks
    // for and the log.
    let read = connection.decoder.refusedHead ?? connection.decoder.headAwaitingBody
    var response = configuration.refusal(problem, exchange?.request ?? read)
    if case .stream = response.body { response.body = .bytes([]) }
    let method = exchange?.method ?? read?.method
    let prepared = PreparedResponse(
      response, context: ResponseContext(isHead: method == .head, isHTTP10: false, closes: true),
      serverCloses: true, date: HTTPDate.shared.current())
    if let exchange {
      log(exchange, status: prepared.status, on: connection)
      connection.exchange = nil
    } else {
      configuration.requestLog(
        HTTPLogEntry(
          method: read?.method, target: read?.target, status: prepared.status, duration: .zero,
          peer: connection.peer))
    }
    connection.phase = .closing
    queue(prepared.head, on: connection)
    queue(prepared.body, on: connection)
    flush(connection)
  }

  /// Closes the connection of a client that went away; the request it left being answered is
  /// cancelled, so that a wait it is in ends, and logged `clientClosedRequest`, as is one whose
  /// body it left unsent.
  func letGo(_ connection: Connection) {
    if connection.phase == .handling, let exchange = connection.exchange {
      exchange.task?.cancel()
      log(exchange, status: .clientClosedRequest, on: connection)
    } else if connection.phase == .reading, let head = connection.decoder.headAwaitingBody {
      configuration.requestLog(
        HTTPLogEntry(
          method: head.method, target: head.target, status: .clientClosedRequest,
          duration: .zero, peer: connection.peer))
    }
    close(connection)
  }

  /// Closes the connection now, ending its stream if it has one; a handler still answering
  /// finishes, and its answer is dropped.
  func close(_ connection: Connection) {
    guard !connection.isClosed else { return }
    connection.isClosed = true
    if connection.phase == .streaming, let exchange = connection.exchange {
      exchange.task?.cancel()
      // Its response went out, its head at least: logged as every response is.
      log(exchange, status: exchange.status ?? .ok, on: connection)
    }
    Glibc.close(connection.socket)
    connections[Int(connection.socket)] = nil
    if connection.isRefused { refusedCount -= 1 } else { acceptedCount -= 1 }
    // A descriptor is free again.
    acceptPaused = false
    observe(.closed(peerPort: connection.peer.port))
  }
}
