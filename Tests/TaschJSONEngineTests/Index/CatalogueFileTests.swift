import Synchronization
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// Objects read in parts on every core are made straight into their places in the result; when
/// any part fails, none of what the others made is kept, and nothing is made twice.
@Suite struct CatalogueFileTests {
  private let folder = TemporaryFolder()
  private let file: CatalogueFile
  /// Twenty thousand objects of four digits each, `0000` to `9999`, twice over.
  private let ranges: [Range<UInt64>]

  init() throws {
    let text = (0..<20_000).map { String(format: "%04d", $0 % 10_000) }.joined()
    let path = try folder.write(text, to: "objects.txt")
    let opened = try PositionalFile(path: path, limit: .catalogue)
    let fingerprint = try #require(FileFingerprint(of: path))
    file = CatalogueFile(opened, fingerprint: fingerprint)
    ranges = (0..<20_000).map { UInt64(4 * $0)..<UInt64(4 * $0 + 4) }
  }

  /// Counts the items made and the items let go.
  private final class Item: Sendable {
    let text: String
    let made: Counts

    init(_ text: String, _ made: Counts) {
      self.text = text
      self.made = made
      made.alive.add(1, ordering: .relaxed)
    }

    deinit { made.alive.subtract(1, ordering: .relaxed) }
  }

  private final class Counts: Sendable {
    let alive = Atomic(0)
  }

  private func requests(_ order: [Int]) -> [(position: Int, bytes: Range<UInt64>)] {
    order.map { ($0, ranges[$0]) }
  }

  @Test func makesEveryObjectInTheOrderAsked() throws {
    let counts = Counts()
    let order = Array((0..<20_000).reversed())

    let items = try file.objects(requests(order)) { bytes, offset, position in
      #expect(offset == 4 * position)
      return Item(String(decoding: bytes, as: UTF8.self), counts)
    }

    #expect(items.map(\.text) == order.map { String(format: "%04d", $0 % 10_000) })
    #expect(counts.alive.load(ordering: .relaxed) == 20_000)
  }

  @Test(arguments: [0, 7_777, 19_999])
  func aFailureInOnePartKeepsNothingTheOthersMade(failing: Int) throws {
    let counts = Counts()

    #expect(throws: CatalogueIndexError.damaged) {
      try file.objects(requests(Array(0..<20_000))) {
        bytes, _, position throws(CatalogueIndexError) in
        guard position != failing else { throw .damaged }
        return Item(String(decoding: bytes, as: UTF8.self), counts)
      }
    }
    #expect(counts.alive.load(ordering: .relaxed) == 0)
  }
}
