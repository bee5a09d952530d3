import Foundation

/// The products a user wants, in the order they added them, each at most once, with how many
/// of each they want.
public struct WishList: Hashable, Sendable {
  /// The products' identifiers, oldest first.
  public private(set) var productIDs: [ProductID]
  /// How many of each product on the list are wanted: also how to tell at once whether one is
  /// there, since a list of 100,000 rows asks for each, however long the wish list.
  private var quantities: [ProductID: Int]

  /// A wish list of `productIDs`, one of each but where `quantities` says otherwise; a
  /// repeated identifier keeps its first place only, and a quantity of a product not on the
  /// list is ignored.
  public init(_ productIDs: [ProductID] = [], quantities: [ProductID: Int] = [:]) {
    var members: [ProductID: Int] = [:]
    self.productIDs = productIDs.filter { id in
      guard members[id] == nil else { return false }
      members[id] = quantities[id] ?? 1
      return true
    }
    self.quantities = members
  }

  /// Whether `id` is on the list.
  public func contains(_ id: ProductID) -> Bool {
    quantities[id] != nil
  }

  /// How many of `id` are wanted; 0 when it is not on the list.
  public func quantity(of id: ProductID) -> Int {
    quantities[id] ?? 0
  }

  /// Appends `id`, `quantity` of it; returns `false` and changes nothing when it is already
  /// there.
  @discardableResult
  public mutating func add(_ id: ProductID, quantity: Int = 1) -> Bool {
    guard quantities[id] == nil else { return false }
    quantities[id] = quantity
    productIDs.append(id)
    return true
  }

  /// Sets how many of `id`, which is on the list, are wanted.
  ///
  /// - Returns: how many were wanted before; `nil`, changing nothing, when it is not there.
  @discardableResult
  public mutating func setQuantity(_ quantity: Int, of id: ProductID) -> Int? {
    guard let previous = quantities[id] else { return nil }
    quantities[id] = quantity
    return previous
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
      guard quantities.removeValue(forKey: id) != nil, let index = indexes[id] else { return nil }
      defer { remaining.takeOut(index) }
      return remaining.count(before: index)
    }
    productIDs.removeAll { indexes[$0] != nil }
    return positions
  }

  /// Puts `id`, `quantity` of it, back at `position`, or last when the list is shorter;
  /// nothing when it is there.
  public mutating func insert(_ id: ProductID, at position: Int, quantity: Int = 1) {
    guard quantities[id] == nil else { return }
    quantities[id] = quantity
    productIDs.insert(id, at: min(max(position, 0), productIDs.count))
  }

  /// Empties the list, as a placed order does.
  public mutating func removeAll() {
    productIDs.removeAll()
    quantities.removeAll()
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

/// One line of the wish list as the shop can show it: the entry, and how many are wanted.
public struct WishListLine: Hashable, Sendable, Identifiable {
  /// The entry.
  public let item: WishListItem
  /// How many are wanted: 1 to `ShopRules.largestQuantity`.
  public let quantity: Int

  /// The product's identifier, whether or not it is still sold.
  public var id: ProductID { item.id }

  /// A line of `quantity` of `item`.
  public init(_ item: WishListItem, quantity: Int = 1) {
    self.item = item
    self.quantity = quantity
  }
}

/// The wish list as the shop shows it: its lines in order, the shop's currency, so that the
/// list can be totalled even when no entry has a price, and how the shop prices it.
public struct WishListContents: Hashable, Sendable {
  /// The currency of the shop's prices.
  public let currency: Currency
  /// The lines, oldest first.
  public let lines: [WishListLine]
  /// How the shop prices a cart beyond its products' prices.
  public let pricing: ShopPricing
  /// The promotion code the shopper asks for, if any.
  public let request: CodeRequest?

  /// A wish list of `lines` in a shop priced in `currency`, by `pricing`, with the code
  /// `request` asks for.
  public init(
    currency: Currency, lines: [WishListLine], pricing: ShopPricing = ShopPricing(),
    request: CodeRequest? = nil
  ) {
    self.currency = currency
    self.lines = lines
    self.pricing = pricing
    self.request = request
  }

  /// The entries, oldest first, without their quantities.
  public var items: [WishListItem] { lines.map(\.item) }

  /// How long the list's pricing holds after the moment it was priced at.
  ///
  /// It holds until the code it asks for starts or stops applying by its dates
  /// (`Promotion.nextValidityChange(after:)`); `nil` without a code, for an unknown one, or
  /// when no date of the code lies ahead.
  public var pricingHoldsFor: Duration? {
    guard let request, let promotion = pricing.promotion(request.code),
      let moment = promotion.nextValidityChange(after: request.date)
    else { return nil }
    return .seconds(moment.timeIntervalSince(request.date))
  }

  /// The same lines priced as a cart; a total too large to compute is left out.
  ///
  /// - Throws: `ShopError.decoding` when a price is in another currency than the shop's.
  public func priced() throws(ShopError) -> Cart {
    try Cart(currency: currency, lines: lines, pricing: pricing, request: request)
  }
}
