import Tasch
import Testing

@Suite struct RatingSummaryTests {
  @Test func nobodyRatedMeansNoAverage() {
    let summary = RatingSummary()

    #expect(summary.count == 0)
    #expect(summary.average == nil)
  }

  @Test func averagesOtherShoppersRatings() {
    let summary = RatingSummary(othersCounts: [.two: 1, .three: 2, .four: 5, .five: 9])

    #expect(summary.count == 17)
    #expect(summary.average == Double(2 + 6 + 20 + 45) / 17)
  }

  @Test func includesTheUsersOwnRating() {
    let summary = RatingSummary(othersCounts: [.five: 1], mine: .one)

    #expect(summary.count == 2)
    #expect(summary.average == 3)
  }

  @Test func replacingTheUsersRatingKeepsOthers() {
    let summary = RatingSummary(othersCounts: [.five: 1], mine: .one).replacingMine(with: nil)

    #expect(summary == RatingSummary(othersCounts: [.five: 1]))
  }

  @Test func zeroCountsAreTheSameAsNoCounts() {
    #expect(RatingSummary(othersCounts: [.one: 0]) == RatingSummary())
  }
}
