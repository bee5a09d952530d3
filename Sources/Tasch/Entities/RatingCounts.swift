/// How many ratings of each number of stars a product has.
public struct RatingCounts: Hashable, Sendable {
  // The count of each rating, none below zero: five numbers kept in place, not a dictionary,
  // since every product of a catalogue of a million carries its own.
  private var oneStar = 0
  private var twoStars = 0
  private var threeStars = 0
  private var fourStars = 0
  private var fiveStars = 0

  /// Counts of `byStars`; counts of zero or less are left out.
  public init(_ byStars: [Rating: Int] = [:]) {
    self.init { byStars[$0] ?? 0 }
  }

  /// The counts `count` gives each rating; counts of zero or less are left out.
  public init<Failure: Error>(counting count: (Rating) throws(Failure) -> Int) throws(Failure) {
    for rating in Rating.allCases { self[rating] = max(0, try count(rating)) }
  }

  /// How many ratings of `rating` there are.
  public private(set) subscript(rating: Rating) -> Int {
    get {
      switch rating {
      case .one: oneStar
      case .two: twoStars
      case .three: threeStars
      case .four: fourStars
      case .five: fiveStars
      }
    }
    set {
      switch rating {
      case .one: oneStar = newValue
      case .two: twoStars = newValue
      case .three: threeStars = newValue
      case .four: fourStars = newValue
      case .five: fiveStars = newValue
      }
    }
  }

  /// The number of ratings per number of stars; stars nobody gave are absent.
  public var byStars: [Rating: Int] {
    var byStars: [Rating: Int] = [:]
    for rating in Rating.allCases where self[rating] > 0 { byStars[rating] = self[rating] }
    return byStars
  }

  /// How many ratings there are; at most `Int.max`, however large the catalogue's counts.
  public var count: Int {
    Rating.allCases.reduce(0) { total, rating in
      let (sum, overflow) = total.addingReportingOverflow(self[rating])
      return overflow ? Int.max : sum
    }
  }

  /// The mean number of stars; `nil` when nobody rated.
  ///
  /// Computed in floating point, which cannot overflow however large the counts.
  public var average: Double? {
    let count = Rating.allCases.reduce(0.0) { $0 + Double(self[$1]) }
    guard count > 0 else { return nil }
    let stars = Rating.allCases.reduce(0.0) { $0 + Double($1.stars) * Double(self[$1]) }
    return stars / count
  }

  /// The counts after a shopper changed their rating from `old` to `new` (either may be none):
  /// how a shopper's rating is merged into everyone's.
  public func replacing(_ old: Rating?, with new: Rating?) -> RatingCounts {
    RatingCounts { rating in
      var count = self[rating]
      if rating == old { count -= 1 }
      if rating == new {
        let (raised, overflow) = count.addingReportingOverflow(1)
        // A count already at `Int.max` stays there rather than overflow.
        count = overflow ? Int.max : raised
      }
      return count
    }
  }

  /// These counts with every rating of `shoppers` added to them.
  public func adding(_ shoppers: some Sequence<Rating>) -> RatingCounts {
    shoppers.reduce(self) { $0.replacing(nil, with: $1) }
  }
}
