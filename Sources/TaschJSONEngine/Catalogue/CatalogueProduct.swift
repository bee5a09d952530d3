import Tasch

/// A product as the catalogue states it: the readers and the index hand products out as this
/// type, so that the entity they build is named in this one place.
public typealias CatalogueProduct = Product

extension CatalogueProduct {
  /// The product with the catalogue's facts; nothing of any shopper's own.
  static func fromCatalogue(
    id: ProductID, name: String, shortDescription: String, description: String,
    colors: [ProductColor], dimensions: Dimensions, price: Money, stock: Int,
    imageName: String?, ratingCounts: RatingCounts
  ) -> CatalogueProduct {
    Product(
      id: id, name: name, shortDescription: shortDescription, description: description,
      colors: colors, dimensions: dimensions, price: price, stock: stock, imageName: imageName,
      rating: RatingSummary(othersCounts: ratingCounts.byRating))
  }
}

/// How many shoppers gave a product each number of stars, as the catalogue states it.
///
/// Each count is at most `CatalogueDecoder.maximumRatingCount`, as the readers check, so the
/// totals never overflow.
public struct RatingCounts: Hashable, Sendable {
  private var one = 0
  private var two = 0
  private var three = 0
  private var four = 0
  private var five = 0

  /// No ratings.
  init() {}

  /// The count for `rating`.
  public internal(set) subscript(rating: Rating) -> Int {
    get {
      switch rating {
      case .one: one
      case .two: two
      case .three: three
      case .four: four
      case .five: five
      }
    }
    set {
      switch rating {
      case .one: one = newValue
      case .two: two = newValue
      case .three: three = newValue
      case .four: four = newValue
      case .five: five = newValue
      }
    }
  }

  /// How many ratings there are.
  public var total: Int { one + two + three + four + five }

  /// The sum of the stars of every rating.
  public var totalStars: Int { one + 2 * two + 3 * three + 4 * four + 5 * five }

  /// The counts by rating, without the ratings nobody gave.
  public var byRating: [Rating: Int] {
    var counts: [Rating: Int] = [:]
    for rating in Rating.allCases where self[rating] > 0 { counts[rating] = self[rating] }
    return counts
  }
}
