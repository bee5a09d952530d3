import Tasch
import Testing

@Suite struct RatingCountsTests {
  @Test func nobodyRatedMeansNoCountAndNoAverage() {
    let counts = RatingCounts()

    #expect(counts.count == 0)
    #expect(counts.average == nil)
  }

  @Test func countsAndAveragesEveryStar() {
    let counts = RatingCounts([.two: 1, .three: 2, .four: 5, .five: 9])

    #expect(counts.count == 17)
    #expect(counts.average == Double(2 + 6 + 20 + 45) / 17)
  }

  @Test func leavesOutCountsOfZeroOrLess() {
    let counts = RatingCounts([.one: 0, .two: -4, .three: 1])

    #expect(counts.byStars == [.three: 1])
    #expect(counts == RatingCounts([.three: 1]))
  }

  @Test func countsEachRatingAsTheCountingSays() {
    let counts = RatingCounts { $0 == .two ? -3 : $0.stars * 10 }

    #expect(counts[.one] == 10)
    #expect(counts[.two] == 0)
    #expect(counts[.five] == 50)
    #expect(counts.byStars == [.one: 10, .three: 30, .four: 40, .five: 50])
  }

  @Test func aCountingThatFailsFailsTheCounts() {
    struct Unreadable: Error {}

    #expect(throws: Unreadable.self) {
      try RatingCounts { rating throws(Unreadable) in
        guard rating != .three else { throw Unreadable() }
        return 1
      }
    }
  }

  @Test func replacingARatingNobodyGaveWithItselfLeavesItUncounted() {
    #expect(RatingCounts([.two: 1]).replacing(.five, with: .five) == RatingCounts([.two: 1]))
  }

  @Test func replacingMovesOneRatingFromOldToNew() {
    let counts = RatingCounts([.two: 1, .five: 3])

    #expect(counts.replacing(.two, with: .four) == RatingCounts([.four: 1, .five: 3]))
    #expect(counts.replacing(nil, with: .five) == RatingCounts([.two: 1, .five: 4]))
    #expect(counts.replacing(.five, with: nil) == RatingCounts([.two: 1, .five: 2]))
    #expect(counts.replacing(nil, with: nil) == counts)
  }

  @Test func replacingARatingNobodyGaveNeverCountsBelowZero() {
    #expect(RatingCounts().replacing(.one, with: nil) == RatingCounts())
  }

  @Test func addsEveryShoppersRating() {
    let counts = RatingCounts([.four: 1]).adding([.four, .one, .four])

    #expect(counts == RatingCounts([.one: 1, .four: 3]))
  }

  // MARK: - Huge counts

  @Test func aCountBeyondIntMaxStaysAtIntMaxInsteadOfTrapping() {
    let counts = RatingCounts([.one: .max, .five: .max])

    #expect(counts.count == .max)
    #expect(counts.average == 3)
  }

  @Test func addingToACountAtIntMaxKeepsItThere() {
    let counts = RatingCounts([.five: .max])

    let raised = counts.replacing(nil, with: .five).adding([.five, .five])

    #expect(raised.byStars == [.five: .max])
    #expect(raised.average == 5)
  }

  @Test func takingAwayFromACountAtIntMaxLowersIt() {
    let counts = RatingCounts([.five: .max]).replacing(.five, with: .one)

    #expect(counts.byStars == [.one: 1, .five: .max - 1])
    #expect(counts.count == .max)
  }
}
