/// How many ratings of each number of stars a product has.
public struct RatingCounts: Hashable, Sendable {
  /// The number of ratings per number of stars; stars nobody gave are absent.
  public private(set) var byStars: [Rating: Int]

  /// Counts of `byStars`; counts of zero or less are left out.
  public init(_ byStars: [Rating: Int] = [:]) {
    self.byStars = byStars.filter { $0.value > 0 }
  }

  /// How many ratings there are; at most `Int.max`, however large the catalogue's counts.
  public var count: Int {
    byStars.values.reduce(0) { total, count in
      let (sum, overflow) = total.addingReportingOverflow(count)
      return overflow ? Int.max : sum
    }
  }

  /// The mean number of stars; `nil` when nobody rated.
  ///
  /// Computed in floating point, which cannot overflow however large the counts.
  public var average: Double? {
    let count = byStars.values.reduce(0.0) { $0 + Double($1) }
    guard count > 0 else { return nil }
    let stars = byStars.reduce(0.0) { $0 + Double($1.key.stars) * Double($1.value) }
    return stars / count
  }

  /// The counts after a shopper changed their rating from `old` to `new` (either may be none):
  /// how a shopper's rating is merged into everyone's.
  public func replacing(_ old: Rating?, with new: Rating?) -> RatingCounts {
    var counts = byStars
    if let old { counts[old, default: 0] -= 1 }
    if let new {
      let (raised, overflow) = counts[new, default: 0].addingReportingOverflow(1)
      // A count already at `Int.max` stays there rather than overflow.
      counts[new] = overflow ? Int.max : raised
    }
    return RatingCounts(counts)
  }

  /// These counts with every rating of `shoppers` added to them.
  public func adding(_ shoppers: some Sequence<Rating>) -> RatingCounts {
    shoppers.reduce(self) { $0.replacing(nil, with: $1) }
  }
}
