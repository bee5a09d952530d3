import Glibc
import Testing

@testable import TaschHTTP

/// The options the server sets on each connection it takes.
@Suite struct SocketsTests {
  /// An event stream waits on nothing its client does: a client that vanished without a word
  /// held its connection, a subscription and a task for good.
  @Test("a connection taken probes a silent client after a minute, three times 10 s apart")
  func keepAlive() async throws {
    let (listener, address) = try Sockets.listen(on: HTTPSocketAddress(parsing: "127.0.0.1:0"))
    defer { close(listener) }
    let client = try await TestClient.connect(to: address)
    defer { client.disconnect() }
    // Connected on loopback: the handshake is done, and the listener holds the connection.
    guard case .connection(let socket, _) = Sockets.accept(listener) else {
      Issue.record("no connection was taken")
      return
    }
    defer { close(socket) }

    #expect(option(socket, SOL_SOCKET, SO_KEEPALIVE) == 1)
    #expect(option(socket, Int32(IPPROTO_TCP), TCP_KEEPIDLE) == 60)
    #expect(option(socket, Int32(IPPROTO_TCP), TCP_KEEPINTVL) == 10)
    #expect(option(socket, Int32(IPPROTO_TCP), TCP_KEEPCNT) == 3)
    #expect(option(socket, Int32(IPPROTO_TCP), TCP_USER_TIMEOUT) == 90_000)
    #expect(option(socket, Int32(IPPROTO_TCP), TCP_NODELAY) == 1)
  }

  private func option(_ socket: Int32, _ level: Int32, _ name: Int32) -> Int32 {
    var value: Int32 = -1
    var length = socklen_t(MemoryLayout<Int32>.size)
    return getsockopt(socket, level, name, &value, &length) == 0 ? value : -1
  }
}
