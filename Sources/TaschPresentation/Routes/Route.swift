import Tasch

/// A place in the shop, as links name it: where a link, a restored session and a key press all
/// lead, so each front reaches a screen one way.
///
/// Its links are `tasch://home`, `tasch://product/ID`, `tasch://wishlist`, `tasch://checkout` and
/// `tasch://products?search=TEXT&sort=name|price|rating|stock&reverse&in-stock`.
public enum Route: Hashable, Sendable {
  /// The home screen: the catalogue and the wish list.
  case home
  /// One product in detail.
  case product(ProductID)
  /// The home screen, the wish list in focus.
  case wishList
  /// The home screen with the checkout dialog open.
  case checkout
  /// The home screen listing what a query asks for: its search, sort and in-stock filter.
  case products(CatalogueQuery)

  /// The shapes of the links that lead somewhere, each place once, every parameter of
  /// `products` with the values it takes, for a message to offer.
  public static let linkShapes = [
    Route.home.link, "tasch://product/ID", Route.wishList.link, Route.checkout.link,
    "tasch://products?search=TEXT&sort=" + sortNames.joined(separator: "|") + "&reverse&in-stock",
  ]

  /// The sorts a link names: `CatalogueQuery.SortOrder.named`'s names.
  public static let sortNames = CatalogueQuery.SortOrder.named.map(\.name)

  /// The link that leads here; a query's offset and limit are not part of it.
  public var link: String {
    switch self {
    case .home: return "tasch://home"
    case .product(let id): return "tasch://product/\(id.rawValue)"
    case .wishList: return "tasch://wishlist"
    case .checkout: return "tasch://checkout"
    case .products(let query):
      var items: [String] = []
      if !query.searchText.isEmpty {
        items.append("search=" + LinkEncoding.encode(query.searchText))
      }
      if query.sortOrder != .catalogue { items.append("sort=" + query.sortOrder.rawValue) }
      if query.isReversed { items.append("reverse") }
      if query.inStockOnly { items.append("in-stock") }
      return "tasch://products" + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }
  }
}

/// Why a text is not a link to a place in the shop.
public enum LinkProblem: Error, Hashable, Sendable {
  /// It does not start with a scheme and `://`.
  case notALink
  /// Its scheme is not `tasch`; the scheme it has.
  case wrongScheme(String)
  /// The shop has no such place; the place named.
  case unknownPlace(String)
  /// The place takes no such path; the path.
  case unexpectedPath(String)
  /// `tasch://product/` without an identifier.
  case missingProductID
  /// Not a product identifier; the text found.
  case badProductID(String)
  /// The place takes no query; only `products` does.
  case unexpectedQuery
  /// Links to the shop have no fragment (`#…`).
  case unexpectedFragment
  /// `products` takes no such query item; its name.
  case unknownQueryItem(String)
  /// A query item given twice; its name.
  case repeatedQueryItem(String)
  /// A query item that needs a value has none; its name.
  case missingValue(String)
  /// A query item that is a switch was given a value; its name, and the value.
  case unexpectedValue(String, value: String)
  /// Not one of the sorts: `name`, `price`, `rating`, `stock`; the value found.
  case badSort(String)
  /// A `%` not followed by two hexadecimal digits, or bytes that are not UTF-8; the text.
  case badPercentEncoding(String)
}

/// Percent-encoding of link parts: every byte but letters, digits and `-._~` is written `%XX`;
/// reading takes `%XX` back and `+` as a space, as web forms write queries.
enum LinkEncoding {
  /// `text` with everything but the unreserved characters percent-encoded.
  static func encode(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0x0F, radix: 16, uppercase: true)
      }
    }
    return encoded
  }

  /// `text` with each `%XX` decoded and `+` read as a space.
  ///
  /// - Throws: `LinkProblem.badPercentEncoding` for a `%` without two hexadecimal digits after
  ///   it, or bytes that are not UTF-8.
  static func decode(_ text: Substring) throws(LinkProblem) -> String {
    var bytes: [UInt8] = []
    var index = text.utf8.startIndex
    let utf8 = text.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      index = utf8.index(after: index)
      switch byte {
      case UInt8(ascii: "+"):
        bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard index < utf8.endIndex, let high = HexDigit.value(of: utf8[index]) else {
          throw .badPercentEncoding(String(text))
        }
        index = utf8.index(after: index)
        guard index < utf8.endIndex, let low = HexDigit.value(of: utf8[index]) else {
          throw .badPercentEncoding(String(text))
        }
        index = utf8.index(after: index)
        bytes.append(high << 4 | low)
      default:
        bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw .badPercentEncoding(String(text))
    }
    return decoded
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

}

extension CatalogueQuery.SortOrder {
  /// The sorts a shopper asks for by name, in every front (`--sort`, `?sort=`, a link's
  /// `sort=`), each named by its raw value: every one but the catalogue's own order, which is
  /// no sort.
  public static let named: [(name: String, order: Self)] = allCases.filter { $0 != .catalogue }
    .map { ($0.rawValue, $0) }
}
