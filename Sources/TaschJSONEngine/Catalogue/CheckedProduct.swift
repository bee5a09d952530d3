import Tasch
import TaschJSON

/// One product whose fields were all checked: its facts, and where its texts are.
struct CheckedProduct {
  let id: Int
  /// The name's string, in the bytes it was checked in.
  let name: JSONToken
  /// The short description's string, when there is one, in the bytes it was checked in.
  let shortDescription: JSONToken?
  let price: Money
  let stock: Int
  /// The most one order may have, when the catalogue sets a limit.
  let maxPerOrder: Int?
  /// The colours' array, when there is one, in the bytes it was checked in: a catalogue read
  /// to build its index keeps no colours.
  let colors: JSONToken?
  let dimensions: Dimensions
  /// How many shoppers gave one to five stars, in that order: kept flat, since a catalogue
  /// read to build its index needs no `RatingCounts` of each product.
  let starCounts: InlineArray<5, Int>
  /// The description's string, when there is one, in the bytes it was checked in.
  let description: JSONToken?
  /// The image's file name, when there is one, in the bytes it was checked in.
  let image: JSONToken?

  /// The product, with its texts decoded from `scanner`'s bytes, the ones it was checked in.
  func product(in scanner: JSONScanner) -> ShopProduct {
    ShopProduct(
      id: ProductID(id), name: scanner.string(name),
      shortDescription: shortDescription.map(scanner.string) ?? "",
      description: description.map(scanner.string) ?? "", colors: colors(in: scanner),
      dimensions: dimensions, price: price, stock: stock, maxPerOrder: maxPerOrder,
      imageName: image.map(scanner.string),
      ratings: ratings)
  }

  /// The colours, decoded from `scanner`'s bytes: each element was checked to be one.
  private func colors(in scanner: JSONScanner) -> [ProductColor] {
    guard let colors else { return [] }
    var decoded: [ProductColor] = []
    scanner.forEachElement(of: colors) { element in
      let color =
        ProductColor(plainHex: element, in: scanner) ?? ProductColor(hex: scanner.string(element))
      if let color { decoded.append(color) }
    }
    return decoded
  }

  /// The rating counts.
  var ratings: RatingCounts {
    RatingCounts { starCounts[$0.stars - 1] }
  }
}
