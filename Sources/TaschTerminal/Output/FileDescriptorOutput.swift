import Glibc
import Synchronization

/// Writes straight to a file descriptor, unbuffered, so output and errors keep their order.
///
/// The first write that fails is kept, and nothing is written after it: what arrived stays a
/// beginning of what was meant, and the command line reports the failure when the command is
/// done (`Console.concluded(_:localization:)`).
public final class FileDescriptorOutput: TextOutput {
  private let descriptor: Int32
  private let beforeWriting: @Sendable () -> Void
  private let firstFailure = Mutex<OutputFailure?>(nil)

  /// Output to `descriptor`, calling `beforeWriting` before each write.
  public init(_ descriptor: Int32, beforeWriting: @escaping @Sendable () -> Void = {}) {
    self.descriptor = descriptor
    self.beforeWriting = beforeWriting
  }

  /// Writes all of `text`, retrying after interruptions.
  public func write(_ text: String) {
    // A native string's bytes are written where they are.
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes`, as `write(_:)` writes a text.
  public func write(utf8 bytes: [UInt8]) {
    bytes.withUnsafeBytes { write($0) }
  }

  /// Why a write failed, once one did.
  public var failure: OutputFailure? { firstFailure.withLock { $0 } }

  private func write(_ bytes: UnsafeRawBufferPointer) {
    beforeWriting()
    // Held for the whole write, so that writes from two tasks never interleave.
    firstFailure.withLock { failure in
      guard failure == nil else { return }
      var rest = bytes
      while !rest.isEmpty {
        let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
        if written >= 0 {
          rest = UnsafeRawBufferPointer(rebasing: rest[written...])
          continue
        }
        switch errno {
        case EINTR:
          continue
        case EAGAIN, EWOULDBLOCK:
          // Another program sharing the terminal made it non-blocking: wait until it takes more.
          var target = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&target, 1, -1)
        default:
          failure = OutputFailure(errno: errno)
          return
        }
      }
    }
  }
}

/// Why some of what was written to an output did not arrive.
public enum OutputFailure: Hashable, Sendable {
  /// The reader went away, as `head` does once it has its lines: it wants no more, and
  /// nothing is wrong.
  case readerGone
  /// The write failed with `errno`: a full disk, a descriptor not open for writing, an
  /// input/output error.
  case failed(errno: Int32)

  /// The failure a write that set `errno` means.
  public init(errno: Int32) {
    self = errno == EPIPE ? .readerGone : .failed(errno: errno)
  }
}
