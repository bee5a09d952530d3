import Testing

@testable import TaschTerminal

/// Sums on list positions: exact while they fit, the nearest `Int` when they do not.
@Suite struct IntSaturatingTests {
  @Test(arguments: [
    (3, 4, 7), (-3, 4, 1), (Int.max, 1, Int.max), (Int.max - 2, 5, Int.max),
    (Int.min, -1, Int.min), (Int.max, Int.min, -1), (0, Int.max, Int.max),
  ])
  func addsOrStopsAtTheEnd(value: Int, other: Int, sum: Int) {
    #expect(value.addingSaturated(other) == sum)
  }
}
