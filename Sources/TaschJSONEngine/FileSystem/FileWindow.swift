import Glibc

/// A file read front to back in large blocks, holding in memory only the part a reader still
/// needs: its memory stays the size of a block however large the file.
///
/// The file is read with `pread`, never mapped, so a file cut short by another process while
/// it is read ends early instead of crashing the reader with `SIGBUS`.
final class FileWindow {
  /// The open file.
  let descriptor: Int32
  /// The file's path, for messages.
  let path: String
  private var start: UnsafeMutableRawPointer
  private var capacity: Int
  /// The offset in the file of the first byte held.
  private(set) var base: Int
  /// How many bytes are held.
  private(set) var count = 0
  /// Whether the bytes held run to the end of the file.
  private(set) var isAtEnd = false

  /// A window on the open file `descriptor`, starting at `offset`, reading `blockSize` bytes
  /// at a time; it does not own the descriptor.
  init(descriptor: Int32, path: String, from offset: Int = 0, blockSize: Int = 4 << 20) {
    self.descriptor = descriptor
    self.path = path
    self.base = offset
    capacity = max(blockSize, 1)
    start = .allocate(byteCount: capacity, alignment: 16)
  }

  deinit {
    start.deallocate()
  }

  /// The bytes held, which start at `base` in the file.
  var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: start, count: count)
  }

  /// Drops the bytes before the file offset `offset` and reads more after the last one held;
  /// when nothing can be dropped the block grows, so a value larger than a block still fits.
  ///
  /// - Throws: `FileError` when the system cannot read the file.
  func advance(keepingFrom offset: Int) throws(FileError) {
    let drop = min(max(offset - base, 0), count)
    if drop > 0 {
      start.copyMemory(from: start + drop, byteCount: count - drop)
      count -= drop
      base += drop
    } else if count == capacity {
      let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 16)
      larger.copyMemory(from: start, byteCount: count)
      start.deallocate()
      start = larger
      capacity *= 2
    }
    try fill()
  }

  /// Reads until the block is full or the file ends.
  private func fill() throws(FileError) {
    while count < capacity, !isAtEnd {
      let read = pread(descriptor, start + count, capacity - count, off_t(base + count))
      if read < 0 {
        if errno == EINTR { continue }
        throw FileError(action: "read", path: path, code: errno)
      }
      if read == 0 { isAtEnd = true }
      count += read
    }
  }
}
