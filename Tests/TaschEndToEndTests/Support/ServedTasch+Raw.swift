import Foundation
import Glibc
import TaschHTTPTestSupport

extension ServedTasch {
  /// The answer to `request`, sent byte for byte as no `curl` writes one.
  ///
  /// For the requests the server refuses before the API sees them: sent on a connection of
  /// its own, whose sending side is then closed, and read until the server closes. (A request
  /// the API would answer is let go instead: a client that stops sending has gone.) `method`
  /// and `path` (after the base URL's `/`) say what the answer is checked as against the
  /// OpenAPI document. A read gives up after 30 seconds, so that a server that never answers
  /// fails the test rather than hanging it.
  func exchange(_ request: String, checkedAs method: String, _ path: String) throws -> Answer {
    let socket = try connectedSocket()
    defer { close(socket) }
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    _ = setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    sendWhole(Array(request.utf8), on: socket)
    shutdown(socket, Int32(SHUT_WR))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return Self.answer(String(decoding: received, as: UTF8.self), method: method, path: path)
  }

  /// Sends `request` on a connection of its own and closes it at once, reading nothing: a
  /// client that gives up before the answer comes.
  func abandon(_ request: String) throws {
    let socket = try connectedSocket()
    sendWhole(Array(request.utf8), on: socket)
    close(socket)
  }

  /// A socket connected to the server.
  private func connectedSocket() throws -> Int32 {
    guard let port = URL(string: baseURL)?.port.flatMap(UInt16.init(exactly:)) else {
      throw POSIXError(.EINVAL)
    }
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw POSIXError(.ECONNREFUSED)
    }
    return socket
  }
}
