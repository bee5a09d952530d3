import Foundation

/// The wish list priced as a cart, and checking it out: an order is placed only for the cart
/// the shopper confirmed, and only when all of it can be ordered.
@MainActor
public final class CartUseCase: ShopUseCase, ChangeFollowing {
  /// What it has alike with every use case; content is the cart, and it reads with the
  /// promotion code it is priced and ordered with (`codeEntry`).
  public let core: UseCaseCore<Cart, PromotionCodeEntry>

  /// A cart use case through `access`, priced with the code in `codeEntry`.
  public init(access: ShopAccess, codeEntry: PromotionCodeEntry = PromotionCodeEntry()) {
    core = UseCaseCore(access: access, input: codeEntry)
  }

  /// The read of the cart, priced with the code entered, as asked now: the wish list's read,
  /// priced.
  public var read: ShopRead<Cart> { wishListRead.priced() }

  /// Orders the cart whose quote the shopper confirmed: all of it checked, numbered, taken from
  /// stock and recorded in one unit of work, which also empties the wish list and ends the
  /// history of changes.
  ///
  /// The promotion code it ordered with is spent with the order: `codeEntry` is cleared.
  ///
  /// - Throws: `ShopError.cartChanged` when the cart is no longer `quote` (the new cart is then
  ///   shown), `.emptyCart`, `.outOfStock(ids)`, `.amountOutOfRange`, or the store's error.
  ///   Nothing is ordered when it throws.
  public func checkout(confirming quote: Cart.Quote) async throws(ShopError) -> Order {
    try await placeOrder(confirming: .quote(quote, leavingOut: nil))
  }

  /// Orders the cart whose total a client confirmed, having shown the shopper the cart itself
  /// (the HTTP API): the cart as the order's unit of work finds it, if checking it out would ask
  /// to confirm that total.
  ///
  /// A checkout given `key` is placed once: when an order was placed with the same key, by a
  /// checkout whose answer was lost or that runs beside this one, it is that order that is
  /// returned, and nothing else is ordered or changed.
  ///
  /// - Throws: `ShopError.cartChanged` when the cart would not be asked about with that total:
  ///   another total, nothing in it, or a refusal before any question (the cart found is then
  ///   shown, to say which); `.invalidInput` for a total no cart of the shop has, in another
  ///   currency or below zero; `.checkoutKeyReused` when the order placed with `key` confirmed
  ///   another total or code; `.outOfStock(ids)` when stock ran out meanwhile, or the store's
  ///   error. Nothing is ordered when it throws.
  public func checkout(confirmingTotal total: Money, key: CheckoutKey?) async throws(ShopError)
    -> Order
  {
    try await placeOrder(confirming: .total(total), key: key)
  }

  /// Orders the cart as the order's own unit of work finds it, for a shopper who said yes
  /// before seeing it: whatever changed since the cart was last read is what is ordered, and
  /// the order returned says what that was.
  ///
  /// - Throws: `ShopError.emptyCart`, `.outOfStock(ids)` or `.amountOutOfRange` (the cart found
  ///   is then shown), or the store's error. Nothing is ordered when it throws.
  public func checkoutAsFound() async throws(ShopError) -> Order {
    try await placeOrder(confirming: .nothing)
  }

  /// Orders the lines of the cart that can be ordered, whose quote the shopper confirmed, and
  /// so takes the others, the products `leftOut` the shopper was shown, off the wish list with
  /// the order, which empties it: nothing leaves the wish list unless the order is placed.
  ///
  /// - Throws: `ShopError.cartChanged` when what can be ordered is no longer `quote` (a line
  ///   that could not be ordered can be again, say), or the lines that cannot are no longer
  ///   those of `leftOut` (one added elsewhere would go without being shown); `.emptyCart`,
  ///   `.amountOutOfRange`, or the store's error. Nothing is ordered or taken off when it throws.
  public func checkoutLeavingOutUnavailable(
    confirming quote: Cart.Quote, leftOut: Set<ProductID>
  ) async throws(ShopError) -> Order {
    try await placeOrder(
      confirming: .quote(quote, leavingOut: leftOut), leavingOutUnavailable: true)
  }

