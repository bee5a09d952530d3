import Glibc

/// The bytes of an open file from its start, read a block at a time: for looking through a
/// file again when it has a problem, without holding it in memory.
///
/// A read that fails ends the sequence early.
struct FileBytes: Sequence {
  /// The open file; not owned.
  let descriptor: Int32

  func makeIterator() -> Iterator {
    Iterator(descriptor: descriptor)
  }

  /// Reads the file block by block.
  struct Iterator: IteratorProtocol {
    fileprivate let descriptor: Int32
    private var block: [UInt8] = []
    private var index = 0
    private var offset = 0
    private var isAtEnd = false

    fileprivate init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    mutating func next() -> UInt8? {
      if index == block.count {
        guard !isAtEnd else { return nil }
        readBlock()
        guard index < block.count else { return nil }
      }
      defer { index += 1 }
      return block[index]
    }

    private mutating func readBlock() {
      block = [UInt8](repeating: 0, count: 64 << 10)
      var count = 0
      while true {
        count = block.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
        }
        if count < 0, errno == EINTR { continue }
        break
      }
      block.removeSubrange(Swift.max(count, 0)...)
      isAtEnd = count <= 0
      offset += block.count
      index = 0
    }
  }
}
