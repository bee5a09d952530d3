import Foundation
import Testing

@testable import TaschParallel

/// Work is cut into many small parts for each core, never into parts too small to be worth a
/// thread, and always into one part at least.
@Suite struct CorePartsTests {
  private let cores = ProcessInfo.processInfo.activeProcessorCount

  @Test func littleWorkIsOnePart() {
    #expect(CoreParts.count(of: 0) == 1)
    #expect(CoreParts.count(of: 1) == 1)
    #expect(CoreParts.count(of: 2 * CoreParts.minimumItems - 1) == 1)
  }

  @Test func noPartHoldsFewerThanTheMinimum() {
    let total = 5 * CoreParts.minimumItems + 10

    #expect(CoreParts.count(of: total) == min(5, 16 * cores))
  }

  @Test func muchWorkIsSixteenPartsForEachCore() {
    #expect(CoreParts.count(of: 1_000_000_000) == 16 * cores)
    #expect(CoreParts.count(of: Int.max) == 16 * cores)
  }
}
