import Glibc
import Testing

@testable import TaschHTTP

/// Bytes queued in buffers go out in order, however much the socket takes at a time.
@Suite struct OutputQueueTests {
  @Test("buffers sent in pieces arrive whole and in order")
  func order() throws {
    var ends: [Int32] = [0, 0]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
    defer { for end in ends { close(end) } }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    var size: Int32 = 4096
    _ = setsockopt(ends[0], SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))

    var queue = OutputQueue()
    var expected: [UInt8] = []
    for index in 0..<100 {
      let buffer = [UInt8](repeating: UInt8(index), count: 1 + index * 37 % 5000)
      queue.append(buffer)
      expected += buffer
    }
    queue.append([])
    #expect(queue.byteCount == expected.count)
    var vectors: [iovec] = []
    var received: [UInt8] = []
    var partialSends = 0
    while !queue.isEmpty {
      switch queue.send(to: ends[0], vectors: &vectors) {
      case .all: break
      case .some: partialSends += 1
      case .failed: Issue.record("the send failed")
      }
      var buffer = [UInt8](repeating: 0, count: 1 << 20)
      let count = read(ends[1], &buffer, buffer.count)
      if count > 0 { received += buffer[0..<count] }
    }
    #expect(partialSends > 0)
    #expect(received == expected)
  }

  @Test("a peer gone is a failure, not a signal that stops the program")
  func peerGone() throws {
    var ends: [Int32] = [0, 0]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
    close(ends[1])
    defer { close(ends[0]) }
    var queue = OutputQueue()
    queue.append([1, 2, 3])
    var vectors: [iovec] = []
    #expect(queue.send(to: ends[0], vectors: &vectors) == .failed)
    queue.removeAll()
    #expect(queue.isEmpty)
  }
}
