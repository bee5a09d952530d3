import Glibc

/// Timeouts and shutting down.
extension EventLoop {
  /// Closes every connection past its deadline and, shutting down past the grace period,
  /// every connection left, cancelling what still runs.
  func sweep() {
    lastSweep = currentTime
    acceptPaused = false
    let timeouts = configuration.timeouts
    for socket in connections.indices {
      guard let connection = connections[socket] else { continue }
      if stopping && currentTime >= graceDeadline {
        connection.exchange?.task?.cancel()
        // Its client, and the log, are told what became of the request still being answered.
        if connection.phase == .handling { refuse(connection, .shuttingDown) }
        close(connection)
      } else if let deadline = connection.deadline(timeouts), currentTime >= deadline {
        // A client that took nothing of an answer for so long, or sent nothing more of its
        // request, is as gone as one that closed: a request it left is cancelled and logged.
        letGo(connection)
      }
    }
  }

  /// Stops accepting, closes the connections waiting for a request, refuses the requests half
  /// read, ends the streams, and lets the requests in flight finish.
  func beginShutdown() {
    guard !stopping else { return }
    stopping = true
    isShuttingDown.store(true, ordering: .relaxed)
    graceDeadline = currentTime + configuration.timeouts.shutdownGrace
    if let listener {
      Glibc.close(listener)
      self.listener = nil
    }
    listenerReady = false
    observe(.stoppedAccepting)
    for socket in connections.indices {
      guard let connection = connections[socket] else { continue }
      switch connection.phase {
      // One half read is told why it is not answered, and logged, as one the grace outlasts.
      case .reading where connection.progress != .awaitingRequest:
        refuse(connection, .shuttingDown)
      case .reading:
        if connection.output.isEmpty { close(connection) } else { connection.phase = .closing }
      case .streaming:
        connection.exchange?.task?.cancel()
      case .lingering:
        close(connection)
      case .handling, .closing:
        break
      }
    }
  }
}
