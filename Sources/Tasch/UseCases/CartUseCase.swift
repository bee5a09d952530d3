import Foundation

/// The wish list priced as a cart, and checking it out: an order is placed only for the cart
/// the shopper confirmed, and only when all of it can be ordered.
@MainActor
public final class CartUseCase {
  /// What the use case is doing; content is the cart.
  public private(set) var state: UseCaseState<Cart> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`.
  public weak var observer: (any UseCaseObserver<Cart>)?

  private let access: ShopAccess
  private let origin = ChangeOrigin()
  private let loads = LatestLoad()
  private let changes = ChangeQueue()

  /// A cart use case through `access`.
  public init(access: ShopAccess) {
    self.access = access
  }

  /// Loads the cart; the cart shown stays until the new one is here.
  public func load() async {
    if state.content == nil { state = .loading }
    let access = self.access
    await loads.run { _ in
      await outcome { () throws(ShopError) in
        try await access.read(.cart) { snapshot throws(ShopError) in
          try Self.cart(of: snapshot.shopper, in: snapshot)
        }
      }
    } then: { result in
      switch result {
      case .success(let cart): state = .content(cart)
      case .failure(let error): state = .error(error)
      }
    }
  }

  /// Orders the cart whose quote the shopper confirmed: all of it checked, numbered, taken from
  /// stock and recorded in one unit of work, which also empties the wish list and ends the
  /// history of changes.
  ///
  /// - Throws: `ShopError.cartChanged` when the cart is no longer `quote` (the new cart is then
  ///   shown), `.emptyCart`, `.outOfStock(ids)`, `.amountOutOfRange`, or the store's error. Nothing is ordered when
  ///   it throws.
  public func checkout(confirming quote: Cart.Quote) async throws(ShopError) -> Order {
    try await placeOrder(confirming: quote)
  }

  /// Orders the cart as the order's own unit of work finds it, for a shopper who said yes
  /// before seeing it: whatever changed since the cart was last read is what is ordered, and
  /// the order returned says what that was.
  ///
  /// - Throws: `ShopError.emptyCart` or `.outOfStock(ids)` (the cart found is then shown), or
  ///   the store's error. Nothing is ordered when it throws.
  public func checkoutAsFound() async throws(ShopError) -> Order {
    try await placeOrder(confirming: nil)
  }

  /// Orders the cart as the unit of work finds it, if it is still `quote` when one is given.
  private func placeOrder(confirming quote: Cart.Quote?) async throws(ShopError) -> Order {
    let access = self.access
    let origin = self.origin
    let result = await changes.run {
      await outcome { () throws(ShopError) -> Placement in
        let now = access.now()
        return try await access.update(.checkout, origin: origin) {
          snapshot, work throws(ShopError) in
          let cart = try Self.cart(of: work.shopper, in: snapshot)
          if let quote, cart.quote != quote { throw .cartChanged }
          do throws(ShopError) {
            _ = try cart.validateForCheckout()
          } catch {
            return .refused(cart, error)
          }
          return .placed(try work.placeOrder(for: cart, at: now), cart.currency)
        }
      }
    }
    switch result {
    case .success(.placed(let order, let currency)):
      state = .content(try Cart(currency: currency, items: []))
      return order
    case .success(.refused(let cart, let error)):
      state = .content(cart)
      throw error
    case .failure(let error):
      switch error.underlying {
      // The cart changed, or someone took the stock between its reading and the order's:
      // show the cart as it now is.
      case .cartChanged, .outOfStock: await load()
      default: break
      }
      throw error
    }
  }

  /// How placing an order ended, when the store kept it or had nothing to keep.
  private enum Placement: Sendable {
    /// Placed, with the cart's currency.
    case placed(Order, Currency)
    /// Not placed: the cart found cannot be ordered, for `error`'s reason.
    case refused(Cart, ShopError)
  }

  /// Takes every line that cannot be ordered off the wish list, so that the rest can be.
  ///
  /// - Returns: the cart as it now is.
  /// - Throws: the store's error; nothing changes then.
  @discardableResult
  public func removeUnavailable() async throws(ShopError) -> Cart {
    let access = self.access
    let origin = self.origin
    let result = await changes.run {
      await outcome { () throws(ShopError) in
        let now = access.now()
        return try await access.update(.wishListRemove, origin: origin) {
          snapshot, work throws(ShopError) in
          let unavailable = try Self.cart(of: work.shopper, in: snapshot).unavailableLines
          _ = work.shopper.removeFromWishList(unavailable.map(\.id), at: now)
          return try Self.cart(of: work.shopper, in: snapshot)
        }
      }
    }
    let cart = try result.get()
    state = .content(cart)
    return cart
  }

  /// Reloads after every change that shows in the cart, once loaded.
  ///
  /// Cancel the returned task
  /// to stop following.
  public func followChanges() -> Task<Void, Never> {
    access.follow(origin: origin) { [weak self] change in
      change.wishList || change.orderPlaced || change.products
        || !change.ratedProducts.isDisjoint(with: self?.state.content?.lines.map(\.id) ?? [])
    } refresh: { [weak self] in
      guard let self, self.state.isLoaded else { return }
      await self.load()
    }
  }

  private nonisolated static func cart(of data: ShopperData, in snapshot: any ShopSnapshot)
    throws(ShopError) -> Cart
  {
    try WishListContents(data.wishList, in: snapshot, for: data).priced()
  }
}

extension UnitOfWork {
  /// Places the order for `cart`, as read in this unit of work: the checkout rules.
  ///
  /// The cart must hold something and all of it must be available; the order takes the next
  /// number, one of each product from stock (the store refuses if stock ran out meanwhile),
  /// empties the wish list, and ends the history: nothing before an order can be taken back.
  ///
  /// - Throws: `ShopError.emptyCart`, `.outOfStock(ids)` or `.amountOutOfRange`.
  public mutating func placeOrder(for cart: Cart, at date: Date) throws(ShopError) -> Order {
    let quote = try cart.validateForCheckout()
    let order = Order(number: try shopper.nextOrderNumber(), quote: quote, placedAt: date)
    place(order)
    shopper.wishList.removeAll()
    shopper.history.end()
    return order
  }
}
