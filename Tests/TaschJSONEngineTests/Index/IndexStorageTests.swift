import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// Numbers are read from an index's body only where they lie whole inside one block; anything
/// else is damage, never a read out of bounds.
@Suite struct IndexStorageTests {
  /// A layout whose body spans more than two blocks.
  private let layout: IndexLayout

  init() throws {
    layout = try #require(IndexLayout(count: 4_000, textBytes: 10))
    try #require(layout.blockCount > 2)
  }

  /// The body's bytes: each is the low byte of its offset in the file.
  private func image() -> UnsafeMutableRawBufferPointer {
    let image = UnsafeMutableRawBufferPointer.allocate(byteCount: layout.fileSize, alignment: 8)
    for offset in image.indices { image[offset] = UInt8(truncatingIfNeeded: offset) }
    return image
  }

  /// The same index as a file, each block checked as it is read.
  private func fileStorage(in folder: TemporaryFolder) throws -> IndexStorage {
    let image = image()
    defer { image.deallocate() }
    let path = try folder.write(Array(image), to: "index")
    let checksums = (0..<layout.blockCount).map { index in
      IndexChecksum.of(UnsafeRawBufferPointer(rebasing: image[layout.block(index)]))
    }
    return IndexStorage(
      layout: layout, file: try PositionalFile(path: path, limit: .index), checksums: checksums)
  }

  @Test func readsEveryNumberThatLiesInOneBlock() throws {
    let folder = TemporaryFolder()
    let storages = [IndexStorage(layout: layout, image: image()), try fileStorage(in: folder)]
    let body = layout.body
    let secondBlock = layout.block(1).lowerBound
    for storage in storages {
      for offset in [body.lowerBound, body.lowerBound + 1, secondBlock - 8, secondBlock] {
        #expect(try storage.load(UInt64.self, at: offset) == Self.number(at: offset, size: 8))
      }
      let end = body.upperBound
      #expect(
        try storage.load(UInt32.self, at: end - 4) == UInt32(Self.number(at: end - 4, size: 4)))
      #expect(try storage.load(UInt8.self, at: end - 1) == UInt8(Self.number(at: end - 1, size: 1)))
    }
  }

  /// The little-endian number of `size` bytes at `offset` in `image()`.
  private static func number(at offset: Int, size: Int) -> UInt64 {
    (0..<size).reduce(UInt64(0)) { number, byte in
      number | UInt64(UInt8(truncatingIfNeeded: offset + byte)) << (8 * byte)
    }
  }

  @Test func aNumberOutsideTheBodyOrAcrossBlocksIsDamage() throws {
    let folder = TemporaryFolder()
    let storages = [IndexStorage(layout: layout, image: image()), try fileStorage(in: folder)]
    let body = layout.body
    let secondBlock = layout.block(1).lowerBound
    let outside = [
      body.lowerBound - 1, 0, body.upperBound - 7, body.upperBound, secondBlock - 7,
      secondBlock - 1, Int.min, Int.max, Int.max - 3,
    ]
    for storage in storages {
      for offset in outside {
        #expect(throws: CatalogueIndexError.damaged) { try storage.load(UInt64.self, at: offset) }
      }
    }
  }
}
