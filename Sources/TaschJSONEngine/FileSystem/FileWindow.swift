/// A file read front to back in large blocks, holding in memory only the part a reader still
/// needs: its memory stays the size of a block however large the file.
///
/// The file is read with `pread`, never mapped, so a file cut short by another process while
/// it is read ends early instead of crashing the reader with `SIGBUS`.
final class FileWindow {
  /// The open file.
  let file: PositionalFile
  private var start: UnsafeMutableRawPointer
  private var capacity: Int
  /// The offset in the file of the first byte held.
  private(set) var base: Int
  /// How many bytes are held.
  private(set) var count = 0
  /// Whether the bytes held run to the end of the file.
  private(set) var isAtEnd = false

  /// How many bytes a window reads at a time unless told otherwise: enough that reading costs
  /// few calls, few enough that a window is small beside the catalogues it reads.
  static let defaultBlockSize = 4 << 20

  /// A window on `file`, starting at `offset`, reading `blockSize` bytes at a time.
  init(_ file: PositionalFile, from offset: Int = 0, blockSize: Int = defaultBlockSize) {
    self.file = file
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

  /// Drops the bytes before the file offset `offset`, and reads more after the last one held.
  ///
  /// When nothing can be dropped the block grows, so a value larger than a block still fits.
  /// An offset past the bytes held skips to it without reading the bytes between: a scan
  /// that takes a stretch checked on another core goes on after it.
  ///
  /// - Throws: `FileError` when the system cannot read the file, or it grew past its limit.
  func advance(keepingFrom offset: Int) throws(FileError) {
    let drop = min(max(offset - base, 0), count)
    if offset > base + count {
      base = offset
      count = 0
      isAtEnd = false
    } else if drop > 0 {
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
    guard count < capacity, !isAtEnd else { return }
    let wanted = capacity - count
    let read = try file.read(
      into: UnsafeMutableRawBufferPointer(start: start + count, count: wanted), at: base + count)
    count += read
    if read < wanted { isAtEnd = true }
  }
}
