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

}
