import Foundation
import Tasch
import TaschStoreSupport

/// How a product is kept in a row of `products`, and read back.
enum ProductRecord {
  /// The columns a product is read from, in the order `product(from:currency:)` reads them.
  static func columns(_ alias: String = "") -> String {
    readColumns.map { alias + $0 }.joined(separator: ", ")
  }

  /// How many columns `columns(_:)` names.
  static var columnCount: Int { readColumns.count }

  /// The columns a loaded product is written to, in the order `values(of:…)` gives them.
  static let writtenColumns =
    ["shop_key", "id", "position", "available"] + readColumns.dropFirst()
    + ["rating_count", "rating_rank", "name_key", "short_description_key"]

  private static let readColumns =
    [
      "id", "name", "short_description", "description", "colors", "height_cm", "height_in",
      "width_cm", "width_in", "depth_cm", "depth_in", "price", "stock", "max_per_order", "image",
    ] + ratingColumns

  /// The columns of the rating counts, one star to five.
  static let ratingColumns = Rating.allCases.map { "rated_\($0.stars)" }

  // MARK: - Reading

  /// The product in `row`, priced in `currency`.
  ///
  /// - Throws: `ShopError.storage` naming the product and the field when a value breaks one of
  ///   the shop's rules (`ShopRules`), as a catalogue file's would; naming the column when a
  ///   value is not of its type.
  static func product(from row: SQLRow, currency: Currency) throws(ShopError) -> ShopProduct {
    let id = ProductID(try row.described(as: "a product", columns: readColumns).int(0))
    let row = row.described(as: "product \(id)", columns: readColumns)
    let product = ShopProduct(
      id: id, name: try row.string(1), shortDescription: try row.string(2),
      description: try row.string(3), colors: try colors(row, 4, of: id),
      dimensions: Dimensions(
        height: try length(row, 5, "height", of: id), width: try length(row, 7, "width", of: id),
        depth: try length(row, 9, "depth", of: id)),
      price: Money(minorUnits: try row.int64(11), currency: currency),
      stock: try row.int(12), maxPerOrder: try row.optionalInt(13),
      imageName: try row.optionalString(14), ratings: try ratings(row, from: 15, of: id))
    if let broken = ShopRules.check(product, withShoppersRatings: true) {
      throw row.damaged("product \(id)", broken)
    }
    return product
  }

  /// The rating counts of the product `id` in the five columns of `row` from `first`.
  ///
  /// - Throws: `ShopError.storage` for a count below zero or too large, which the counts would
  ///   otherwise leave out.
  static func ratings(_ row: SQLRow, from first: Int, of id: ProductID) throws(ShopError)
    -> RatingCounts
  {
    try RatingCounts { rating throws(ShopError) in
      let count = try row.int(first + rating.stars - 1)
      if let broken = ShopRules.ratingCount(
        count, "ratings.\(rating.stars)", withShoppersRatings: true)
      {
        throw row.damaged("product \(id)", broken)
      }
      return count
    }
  }

  private static func colors(_ row: SQLRow, _ index: Int, of id: ProductID) throws(ShopError)
    -> [ProductColor]
  {
    var colors: [ProductColor] = []
    for hex in try row.string(index).split(separator: " ") {
      guard let color = ProductColor(hex: String(hex)) else {
        let problem = ShopRules.mustBe("six hex digits", not: "\"\(hex)\"")
        throw row.damaged("product \(id)", BrokenRule("colors[\(colors.count)]", problem))
      }
      colors.append(color)
    }
    return colors
  }

  /// The length in column `index` and the next, the `measure` of the product `id`: both NULL
  /// when unknown, as they are written.
  private static func length(_ row: SQLRow, _ index: Int, _ measure: String, of id: ProductID)
    throws(ShopError) -> Length?
  {
    switch (try row.optionalInt(index), try row.optionalInt(index + 1)) {
    case (nil, nil): return nil
    case (let centimetres?, let inches?): return Length(centimetres: centimetres, inches: inches)
    default:
      let broken = BrokenRule(
        "dimensions.\(measure)", "must have both \"cm\" and \"in\", or neither")
      throw row.damaged("product \(id)", broken)
    }
  }

  // MARK: - Writing

  /// A product's name and short description as they are searched and sorted.
  struct SearchKeys {
    let name: String
    let shortDescription: String

    /// The keys of `product`.
    init(_ product: ShopProduct) {
      self.init(name: product.name, shortDescription: product.shortDescription)
    }

    /// The keys of a product of this name and short description.
    init(name: String, shortDescription: String) {
      self.name = searchKey(name)
      self.shortDescription = searchKey(shortDescription)
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
      .integer(product.price.minorUnits), .int(product.stock), .int(product.maxPerOrder),
      .text(orNull: product.imageName),
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
    // ASCII is in every normal form: most keys need no trip through Foundation.
    key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
  }
}
