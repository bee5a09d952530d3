import TaschSimulation
import Testing

@testable import TaschJSONEngine

/// The sorts an index keeps against plain comparison sorts of the same keys.
@Suite struct IndexSortingTests {
  /// Byte keys laid out as the index builder lays out names: one after the other, with where
  /// each starts.
  private struct Keys {
    var bytes: [UInt8] = []
    var offsets = [0]

    init(_ keys: [[UInt8]]) {
      for key in keys {
        bytes += key
        offsets.append(bytes.count)
      }
    }

    /// The order a plain sort gives: byte by byte, a key that begins another first, ties by
    /// position.
    var expected: [UInt32] {
      let keys = (0..<offsets.count - 1).map { Array(bytes[offsets[$0]..<offsets[$0 + 1]]) }
      return keys.indices.sorted {
        keys[$0] != keys[$1] ? keys[$0].lexicographicallyPrecedes(keys[$1]) : $0 < $1
      }.map { UInt32($0) }
    }

    /// Whether each key, in the order a plain sort gives, equals the next one.
    var expectedTies: [Bool] {
      let keys = (0..<offsets.count - 1).map { Array(bytes[offsets[$0]..<offsets[$0 + 1]]) }
      let order = expected
      return order.indices.map {
        $0 + 1 < order.count && keys[Int(order[$0])] == keys[Int(order[$0 + 1])]
      }
    }

    var sorted: [UInt32] { sortedWithTies.order }

    var sortedWithTies: (order: [UInt32], tiesWithNext: [Bool]) {
      IndexSorting.ascending(byteKeys: bytes, offsets: offsets)
    }
  }

  /// The positions of `keys` by a plain stable sort.
  private func expected(_ keys: [UInt64]) -> [UInt32] {
    keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { UInt32($0) }
  }

  @Test(arguments: [UInt64(0), 1, 2_047, 1 << 20, UInt64(UInt32.max), 1 << 40, .max])
  func sortsNumbersOfEveryWidthStablyAsAPlainSortDoes(largest: UInt64) {
    var random = SeededRandomNumberGenerator(seed: largest)
    // Around a large base too: the keys are counted from the smallest.
    for base in [UInt64(0), UInt64.max - largest] {
      let keys = (0..<5_000).map { _ in base + UInt64.random(in: 0...largest, using: &random) }
      let repeated = keys.prefix(100) + keys.prefix(100)

      #expect(IndexSorting.ascending(keys) == expected(keys), "up to \(largest) from \(base)")
      #expect(IndexSorting.ascending(Array(repeated)) == expected(Array(repeated)))
    }
    #expect(IndexSorting.ascending([]) == [])
    #expect(IndexSorting.ascending([largest]) == [0])
  }

