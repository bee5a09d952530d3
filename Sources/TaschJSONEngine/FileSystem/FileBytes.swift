/// The bytes of an open file from its start, read a block at a time: for looking through a
/// file again when it has a problem, without holding it in memory.
///
/// A read that fails ends the sequence early.
struct FileBytes: Sequence {
  /// The open file.
  let file: PositionalFile

  /// Reads from the file's start.
  func makeIterator() -> Iterator {
    Iterator(file: file)
  }

  /// Reads the file block by block.
  struct Iterator: IteratorProtocol {
    fileprivate let file: PositionalFile
    private var block: [UInt8] = []
    private var index = 0
    private var offset = 0
    private var isAtEnd = false

    fileprivate init(file: PositionalFile) {
      self.file = file
    }

    /// The next byte; `nil` at the end, or when the file cannot be read.
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
      let count = block.withUnsafeMutableBytes { (try? file.read(into: $0, at: offset)) ?? 0 }
      block.removeSubrange(count...)
      isAtEnd = count <= 0
      offset += block.count
      index = 0
    }
  }
}
