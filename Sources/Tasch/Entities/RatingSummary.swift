/// What shoppers think of a product: other shoppers' ratings plus this user's own.
public struct RatingSummary: Hashable, Sendable {
  /// How many other shoppers gave each number of stars.
  public let othersCounts: [Rating: Int]
  /// This user's rating, if they gave one.
  public let mine: Rating?

  /// A summary of other shoppers' `othersCounts` and this user's rating.
  public init(othersCounts: [Rating: Int] = [:], mine: Rating? = nil) {
    self.othersCounts = othersCounts.filter { $0.value > 0 }
    self.mine = mine
  }

  /// The same summary with this user's rating replaced.
  public func replacingMine(with rating: Rating?) -> RatingSummary {
    RatingSummary(othersCounts: othersCounts, mine: rating)
  }

  /// How many ratings there are, this user's included.
  public var count: Int {
    othersCounts.values.reduce(0, +) + (mine == nil ? 0 : 1)
  }

  /// The mean number of stars, this user's rating included; `nil` when nobody rated.
  public var average: Double? {
    guard count > 0 else { return nil }
    let othersStars = othersCounts.reduce(0) { $0 + $1.key.stars * $1.value }
    return Double(othersStars + (mine?.stars ?? 0)) / Double(count)
  }
}
