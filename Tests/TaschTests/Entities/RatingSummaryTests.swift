import Tasch
import Testing

@Suite struct RatingSummaryTests {
  @Test func nobodyRatedMeansNoAverageAndNothingOfMine() {
    let summary = RatingSummary()

    #expect(summary.count == 0)
    #expect(summary.average == nil)
    #expect(summary.mine == nil)
  }

  @Test func countsAndAveragesEveryonesRatingsMineIncluded() {
    let summary = RatingSummary(counts: RatingCounts([.one: 1, .five: 1]), mine: .one)

    #expect(summary.count == 2)
    #expect(summary.average == 3)
  }

  @Test func replacingMineMovesItInTheCounts() {
    let summary = RatingSummary(counts: RatingCounts([.one: 1, .five: 1]), mine: .one)

    let replaced = summary.replacingMine(with: .four)

    #expect(replaced == RatingSummary(counts: RatingCounts([.four: 1, .five: 1]), mine: .four))
  }

  @Test func clearingMineTakesItOutOfTheCounts() {
    let summary = RatingSummary(counts: RatingCounts([.one: 1, .five: 1]), mine: .one)

    #expect(summary.replacingMine(with: nil) == RatingSummary(counts: RatingCounts([.five: 1])))
  }

  @Test func ratingForTheFirstTimeAddsMine() {
    let summary = RatingSummary(counts: RatingCounts([.five: 1]))

    #expect(
      summary.replacingMine(with: .two)
        == RatingSummary(counts: RatingCounts([.two: 1, .five: 1]), mine: .two))
  }
}
