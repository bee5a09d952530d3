import Foundation
import Testing

@testable import TaschTerminal

/// Work split among the cores comes back whole and in order, whatever the split.
@Suite struct ConcurrentMapTests {
  @Test func aShortCollectionIsOnePart() {
    #expect((0..<10).concurrentParts { Array($0) } == [Array(0..<10)])
    #expect([Int]().concurrentParts { $0.count } == [0])
  }

  @Test func aLongCollectionIsSplitIntoPartsInOrder() {
    let parts = (0..<20_000).concurrentParts { Array($0) }

    // Many small parts for each core, of 1,024 elements at least.
    #expect(parts.count == min(16 * ProcessInfo.processInfo.activeProcessorCount, 19))
    #expect(parts.allSatisfy { !$0.isEmpty })
    #expect(parts.flatMap { $0 } == Array(0..<20_000))
  }

  @Test func mapsAStretchThatDoesNotStartAtZeroInOrder() {
    let stretch = 5_000..<25_000

    #expect(stretch.concurrentMap { $0 * 2 } == stretch.map { $0 * 2 })
    #expect(Array(stretch)[100...].concurrentMap { $0 } == Array(5_100..<25_000))
  }
}
