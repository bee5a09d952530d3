import Tasch
import TaschJSON
import TaschPresentation

/// Where the shop was left: the screen, the list in focus, both cursors, and the catalogue's
/// search, sort and filter, so that the next start reopens there.
///
/// By default it is home, as a new shop opens; only the shop makes one, with its memberwise
/// initialiser.
public struct ShopPlace: Hashable, Sendable {
  /// The product shown; `nil` at home.
  public var productID: ProductID? = nil
  /// The home list with the cursor.
  public var focus: ShopState.Focus = .catalogue
  /// The catalogue's cursor.
  public var catalogue = ShopState.ListPosition()
  /// The wish list's cursor.
  public var wishList = ShopState.ListPosition()
  /// The search, sort and filter; offset and limit are not kept.
  public var query = CatalogueQuery()
}

// MARK: - As JSON

extension ShopPlace {
  /// The version of the document `json(shop:)` writes; a document of another version is
  /// stale and read as nothing.
  static let version = 1

  /// The rows a kept cursor or top may name.
  ///
  /// Far more than any list a person scrolls through, and few enough that no sum the shop makes
  /// with one overflows. A file naming another row is no place.
  package static let positions = 0...Int(UInt32.max)

  /// The place as a small JSON document of the shop `shop`.
  func json(shop: ShopID) -> JSONValue {
    func position(_ position: ShopState.ListPosition) -> JSONValue {
      .object(["cursor": .number(String(position.cursor)), "top": .number(String(position.top))])
    }
    return .object([
      "version": .number(String(Self.version)),
      "shop": .string(shop.rawValue),
      "product": productID.map { .number(String($0.rawValue)) } ?? .null,
      "focus": .string(focus == .wishList ? "wishlist" : "catalogue"),
      "catalogue": position(catalogue),
      "wishlist": position(wishList),
      "search": .string(query.searchText),
      "sort": .string(query.sortOrder.rawValue),
      "reverse": .bool(query.isReversed),
      "inStock": .bool(query.inStockOnly),
    ])
  }

  /// The place a document of the shop `shop` holds; `nil` when it is of another version or
  /// another shop, or anything in it is not as written.
  init?(json document: JSONValue, shop: ShopID) {
    guard case .object(let fields) = document, fields["version"]?.integer == Self.version,
      case .string(shop.rawValue) = fields["shop"],
      let catalogue = Self.position(fields["catalogue"]),
      let wishList = Self.position(fields["wishlist"]),
      case .string(let focus) = fields["focus"], ["catalogue", "wishlist"].contains(focus),
      case .string(let search) = fields["search"],
      case .string(let sort) = fields["sort"],
      let sortOrder = CatalogueQuery.SortOrder(rawValue: sort),
      case .bool(let reverse) = fields["reverse"], case .bool(let inStock) = fields["inStock"]
    else { return nil }
    var productID: ProductID?
    switch fields["product"] {
    case .null, nil: productID = nil
    case .some(let value):
      guard let id = value.integer.flatMap(ProductID.init(checking:)) else { return nil }
      productID = id
    }
    self.init(
      productID: productID, focus: focus == "wishlist" ? .wishList : .catalogue,
      catalogue: catalogue, wishList: wishList,
      query: CatalogueQuery(
        searchText: search, sortOrder: sortOrder, isReversed: reverse, inStockOnly: inStock))
  }

  private static func position(_ value: JSONValue?) -> ShopState.ListPosition? {
    guard case .object(let fields) = value, let cursor = fields["cursor"]?.integer,
      let top = fields["top"]?.integer, positions.contains(cursor), positions.contains(top)
    else { return nil }
    return ShopState.ListPosition(cursor: cursor, top: top)
  }
}
