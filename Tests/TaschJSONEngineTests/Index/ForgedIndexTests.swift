import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// An index whose checksums all hold is refused when it states what no builder writes.
///
/// Checksums find damage, not intent, so the values are checked too: such an index is never
/// trusted into a wrong answer or a crash.
@Suite struct ForgedIndexTests {
  private let folder: TemporaryFolder
  private let catalogue: String
  private let cacheFolder: String

  init() throws {
    folder = try TemporaryFolder()
    let products = (1...30).map { ShopProduct.stub(id: ProductID($0), name: "Bag \($0)") }
    catalogue = try folder.write(CatalogueText.json(for: .stub(products)), to: "catalogue.json")
    cacheFolder = folder.file("cache")
  }

  private var indexPath: String { CatalogueIndexCache.indexPath(of: catalogue, in: cacheFolder) }

  private func index() throws -> CatalogueIndex {
    try CatalogueIndexCache(folder: cacheFolder, clock: IndexClock.settled(catalogue))
      .index(of: catalogue)
  }

  /// Builds the index, lets `change` rewrite its bytes, then seals it again as the builder
  /// would: every block's checksum and the header's made to hold.
  private func forge(
    _ change: (inout [UInt8], IndexLayout) -> Void
  ) throws {
    _ = try index()
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: indexPath)))
    let header = try #require(bytes.withUnsafeBytes { IndexHeader.decode($0)?.header })
    let layout = header.layout
    change(&bytes, layout)
    bytes.withUnsafeMutableBytes { image in
      for block in 0..<layout.blockCount {
        let checksum = IndexChecksum.of(
          UnsafeRawBufferPointer(rebasing: image[layout.block(block)]))
        image.storeBytes(
          of: checksum.littleEndian, toByteOffset: layout.checksums.lowerBound + 8 * block,
          as: UInt64.self)
      }
    }
    let sealed = bytes.withUnsafeBytes { image in
      header.encoded(
        checksum: IndexHeader.checksum(
          of: UnsafeRawBufferPointer(rebasing: image[..<IndexLayout.headerSize]),
          blockChecksums: UnsafeRawBufferPointer(rebasing: image[layout.checksums])))
    }
    bytes.replaceSubrange(0..<sealed.count, with: sealed)
    try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
  }

  private static func store(_ value: UInt64, at offset: Int, in bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
  }

  @Test func theForgeryIsBelievedWhenItChangesNothing() throws {
    try forge { _, _ in }

    let index = try index()

    #expect(index.origin == .reused)
    #expect(try index.searchTexts().count == 30)
  }

  @Test func anEmptySearchEntryIsRefused() throws {
    // The first product's entry ends where it starts.
    try forge { bytes, layout in Self.store(0, at: layout[.textOffsets].lowerBound + 8, in: &bytes)
    }

    let index = try index()

    #expect(index.origin == .reused)
    #expect(throws: CatalogueIndexError.damaged) { try index.searchTexts() }
  }

  @Test func searchTextsThatDoNotStartAtTheirSectionsStartAreRefused() throws {
    try forge { bytes, layout in Self.store(1, at: layout[.textOffsets].lowerBound, in: &bytes) }

    #expect(throws: CatalogueIndexError.damaged) { try index().searchTexts() }
  }

  @Test func aSortedIdentifierPointingAtAnotherProductIsRefused() throws {
    // The first sorted identifier, product 1, is said to be where product 2 is.
    try forge { bytes, layout in
      let positions = layout[.sortedIDPositions].lowerBound
      withUnsafeBytes(of: UInt32(1).littleEndian) {
        bytes.replaceSubrange(positions..<positions + 4, with: $0)
      }
    }

    let index = try index()

    #expect(throws: CatalogueIndexError.damaged) { try index.position(of: 1) }
    #expect(try index.position(of: 3) == 2)
  }
}
