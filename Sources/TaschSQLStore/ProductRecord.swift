import Foundation
import Tasch
import TaschStoreSupport

/// How a product is kept in a row of `products`, and read back.
enum ProductRecord {
  /// The columns a product is read from, in the order `product(from:currency:)` reads them.
  static func columns(_ alias: String = "") -> String {
    readColumns.map { alias + $0 }.joined(separator: ", ")
  }

  /// The columns a loaded product is written to, in the order `values(of:…)` gives them.
  static let writtenColumns =
    ["shop_key", "id", "position", "available"] + readColumns.dropFirst()
    + ["rating_count", "rating_rank", "name_key", "short_description_key"]

  private static let readColumns =
    [
      "id", "name", "short_description", "description", "colors", "height_cm", "height_in",
      "width_cm", "width_in", "depth_cm", "depth_in", "price", "stock", "image",
    ] + ratingColumns

  /// The columns of the rating counts, one star to five.
  static let ratingColumns = Rating.allCases.map { "rated_\($0.stars)" }

  // MARK: - Reading

  /// The product in `row`, priced in `currency`.
  static func product(from row: SQLRow, currency: Currency) throws(ShopError) -> ShopProduct {
    ShopProduct(
      id: ProductID(try row.int(0)), name: try row.string(1),
      shortDescription: try row.string(2), description: try row.string(3),
      colors: try colors(row, 4),
      dimensions: Dimensions(
        height: try length(row, 5), width: try length(row, 7), depth: try length(row, 9)),
      price: Money(minorUnits: try row.int64(11), currency: currency),
      stock: try row.int(12), imageName: try row.optionalString(13),
      ratings: try ratings(row, from: 14))
  }

  /// The rating counts in the five columns of `row` from `first`.
  static func ratings(_ row: SQLRow, from first: Int) throws(ShopError) -> RatingCounts {
    try RatingCounts { rating throws(ShopError) in try row.int(first + rating.stars - 1) }
  }

  private static func colors(_ row: SQLRow, _ index: Int) throws(ShopError) -> [ProductColor] {
    var colors: [ProductColor] = []
    for hex in try row.string(index).split(separator: " ") {
      guard let color = ProductColor(hex: String(hex)) else {
        throw row.damaged(index, expected: "colours of six hex digits")
      }
      colors.append(color)
    }
    return colors
  }

  private static func length(_ row: SQLRow, _ index: Int) throws(ShopError) -> Length? {
    guard let centimetres = try row.optionalInt(index),
      let inches = try row.optionalInt(index + 1)
    else { return nil }
    return Length(centimetres: centimetres, inches: inches)
  }

  // MARK: - Writing

  /// A product's name and short description as they are searched and sorted.
  struct SearchKeys {
    let name: String
    let shortDescription: String

    /// The keys of `product`.
    init(_ product: ShopProduct) {
      name = searchKey(product.name)
      shortDescription = searchKey(product.shortDescription)
    }
  }

  /// The values of `product`, found at `position` in the catalogue of the shop `shopKey`, for
  /// `writtenColumns`; its ratings are `ratings`, every shopper's counted, and its search keys
  /// `keys`.
  static func values(
    of product: ShopProduct, at position: Int, in shopKey: Int64, ratings: RatingCounts,
    keys: SearchKeys
  ) -> [SQLValue] {
    let dimensions = product.dimensions
    let lengths = [dimensions.height, dimensions.width, dimensions.depth].flatMap {
      [SQLValue.int($0?.centimetres), .int($0?.inches)]
    }
    return [
      .integer(shopKey), .int(product.id.rawValue), .int(position), .integer(1),
      .text(product.name), .text(product.shortDescription), .text(product.description),
      .text(product.colors.map(\.hex).joined(separator: " ")),
    ] + lengths + [
      .integer(product.price.minorUnits), .int(product.stock), .text(orNull: product.imageName),
    ] + ratingValues(ratings) + [
      .text(keys.name), .text(keys.shortDescription),
    ]
  }

  /// The values of the rating columns, then `rating_count` and `rating_rank`: the counts per
  /// star, and what the rating sort orders by.
  static func ratingValues(_ ratings: RatingCounts) -> [SQLValue] {
    Rating.allCases.map { .int(ratings[$0]) } + [
      .int(ratings.count),
      // The sort key's own numbers, so that SQL orders exactly as the core does; -1 (below
      // every average) for the unrated, which come last.
      .real(ratings.average ?? -1),
    ]
  }

  /// The key `text` is searched and sorted by: folded as the core folds it, in one Unicode
  /// normal form, so that comparing bytes compares characters.
  static func searchKey(_ text: String) -> String {
    FastSearchFolding.sortKey(text)
  }

  /// `key`, already folded, in the normal form the stored keys are in.
  static func normalized(_ key: String) -> String {
    key.precomposedStringWithCanonicalMapping
  }
}
