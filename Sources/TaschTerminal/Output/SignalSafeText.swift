import Glibc
import Synchronization

/// Bytes a signal handler may write: set and cleared by the program at any time, written at
/// most once by the handler, with nothing but an atomic exchange and `write`, which are
/// async-signal-safe.
///
/// The bytes are kept in memory never freed, since the handler may be reading them at any
/// moment; each value set costs its length once, which the few a program sets make nothing.
///
/// A value that cannot be copied, kept where it was made (a `static let`): the handler
/// borrows it, with no reference to count, which a class would need.
struct SignalSafeText: ~Copyable, Sendable {
  /// The address of the bytes: their length, then the bytes themselves; 0 for nothing.
  private let address = Atomic<UInt>(0)

  /// Nothing to write, until `set(_:)`.
  init() {}

  /// Has the handler write `bytes`, in place of what was set before.
  func set(_ bytes: [UInt8]) {
    let stride = MemoryLayout<Int>.stride
    let block = UnsafeMutableRawPointer.allocate(
      byteCount: stride + bytes.count, alignment: MemoryLayout<Int>.alignment)
    block.storeBytes(of: bytes.count, as: Int.self)
    bytes.withUnsafeBytes { bytes in
      guard let start = bytes.baseAddress else { return }
      (block + stride).copyMemory(from: start, byteCount: bytes.count)
    }
    address.store(UInt(bitPattern: block), ordering: .releasing)
  }

  /// Whether the handler would write something now.
  var isSet: Bool { address.load(ordering: .relaxed) != 0 }

  /// Has the handler write nothing.
  func clear() {
    address.store(0, ordering: .releasing)
  }

  /// Writes what was set, if anything, to `descriptor`, and clears it; for the signal handler.
  func write(to descriptor: Int32) {
    let taken = address.exchange(0, ordering: .acquiring)
    guard let block = UnsafeRawPointer(bitPattern: taken) else { return }
    var next = UnsafeRawPointer(block + MemoryLayout<Int>.stride)
    var left = block.load(as: Int.self)
    while left > 0 {
      let written = Glibc.write(descriptor, next, left)
      if written > 0 {
        next += written
        left -= written
      } else if written == 0 || errno != EINTR {
        break
      }
    }
  }
}