  /// Takes every line that cannot be ordered off the wish list, so that the rest can be: the
  /// lines of the products `leftOut`, which the shopper was shown, and no other.
  ///
  /// - Returns: the cart as it now is.
  /// - Throws: `ShopError.cartChanged` when the lines that cannot be ordered are no longer those
  ///   of `leftOut` (one made so elsewhere would go unseen), the cart as it now is then shown;
  ///   or the store's error. Nothing changes when it throws.
  @discardableResult
  public func removeUnavailable(leftOut: Set<ProductID>) async throws(ShopError) -> Cart {
    let code = codeEntry.code
    do throws(ShopError) {
      let cart = try await core.change(.wishListRemove) { snapshot, work, now throws(ShopError) in
        let request = code.map { CodeRequest($0, at: now) }
        let unavailable = try Cart(work.shopper, in: snapshot, request: request).unavailableLines
        guard Set(unavailable.map(\.id)) == leftOut else { throw .cartChanged }
        _ = work.shopper.removeFromWishList(unavailable.map(\.id), at: now)
        return try Cart(work.shopper, in: snapshot, request: request)
      }
      core.state = .content(cart)
      return cart
    } catch {
      if case .cartChanged = error { await load() }
      throw error
    }
  }

  /// Whether `change` shows in the cart, as in the wish list it is priced from.
  public func shows(_ change: DataChange) -> Bool {
    change.showsInWishList(holding: state.content?.lines.map(\.id) ?? [])
  }

  /// Orders the cart as the unit of work finds it, or only its lines that can be ordered, if
  /// that is still what `confirmation` confirms; returns the order a checkout with `key` placed
  /// before instead, if any.
  private func placeOrder(
    confirming confirmation: Confirmation, leavingOutUnavailable: Bool = false,
    key: CheckoutKey? = nil
  ) async throws(ShopError) -> Order {
    let placement: Placement
    let code = codeEntry.code
    // The code is spent with the order: taken out of the entry before the order is placed, so
    // that what reloads as it is placed (the wish list sharing the entry) reads without it, and
    // put back unless an order is placed.
    codeEntry.code = nil
    do throws(ShopError) {
      placement = try await core.change(.checkout) { snapshot, work, now throws(ShopError) in
        // Looked for in the unit of work, which nobody else's changes of this shopper's data
        // run beside: two checkouts with one key never both place an order.
        if let key, let order = try snapshot.order(placedWith: key) {
          try confirmation.check(retryOf: order, code: code)
          return .found(order)
        }
        let found = try Cart(
          work.shopper, in: snapshot, request: code.map { CodeRequest($0, at: now) })
        let cart = leavingOutUnavailable ? try found.orderablePart() : found
        // Refused with the cart found, which then shows as it is without reading it again.
        do throws(ShopError) {
          try confirmation.check(cart, leavingOut: Set(found.unavailableLines.map(\.id)))
          _ = try cart.validateForCheckout()
        } catch {
          return .refused(found, error)
        }
        return .placed(try work.placeOrder(for: cart, at: now, key: key), cart.currency)
      }
    } catch {
      putBack(code)
      switch error.underlying {
      // The cart changed, or someone took the stock between its reading and the order's:
      // show the cart as it now is.
      case .cartChanged, .outOfStock: await load()
      default: break
      }
      throw error
    }
    switch placement {
    case .placed(let order, let currency):
      core.state = .content(try Cart(currency: currency, lines: []))
      return order
    case .refused(let cart, let error):
      putBack(code)
      core.state = .content(cart)
      throw error
    case .found(let order):
      // Placed before, with the code it was placed with: this checkout spent nothing.
      putBack(code)
      return order
    }
  }

  /// Puts `code` back in the entry after an order that was not placed, unless another code was
  /// entered meanwhile.
  private func putBack(_ code: String?) {
    if codeEntry.code == nil { codeEntry.code = code }
  }

