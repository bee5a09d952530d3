import Tasch

/// What shoppers think of a product, as stars and words.
public struct RatingViewModel: Hashable, Sendable {
  /// The mean number of stars, the user's own included; `nil` when nobody rated.
  public let average: Double?
  /// How many ratings there are.
  public let count: Int
  /// The user's own stars, 1…5, if they rated.
  public let mine: Int?
  /// How many of five stars the average fills, rounded to the nearest.
  public let filledStars: Int
  /// The average with one decimal, as the locale writes it: `4.4`, `4,4`; `nil` when nobody
  /// rated.
  public let averageNumber: String?
  /// The words the texts below are in.
  private let localization: Localization

  /// The view of `summary`.
  public init(_ summary: RatingSummary, localization: Localization) {
    // Worked out once: a list asks for the rating of every row.
    let average = summary.average
    self.average = average
    count = summary.count
    mine = summary.mine?.stars
    filledStars = average.map { Int(($0).rounded(.toNearestOrAwayFromZero)) } ?? 0
    averageNumber = average.map { average in
      guard let (stars, count) = Self.wholeTotals(of: summary.counts) else {
        return localization.number(average, fractionDigits: 1)
      }
      return localization.number(stars, over: count, fractionDigits: 1)
    }
    self.localization = localization
  }

  // The texts are written when read: a list of 100,000 products shows none of them.

  /// The average as stars: `★★★★☆`.
  public var stars: String { Self.stars(filled: filledStars) }
  /// `4.4 out of 5`, or "No ratings yet".
  public var averageText: String {
    averageNumber.map { localization.text(.averageRating, ["average": $0]) }
      ?? localization.text(.noRatings)
  }
  /// `17 ratings`.
  public var countText: String { localization.text(.ratingCount, count: count) }

  /// The stars given and the ratings, whose quotient is the average, when both fit an `Int`.
  private static func wholeTotals(of counts: RatingCounts) -> (stars: Int, count: Int)? {
    var stars = 0
    var count = 0
    for rating in Rating.allCases {
      let (given, overflow) = rating.stars.multipliedReportingOverflow(by: counts[rating])
      let (starsSum, starsOverflow) = stars.addingReportingOverflow(given)
      let (countSum, countOverflow) = count.addingReportingOverflow(counts[rating])
      guard !overflow, !starsOverflow, !countOverflow else { return nil }
      (stars, count) = (starsSum, countSum)
    }
    return (stars, count)
  }

  /// Five stars, the first `filled` of them full: `★★★☆☆` for 3.
  public static func stars(filled: Int) -> String {
    let full = min(max(filled, 0), 5)
    return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
  }
}
