import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@Suite struct RatingViewModelTests {
  @Test func showsTheAverageAsStarsAndWords() {
    let view = RatingViewModel(
      RatingSummary(counts: RatingCounts([.four: 3, .five: 2]), mine: .five),
      localization: .locale("en_US"))

    #expect(view.average == 4.4)
    #expect(view.count == 5)
    #expect(view.mine == 5)
    #expect(view.filledStars == 4)
    #expect(view.stars == "★★★★☆")
    #expect(view.averageNumber == "4.4")
    #expect(view.averageText == "4.4 out of 5")
    #expect(view.countText == "5 ratings")
  }

  @Test func roundsHalfStarsUp() {
    let view = RatingViewModel(
      RatingSummary(counts: RatingCounts([.three: 1, .four: 1])), localization: .english)

    #expect(view.stars == "★★★★☆")
    #expect(view.countText == "2 ratings")
  }

  @Test func nobodyRatedInTwoLanguages() {
    let english = RatingViewModel(RatingSummary(), localization: .locale("en_US"))
    let french = RatingViewModel(RatingSummary(), localization: .locale("fr_FR"))

    #expect(english.stars == "☆☆☆☆☆")
    #expect(english.averageNumber == nil)
    #expect(english.averageText == "No ratings yet")
    #expect(english.countText == "0 ratings")
    #expect(french.averageText == "Aucun avis pour l’instant")
    #expect(french.countText == "0 avis")
  }

  @Test func averagesUseTheLocalesDecimalSeparator() {
    let view = RatingViewModel(
      RatingSummary(counts: RatingCounts([.four: 1, .five: 1])), localization: .locale("de_DE"))

    #expect(view.averageText == "4,5 von 5")
  }

  @Test func countsTooLargeToAddUpAreAveragedAsDoubles() {
    // The stars given overflow an Int: the average comes from the double, as before.
    let huge = RatingViewModel(
      RatingSummary(counts: RatingCounts([.one: Int.max / 2, .five: Int.max / 2])),
      localization: .english)
    let counted = RatingViewModel(
      RatingSummary(counts: RatingCounts([.one: 1, .five: 1])), localization: .english)

    #expect(huge.averageNumber == "3.0")
    #expect(counted.averageNumber == "3.0")
  }

  @Test func starsAreClamped() {
    #expect(RatingViewModel.stars(filled: 7) == "★★★★★")
    #expect(RatingViewModel.stars(filled: -1) == "☆☆☆☆☆")
  }
}
