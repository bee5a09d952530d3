import Dispatch
import Glibc
import Synchronization
import TaschHTTPTestSupport

@testable import TaschHTTP

/// A client on a real socket, for tests of the server.
///
/// Its blocking calls run on a queue of its own, never on Swift's cooperative pool, whose
/// threads the server's handlers need. Each read gives up after five minutes, so that a server
/// that never answers fails the test rather than hanging it; a whole suite on two busy cores
/// has kept a handler from running for a minute, while other tests held both of the pool's
/// threads.
final class TestClient: Sendable {
  let socket: Int32
  /// The client's own port: how the server's observations name its connection.
  let port: UInt16
  private let queue = DispatchQueue(label: "TestClient")
  /// Bytes received and not taken yet.
  private let received = Mutex<[UInt8]>([])

  /// Where clients connect, never on the queues Swift's concurrency runs on.
  private static let connecting = DispatchQueue(label: "TestClient.connect")

  private init(socket: Int32, port: UInt16) {
    self.socket = socket
    self.port = port
  }

  deinit { close(socket) }

  /// A client connected to `address`, whose socket takes at most about `receiveBuffer` bytes
  /// it has not read when given (a client that reads nothing then holds up the server soon).
  static func connect(to address: HTTPSocketAddress, receiveBuffer: Int32? = nil) async throws
    -> TestClient
  {
    let result: Result<TestClient, TestClientError> = await onQueue(connecting) {
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
      var timeout = timeval(tv_sec: 300, tv_usec: 0)
      _ = setsockopt(
        socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      if var size = receiveBuffer {
        _ = setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
      }
      let connected = address.withSocketAddress { Glibc.connect(socket, $0, $1) }
      guard connected == 0 else {
        let error = errno
        close(socket)
        return .failure(TestClientError("connect: errno \(error)", errno: error))
      }
      var storage = sockaddr_storage()
      var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
      _ = withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
      }
      return .success(TestClient(socket: socket, port: HTTPSocketAddress(storage)?.port ?? 0))
    }
    return try result.get()
  }

  /// Sends `text` whole.
  func send(_ text: String) async {
    await send(Array(text.utf8))
  }

  /// Sends `bytes` whole, or as much as the server takes before it closes.
  func send(_ bytes: [UInt8]) async {
    await Self.onQueue(queue) { [socket] in sendWhole(bytes, on: socket) }
  }

  /// Shuts the sending side: the server reads the end of the stream.
  func finishSending() {
    shutdown(socket, Int32(SHUT_WR))
  }

  /// Shuts both directions, as a client going away does.
  func disconnect() {
    shutdown(socket, Int32(SHUT_RDWR))
  }

  /// The next response: its head, and a body framed by `Content-Length`, by the chunked coding,
  /// or by the server's closing; none for a response to `HEAD`.
  func response(toHead: Bool = false) async throws -> TestResponse {
    var response = try await head()
    if toHead || [204, 304].contains(response.status) { return response }
    if let length = response["content-length"].flatMap(Int.init) {
      response.body = try await take(length)
    } else if response["transfer-encoding"] == "chunked" {
      while let chunk = try await chunk() { response.body += chunk }
    } else {
      response.body = await remainingBytes()
    }
    return response
  }

  /// The next response's head, with no body read.
  func head() async throws -> TestResponse {
    let head = try await take { bytes in
      bytes.indices.dropFirst(3).first { Array(bytes[$0 - 3...$0]) == Array("\r\n\r\n".utf8) }
        .map { $0 + 1 }
    }
    return try TestResponse(head: head)
  }

  /// The next chunk of a chunked body; nil for the last one, of length zero.
  func chunk() async throws -> [UInt8]? {
    let sizeLine = try await line()
    guard let size = Int(sizeLine, radix: 16) else {
      throw TestClientError("not a chunk size: \(sizeLine)")
    }
    let data = try await take(size)
    guard try await line().isEmpty else { throw TestClientError("a chunk without its CRLF") }
    return size == 0 ? nil : data
  }

  /// Everything the server sends until it closes the connection.
  func remainingBytes() async -> [UInt8] {
    (try? await take { _ in nil })
      ?? received.withLock { bytes in
        defer { bytes = [] }
        return bytes
      }
  }

  /// Whether the server closes the connection with nothing more sent (rather than sending
  /// something, or leaving it open for a minute).
  func isClosedByServer() async -> Bool {
    await Self.onQueue(queue) { [self] in
      guard received.withLock({ $0.isEmpty }) else { return false }
      var byte: UInt8 = 0
      let count = recv(socket, &byte, 1, 0)
      return count == 0 || (count < 0 && errno == ECONNRESET)
    }
  }

  private func line() async throws -> String {
    let line = try await take { bytes in
      bytes.indices.dropFirst().first { bytes[$0 - 1] == 13 && bytes[$0] == 10 }.map { $0 + 1 }
    }
    return String(decoding: line.dropLast(2), as: UTF8.self)
  }

  private func take(_ count: Int) async throws -> [UInt8] {
    try await take { $0.count >= count ? count : nil }
  }

  /// Takes the first bytes received, as many as `length` says once enough have come; reads
  /// more until it says.
  ///
  /// - Throws: when the server closes, or sends nothing for five minutes, first.
  private func take(_ length: @escaping @Sendable ([UInt8]) -> Int?) async throws -> [UInt8] {
    let taken: [UInt8]? = await Self.onQueue(queue) { [self] in
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let taken = received.withLock { bytes -> [UInt8]? in
          guard let count = length(bytes) else { return nil }
          defer { bytes.removeFirst(count) }
          return Array(bytes.prefix(count))
        }
        if let taken { return taken }
        let count = recv(socket, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        received.withLock { $0 += buffer[0..<count] }
      }
    }
    guard let taken else { throw TestClientError("the server closed or said nothing more") }
    return taken
  }

  private static func onQueue<Value: Sendable>(
    _ queue: DispatchQueue, _ work: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: work()) }
    }
  }
}

/// A response as a test client read it.
struct TestResponse: Sendable {
  let status: Int
  let headers: [(name: String, value: String)]
  var body: [UInt8] = []

  /// The response whose head is `head`.
  init(head: [UInt8]) throws {
    let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n")
    guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
      let status = Int(statusLine.dropFirst(9).prefix(3))
    else { throw TestClientError("not a status line: \(lines.first ?? "")") }
    self.status = status
    headers = lines.dropFirst().map { line in
      let colon = line.firstIndex(of: ":") ?? line.endIndex
      return (String(line[..<colon]), String(line[colon...].dropFirst().drop { $0 == " " }))
    }
  }

  /// The value of the first header named `name`, in any case.
  subscript(name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// How many headers are named `name`, in any case.
  func count(of name: String) -> Int {
    headers.filter { $0.name.lowercased() == name.lowercased() }.count
  }

  /// The body as text.
  var text: String { String(decoding: body, as: UTF8.self) }
}

/// What went wrong for a test client.
struct TestClientError: Error, CustomStringConvertible {
  let description: String
  var errno: Int32 = 0

  init(_ description: String, errno: Int32 = 0) {
    self.description = description
    self.errno = errno
  }
}