  /// What the shopper or client confirmed of the cart an order is placed for.
  private enum Confirmation: Sendable {
    /// Nothing: they said yes before seeing it.
    case nothing
    /// The whole quote they were asked about, and the products they were told would be left
    /// out (`nil` for none).
    case quote(Cart.Quote, leavingOut: Set<ProductID>?)
    /// Only the total they were shown.
    case total(Money)

    /// Checks that `cart` is what was confirmed, the products `leftOut` left out of it.
    ///
    /// - Throws: `ShopError.cartChanged` when it is not; `.invalidInput` for a total no cart
    ///   of the shop could have, below zero or in another currency, which no change of the
    ///   cart would mend.
    func check(_ cart: Cart, leavingOut leftOut: Set<ProductID>) throws(ShopError) {
      switch self {
      case .nothing: return
      case .quote(let quote, let shownLeftOut):
        guard cart.quote == quote, shownLeftOut.map({ $0 == leftOut }) ?? true else {
          throw .cartChanged
        }
      case .total(let total):
        guard total.currency == cart.currency else {
          throw .invalidInput(
            "the total confirmed is in \(total.currency), and the shop sells in \(cart.currency)")
        }
        guard !total.isNegative else {
          throw .invalidInput("the total confirmed is below zero, which no cart's total is")
        }
        // The total checking out would ask to confirm: none when it would ask nothing.
        guard (try? cart.validateForCheckout())?.total == total else { throw .cartChanged }
      }
    }

    /// Checks that a checkout with `code`, confirming this, retries the one that placed
    /// `order` with the same key: it confirms the same total and code, the code perhaps spelled
    /// in another case.
    ///
    /// - Throws: `ShopError.checkoutKeyReused` when it confirms another.
    func check(retryOf order: Order, code: String?) throws(ShopError) {
      let total: Money? =
        switch self {
        case .nothing: nil
        case .quote(let quote, _): quote.total
        case .total(let total): total
        }
      guard total.map({ $0 == order.total }) ?? true,
        order.code.map(Promotion.matchingForm) == code.map(Promotion.matchingForm)
      else { throw .checkoutKeyReused }
    }
  }

  /// How placing an order ended, when the store kept it or had nothing to keep.
  private enum Placement: Sendable {
    /// Placed, with the cart's currency.
    case placed(Order, Currency)
    /// Not placed: the cart found cannot be ordered, for `error`'s reason.
    case refused(Cart, ShopError)
    /// Not placed: a checkout with the same key placed this order before.
    case found(Order)
  }

}

extension Cart {
  /// The cart of the wish list in `data`, the shopper's in the shop of `snapshot`, priced by
  /// the shop with the code `request` asks for: what checking out reads and orders.
  ///
  /// - Throws: the snapshot's error, or `ShopError.decoding` when a price is in another
  ///   currency than the shop's.
  public init(_ data: ShopperData, in snapshot: any ShopSnapshot, request: CodeRequest? = nil)
    throws(ShopError)
  {
    self = try WishListContents(data.wishList, in: snapshot, for: data, request: request)
      .priced()
  }
}

extension ShopRead where Content == WishListContents {
  /// The read of the cart this wish list makes, for checking out (`.cart`).
  public func priced() -> ShopRead<Cart> {
    let find = self.find
    return ShopRead<Cart>(.cart) { snapshot throws(ShopError) in try find(snapshot).priced() }
  }
}

extension UnitOfWork {
  /// Places the order for `cart`, as read in this unit of work, by the checkout given `key`:
  /// the checkout rules.
  ///
  /// The cart must hold something and all of it must be available; the order takes the next
  /// number, each line's quantity from stock (the store refuses if stock ran out meanwhile),
  /// empties the wish list, and ends the history: nothing before an order can be taken back.
  ///
  /// - Throws: `ShopError.emptyCart`, `.outOfStock(ids)` or `.amountOutOfRange`.
  public mutating func placeOrder(for cart: Cart, at date: Date, key: CheckoutKey? = nil)
    throws(ShopError) -> Order
  {
    let quote = try cart.validateForCheckout()
    let order = Order(
      number: try shopper.nextOrderNumber(), quote: quote, placedAt: date, key: key)
    place(order)
    shopper.wishList.removeAll()
    shopper.history.end()
    return order
  }
}
