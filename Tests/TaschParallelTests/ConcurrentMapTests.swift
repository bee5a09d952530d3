import Foundation
import Synchronization
import TaschParallel
import Testing

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

  @Test func statesAreHandedFromPartToPartNeverSharedAtOnce() {
    /// How many states were made, which are in use, and whether two parts ever held one.
    struct Record: Sendable {
      var made = 0
      var inUse = Set<Int>()
      var overlapped = false
    }
    let record = Mutex(Record())
    // Sixteen parts a core, whatever the cores.
    let count = 32 * 1_024 * ProcessInfo.processInfo.activeProcessorCount

    let makeState: @Sendable () -> Int = {
      record.withLock { record in
        record.made += 1
        return record.made
      }
    }
    let parts = (0..<count).concurrentParts(handingOn: makeState) { state, part in
      record.withLock { record in
        if !record.inUse.insert(state).inserted { record.overlapped = true }
      }
      defer { _ = record.withLock { $0.inUse.remove(state) } }
      return (state, Array(part))
    }

    let (made, overlapped) = record.withLock { ($0.made, $0.overlapped) }
    #expect(parts.flatMap(\.1) == Array(0..<count))
    #expect(!overlapped)
    // Fewer states than parts: each core hands its state on.
    #expect(made < parts.count)
    #expect(Set(parts.map(\.0)).count == made)
  }
}
