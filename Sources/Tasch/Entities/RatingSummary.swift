/// What shoppers think of a product, as one shopper sees it: everyone's ratings, and which one
/// is theirs.
public struct RatingSummary: Hashable, Sendable {
  /// Every shopper's ratings, this shopper's included.
  public let counts: RatingCounts
  /// This shopper's own rating, if they gave one.
  public let mine: Rating?

  /// A summary of `counts`, in which `mine` is this shopper's rating.
  public init(counts: RatingCounts = RatingCounts(), mine: Rating? = nil) {
    self.counts = counts
    self.mine = mine
  }

  /// How many ratings there are, this shopper's included.
  public var count: Int { counts.count }

  /// The mean number of stars, this shopper's rating included; `nil` when nobody rated.
  public var average: Double? { counts.average }
}
