import Glibc
import Synchronization

/// What handler tasks and callers tell the event loop, and the pipe that wakes it to read them.
///
/// The pipe is written only when the loop is waiting and no wake is on its way, so a loop busy
/// with many responses reads them all at its next turn without a write per message.
final class Mailbox: Sendable {
  /// One thing to tell the loop.
  enum Message: Sendable {
    /// A handler answered the request on the connection `id`.
    case response(id: UInt64, PreparedResponse)
    /// The next bytes of the stream on the connection `id`, already framed.
    case streamChunk(id: UInt64, [UInt8])
    /// The stream on the connection `id` ended; `tail` is the last bytes to send.
    case streamEnded(id: UInt64, tail: [UInt8])
    /// Check every deadline now, then resume.
    case sweep(CheckedContinuation<Void, Never>)
    /// Shut down, then resume.
    case shutdown(CheckedContinuation<Void, Never>)
  }

  private struct State {
    var messages: [Message] = []
    var loopIsWaiting = false
    var wakeIsOnItsWay = false
    var isClosed = false
  }

  private let state = Mutex(State())
  /// The end of the pipe the loop watches.
  let wakeReader: Int32
  private let wakeWriter: Int32

  /// A mailbox with a new wake pipe.
  init() throws(HTTPServerError) {
    (wakeReader, wakeWriter) = try Sockets.wakePipe()
  }

  deinit {
    // Only now, when nothing can post any more, so no write reaches a reused descriptor.
    Glibc.close(wakeReader)
    Glibc.close(wakeWriter)
  }

  /// Leaves `message` for the loop, waking it if it waits; false when the loop has ended.
  @discardableResult
  func post(_ message: Message) -> Bool {
    let (accepted, wake) = state.withLock { state -> (Bool, Bool) in
      guard !state.isClosed else { return (false, false) }
      state.messages.append(message)
      guard state.loopIsWaiting && !state.wakeIsOnItsWay else { return (true, false) }
      state.wakeIsOnItsWay = true
      return (true, true)
    }
    if wake {
      var byte: UInt8 = 1
      _ = write(wakeWriter, &byte, 1)
    }
    return accepted
  }

  /// Tells the mailbox the loop is about to wait; false when messages wait already, so the
  /// loop must not block.
  func loopWillWait() -> Bool {
    state.withLock { state in
      guard state.messages.isEmpty else { return false }
      state.loopIsWaiting = true
      return true
    }
  }

  /// Hands the loop, now awake, the messages left for it in `inbox`, which must be empty.
  func loopWoke(taking inbox: inout [Message]) {
    state.withLock { state in
      state.loopIsWaiting = false
      state.wakeIsOnItsWay = false
      swap(&state.messages, &inbox)
    }
  }

  /// Empties the pipe after it woke the loop.
  func drainWakes() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wakeReader, &bytes, bytes.count) > 0 {}
  }

  /// Accepts no more messages, and hands back those not read.
  func close() -> [Message] {
    state.withLock { state in
      state.isClosed = true
      defer { state.messages = [] }
      return state.messages
    }
  }
}
