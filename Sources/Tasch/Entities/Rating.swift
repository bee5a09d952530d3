/// A rating of one to five stars.
public enum Rating: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// One star: the lowest rating.
  case one = 1
  /// Two stars.
  case two
  /// Three stars.
  case three
  /// Four stars.
  case four
  /// Five stars: the highest rating.
  case five

  /// The number of stars, 1…5.
  public var stars: Int { rawValue }

  /// The rating of `stars` stars; `nil` outside 1…5.
  public init?(stars: Int) {
    self.init(rawValue: stars)
  }

  /// One star more, up to five.
  public var raised: Rating { Rating(rawValue: rawValue + 1) ?? .five }

  /// One star less; `nil` below one star, which means no rating.
  public var lowered: Rating? { Rating(rawValue: rawValue - 1) }

  /// The numbers of stars a rating may have, as a message says them: `1 to 5`.
  public static let starsAllowed = "\(Rating.one.stars) to \(Rating.five.stars)"

  /// Orders ratings by stars.
  public static func < (lhs: Rating, rhs: Rating) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
