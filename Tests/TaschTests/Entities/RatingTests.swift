import Tasch
import Testing

@Suite struct RatingTests {
  @Test func hasOneToFiveStars() {
    #expect(Rating.allCases.map(\.stars) == [1, 2, 3, 4, 5])
    #expect(Rating(stars: 0) == nil)
    #expect(Rating(stars: 6) == nil)
    #expect(Rating(stars: 3) == .three)
  }

  @Test func raisingStopsAtFiveAndLoweringBelowOneClears() {
    #expect(Rating.four.raised == .five)
    #expect(Rating.five.raised == .five)
    #expect(Rating.two.lowered == .one)
    #expect(Rating.one.lowered == nil)
  }
}
