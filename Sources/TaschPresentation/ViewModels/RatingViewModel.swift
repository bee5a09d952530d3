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
  /// The average as stars: `★★★★☆`.
  public let stars: String
  /// The average with one decimal, as the locale writes it: `4.4`, `4,4`; `nil` when nobody
  /// rated.
  public let averageNumber: String?
  /// `4.4 out of 5`, or "No ratings yet".
  public let averageText: String
  /// `17 ratings`.
  public let countText: String

  /// The view of `summary`.
  public init(_ summary: RatingSummary, localization: Localization) {
    average = summary.average
    count = summary.count
    mine = summary.mine?.stars
    filledStars = summary.average.map { Int(($0).rounded(.toNearestOrAwayFromZero)) } ?? 0
    stars = Self.stars(filled: filledStars)
    averageNumber = summary.average.map { localization.number($0, fractionDigits: 1) }
    averageText =
      averageNumber.map { localization.text(.averageRating, ["average": $0]) }
      ?? localization.text(.noRatings)
    countText = localization.text(.ratingCount, count: summary.count)
  }

  /// Five stars, the first `filled` of them full: `★★★☆☆` for 3.
  public static func stars(filled: Int) -> String {
    let full = min(max(filled, 0), 5)
    return String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
  }
}