  /// Keys already in order are left as they are; keys in the opposite order, or in order but
  /// for one, are sorted all the same.
  @Test func sortsKeysThatAreInOrderOrNearlySo() {
    let ordered = (0..<4_000).map { UInt64($0 / 3) * 1_000_003 }
    var oneOut = ordered
    oneOut.swapAt(1_000, 3_000)
    let reversed = Array(ordered.reversed())

    #expect(IndexSorting.ascending(ordered) == (0..<4_000).map { UInt32($0) })
    #expect(IndexSorting.ascending(oneOut) == expected(oneOut))
    #expect(IndexSorting.ascending(reversed) == expected(reversed))
    #expect(
      IndexSorting.bothWays(Array(repeating: 7, count: 4_000), then: reversed).ascending
        == expected(reversed))
  }

  @Test func sortsByASecondKeyWhereTheFirstTies() {
    var random = SeededRandomNumberGenerator(seed: 3)
    let primary = (0..<3_000).map { _ in UInt64.random(in: 0...20, using: &random) << 50 }
    let secondary = (0..<3_000).map { _ in UInt64.random(in: 0...1_000, using: &random) }
    let order = primary.indices.sorted {
      (primary[$0], secondary[$0], $0) < (primary[$1], secondary[$1], $1)
    }

    let reversed = primary.indices.sorted {
      (primary[$1], secondary[$1], $0) < (primary[$0], secondary[$0], $1)
    }

    let sorted = IndexSorting.bothWays(primary, then: secondary)

    #expect(sorted.ascending == order.map { UInt32($0) })
    #expect(sorted.reversed == reversed.map { UInt32($0) })
  }

  @Test(arguments: [UInt64(3), 2_047, .max])
  func sortsBothWaysAsPlainSortsDo(largest: UInt64) {
    var random = SeededRandomNumberGenerator(seed: largest)
    let keys = (0..<5_000).map { _ in UInt64.random(in: 0...largest, using: &random) }
    let reversed = keys.indices.sorted { (keys[$1], $0) < (keys[$0], $1) }

    let sorted = IndexSorting.bothWays(keys)

    #expect(sorted.ascending == expected(keys))
    #expect(sorted.reversed == reversed.map { UInt32($0) })
  }

  /// With 20,000 keys the runs that share a beginning are sorted in parts, on every core.
  @Test(arguments: [3_000, 20_000])
  func sortsKeysThatShareLongBeginnings(count: Int) {
    var random = SeededRandomNumberGenerator(seed: 42)
    let beginnings = [
      "", "a", "rucksack weekend ", "rucksack weekend edition ", "カメラバッグ", "ab\u{0}",
      String(repeating: "x", count: 40),
    ].map { Array($0.utf8) }
    let keys = (0..<count).map { _ in
      beginnings.randomElement(using: &random)!
        + (0..<Int.random(in: 0...12, using: &random)).map { _ in
          [0, 1, 0x61, 0x62, 0x7F, 0xE3, 0xFF].randomElement(using: &random)!
        }
    }

    let sorted = Keys(keys).sortedWithTies
    #expect(sorted.order == Keys(keys).expected)
    #expect(sorted.tiesWithNext == Keys(keys).expectedTies)
  }

  @Test func ordersKeysThatDifferOnlyInZerosAtTheirEnds() {
    let keys: [[UInt8]] = [
      [0x61, 0x62, 0], [0x61, 0x62], [0x61, 0x62, 0, 0], [0x61, 0x62], [], [0], [0x61, 0x62, 0],
    ]
    let many = Array(repeating: keys, count: 10).flatMap { $0 }

    #expect(Keys(keys).sorted == [4, 5, 1, 3, 0, 6, 2])
    #expect(Keys(many).sorted == Keys(many).expected)
    #expect(Keys(many).sortedWithTies.tiesWithNext == Keys(many).expectedTies)
  }

  /// Keys that share their first eight bytes, zeros past their ends, and end on either side
  /// of the eighth and sixteenth bytes: their lengths and next bytes order them at once.
  @Test func ordersKeysThatEndAroundEachChunk() {
    let stem = Array("abcdefgh".utf8)
    var keys: [[UInt8]] = []
    for length in 0...26 {
      keys.append(Array((stem + Array(repeating: 0, count: 20)).prefix(length)))
      keys.append(Array((stem + Array("ijklmnopqrstuvwxyz".utf8)).prefix(length)))
      keys.append(Array((stem.prefix(3) + Array(repeating: 0, count: 24)).prefix(length)))
    }
    var random = SeededRandomNumberGenerator(seed: 7)
    let shuffled = keys.reversed() + keys + keys.shuffled(using: &random)

    #expect(Keys(shuffled).sorted == Keys(shuffled).expected)
    #expect(Keys(shuffled).sortedWithTies.tiesWithNext == Keys(shuffled).expectedTies)
  }

  @Test func keepsEqualKeysInCatalogueOrder() {
    let name = Array("Sacoche Heritage Édition limitée".utf8)
    let keys = Array(repeating: name, count: 500) + [Array("Sacoche".utf8)]

    #expect(Keys(keys).sorted == [500] + (0..<500).map { UInt32($0) })
    #expect(
      Keys(keys).sortedWithTies.tiesWithNext
        == [false] + Array(repeating: true, count: 499) + [false])
  }

  @Test func reversesEachRunOfEqualKeysKeepingCatalogueOrder() {
    let keys: [UInt64] = [5, 3, 5, 1, 3, 5, 2]

    let sorted = IndexSorting.bothWays(keys)

    #expect(sorted.ascending == [3, 6, 1, 4, 0, 2, 5])
    #expect(sorted.reversed == [0, 2, 5, 1, 4, 6, 3])
  }
}
