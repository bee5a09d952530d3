import Glibc

/// The bytes a connection has yet to send, in order, as the buffers they were made in: a
/// response's head and its body go out together in one `sendmsg` without being copied into
/// one buffer.
struct OutputQueue {
  /// What one attempt to send did.
  enum Sent {
    /// Everything queued was sent.
    case all
    /// The socket took what it could; the rest waits until it is writable again.
    case some
    /// The connection is broken.
    case failed
  }

  /// The most buffers one `sendmsg` takes.
  private static let buffersPerSend = 64

  private var buffers: [[UInt8]] = []
  /// How much of the first buffer was sent already.
  private var sentOfFirst = 0
  /// How many bytes wait.
  private(set) var byteCount = 0

  /// Whether nothing waits.
  var isEmpty: Bool { byteCount == 0 }

  /// Queues `bytes` after what waits.
  mutating func append(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    buffers.append(bytes)
    byteCount += bytes.count
  }

  /// Sends as much as `socket` takes now.
  mutating func send(to socket: Int32, vectors: inout [iovec]) -> Sent {
    while !buffers.isEmpty {
      vectors.removeAll(keepingCapacity: true)
      let sent = gather(from: 0, into: &vectors, socket: socket)
      if sent < 0 {
        switch errno {
        case EINTR: continue
        case EAGAIN, EWOULDBLOCK: return .some
        default: return .failed
        }
      }
      // TCP never takes nothing from a blocking-free send that did not fail; were it to, the
      // queue waits for the socket rather than trying again at once.
      guard sent > 0 else { return .some }
      drop(sent)
    }
    return .all
  }

  /// Empties the queue.
  mutating func removeAll() {
    buffers.removeAll()
    sentOfFirst = 0
    byteCount = 0
  }

  /// Sends the buffers from `index` on, each lent to the call for as long as it runs.
  private func gather(from index: Int, into vectors: inout [iovec], socket: Int32) -> Int {
    guard index < min(buffers.count, Self.buffersPerSend) else {
      return vectors.withUnsafeMutableBufferPointer { vectors in
        var message = msghdr()
        message.msg_iov = vectors.baseAddress
        message.msg_iovlen = vectors.count
        // A peer that went away must not stop the program with SIGPIPE.
        return sendmsg(socket, &message, Int32(MSG_NOSIGNAL))
      }
    }
    return buffers[index].withUnsafeBytes { bytes in
      let skipped = index == 0 ? sentOfFirst : 0
      guard let base = bytes.baseAddress else { return 0 }
      vectors.append(
        iovec(
          iov_base: UnsafeMutableRawPointer(mutating: base + skipped),
          iov_len: bytes.count - skipped))
      return gather(from: index + 1, into: &vectors, socket: socket)
    }
  }

  /// Forgets the first `count` bytes, which were sent.
  private mutating func drop(_ count: Int) {
    byteCount -= count
    var left = count
    var finished = 0
    while finished < buffers.count, left >= buffers[finished].count - sentOfFirst {
      left -= buffers[finished].count - sentOfFirst
      sentOfFirst = 0
      finished += 1
    }
    buffers.removeFirst(finished)
    sentOfFirst += left
  }
}
