/// The products a user wants, in the order they added them, each at most once.
public struct WishList: Hashable, Sendable {
  /// The products' identifiers, oldest first.
  public private(set) var productIDs: [ProductID]
  /// The same identifiers, to tell at once whether one is there: a list of 100,000 rows asks
  /// for each, however long the wish list.
  private var members: Set<ProductID>

  /// A wish list of `productIDs`; a repeated identifier keeps its first place only.
  public init(_ productIDs: [ProductID] = []) {
    var seen = Set<ProductID>()
    self.productIDs = productIDs.filter { seen.insert($0).inserted }
    members = seen
  }

  /// Whether `id` is on the list.
  public func contains(_ id: ProductID) -> Bool {
    members.contains(id)
  }

  /// Appends `id`; returns `false` and changes nothing when it is already there.
  @discardableResult
  public mutating func add(_ id: ProductID) -> Bool {
    guard members.insert(id).inserted else { return false }
    productIDs.append(id)
    return true
  }

  /// Removes `id`.
  ///
  /// - Returns: where it was (0 is the oldest entry); `nil`, changing nothing, when it was not
  ///   there.
  @discardableResult
  public mutating func remove(_ id: ProductID) -> Int? {
    remove([id]).first ?? nil
  }

  /// Removes each of `ids` in turn, in time linear in the list and `ids` (give or take a
  /// logarithm), however many there are.
  ///
  /// - Returns: for each of `ids`, in order, where it was when its turn came (0 is the oldest
  ///   entry; the entries removed before it no longer count), or `nil` when it was not there
  ///   by then.
  @discardableResult
  public mutating func remove(_ ids: [ProductID]) -> [Int?] {
    let asked = Set(ids)
    var indexes: [ProductID: Int] = [:]
    for (index, id) in productIDs.enumerated() where asked.contains(id) { indexes[id] = index }
    guard !indexes.isEmpty else { return ids.map { _ in nil } }
    var remaining = RemainingEntries(count: productIDs.count)
    let positions = ids.map { id -> Int? in
      guard members.remove(id) != nil, let index = indexes[id] else { return nil }
      defer { remaining.takeOut(index) }
      return remaining.count(before: index)
    }
    productIDs.removeAll { indexes[$0] != nil }
    return positions
  }

  /// Puts `id` back at `position`, or last when the list is shorter; nothing when it is there.
  public mutating func insert(_ id: ProductID, at position: Int) {
    guard members.insert(id).inserted else { return }
    productIDs.insert(id, at: min(max(position, 0), productIDs.count))
  }

  /// Empties the list, as a placed order does.
  public mutating func removeAll() {
    productIDs.removeAll()
    members.removeAll()
  }

  /// Lists are equal when they hold the same products in the same order.
  public static func == (lhs: WishList, rhs: WishList) -> Bool {
    lhs.productIDs == rhs.productIDs
  }

  /// Hashes what makes lists equal.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(productIDs)
  }
}

/// One entry of a wish list as the shop can show it.
public enum WishListItem: Hashable, Sendable, Identifiable {
  /// The product is in the catalogue (it may still be out of stock).
  case product(Product)
  /// The product is no longer in the catalogue: shown as unavailable, and can be removed.
  case discontinued(ProductID)

  /// The product's identifier, whether or not it is still sold.
  public var id: ProductID {
    switch self {
    case .product(let product): product.id
    case .discontinued(let id): id
    }
  }

  /// The product, when it is still in the catalogue.
  public var product: Product? {
    if case .product(let product) = self { return product }
    return nil
  }
}

/// The wish list as the shop shows it: its entries in order, and the shop's currency, so that
/// the list can be totalled even when no entry has a price.
public struct WishListContents: Hashable, Sendable {
  /// The currency of the shop's prices.
  public let currency: Currency
  /// The entries, oldest first.
  public let items: [WishListItem]

  /// A wish list of `items` in a shop priced in `currency`.
  public init(currency: Currency, items: [WishListItem]) {
    self.currency = currency
    self.items = items
  }

  /// The same entries priced as a cart; a total too large to compute is left out.
  ///
  /// - Throws: `ShopError.decoding` when a price is in another currency than the shop's.
  public func priced() throws(ShopError) -> Cart {
    try Cart(currency: currency, items: items)
  }
}
