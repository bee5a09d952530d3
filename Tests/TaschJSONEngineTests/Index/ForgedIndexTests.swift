import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

// An index whose checksums all hold is refused when it states what no builder writes:
// checksums find damage, not intent, so the values are checked too, and such an index is never
// trusted into a wrong answer or a crash.
extension CatalogueIndexCacheTests {
  // MARK: - Forged

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
    bytes.withUnsafeMutableBytes { IndexBuilder.seal($0, layout: layout, header: header) }
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

  @Test(arguments: [(0, 1), (8, 2), (1 << 31, 4), (UInt32.max, UInt32.max)] as [(UInt32, UInt32)])
  func aNameThatIsNotAStringLiteralInItsObjectIsRefused(start: UInt32, length: UInt32) throws {
    // The first product's name is said to be at its object's opening brace, at its
    // identifier's digits, or far outside its object.
    try forge { bytes, layout in
      let place = layout[.listedTexts].lowerBound
      withUnsafeBytes(of: (start.littleEndian, length.littleEndian)) {
        bytes.replaceSubrange(place..<place + 8, with: $0)
      }
    }

    let index = try index()

    #expect(throws: CatalogueIndexError.self) { try index.summaries(at: [0]) }
    #expect(try index.summaries(at: [1]).map(\.id) == [try index.facts(at: 1).id])
  }
}
