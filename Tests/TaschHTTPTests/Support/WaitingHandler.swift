import Synchronization

@testable import TaschHTTP

/// A handler that waits, as a simulated latency does, until the test releases it or its task is
/// cancelled, then answers 200; and what the test can watch of it.
final class WaitingHandler: Sendable {
  private let gate = Latch()
  private let entries = Observations<String>()
  private let cancelled = Atomic(false)

  /// The handler: it records the path it was asked for, then waits.
  var handler: TestServer.Handler {
    { [self] request in
      await withTaskCancellationHandler {
        entries.record(String(request.path))
        await gate.wait()
      } onCancel: {
        cancelled.store(true, ordering: .relaxed)
        gate.open()
      }
      return HTTPResponse(status: .ok)
    }
  }

  /// Returns once the handler waits on a request for `path`.
  func waits(on path: String) async {
    await entries.wait(for: path)
  }

  /// Runs a server with this handler, then `body` once a client's request for /slow waits in it.
  func whileARequestWaits(
    _ body: (_ server: TestServer, _ client: TestClient) async throws -> Void
  ) async throws {
    try await TestServer.run(handler: handler) { server in
      let client = try await server.connect(sending: "GET /slow HTTP/1.1\r\nHost: a\r\n\r\n")
      await waits(on: "/slow")
      try await body(server, client)
    }
  }

  /// Ends every wait, of now and to come.
  func release() {
    gate.open()
  }

  /// Whether a handler's task was cancelled while it waited.
  var wasCancelled: Bool { cancelled.load(ordering: .relaxed) }
}
