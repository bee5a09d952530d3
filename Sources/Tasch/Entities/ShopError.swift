import Foundation

/// Everything that can go wrong in the shop, as the use cases and fronts see it.
///
/// Data layers translate their own failures into these cases, so the rings inside never see a
/// file-system or network error.
public enum ShopError: Error, Hashable, Sendable {
  /// The shop cannot be reached.
  case offline
  /// The shop took too long to answer.
  case timeout
  /// Data could not be read: the detail says which and why, in technical English.
  case decoding(String)
  /// No product has this identifier; `nil` when the request named no product.
  case notFound(ProductID?)
  /// The catalogue has no products (the original app's `dataNotFound`).
  case emptyCatalogue
  /// There is nothing to order.
  case emptyCart
  /// These products cannot be ordered now: out of stock, no longer sold, or with fewer left
  /// than their lines ask for; `left` says how many are left of each of those that has some.
  case outOfStock([ProductID], left: [ProductID: Int] = [:])
  /// A line asks for more of the product than one order may have: at most `maximum`.
  case tooMany(ProductID, maximum: Int)
  /// No promotion has the code asked for, as typed.
  case unknownCode(String)
  /// The promotion code could be used until a moment that has passed.
  case codeExpired(String, until: Date)
  /// The promotion code can only be used from a moment that has not come yet.
  case codeNotYetValid(String, from: Date)
  /// The products the promotion code is for do not come to its minimum subtotal; `eligible`
  /// is what they come to when it is for some products only, `nil` when it is for every one
  /// (the cart's subtotal is then what falls short).
  case codeMinimumNotMet(String, minimum: Money, eligible: Money?)
  /// The promotion code is for none of the products in the cart.
  case codeNotApplicable(String)
  /// The promotion code would take nothing off: its percentage of the subtotal rounds to zero.
  case codeTakesNothingOff(String)
  /// The user's state could not be read or saved: the detail says which and why.
  case storage(String)
  /// A request was not valid: the detail says why.
  case invalidInput(String)
  /// An amount of money grew too large to compute exactly.
  case amountOutOfRange
  /// The catalogue cannot be had at all (a missing or unreadable file, a shop a database does
  /// not hold): the detail says which and why.
  case catalogueUnavailable(String)
  /// The cart is no longer what the shopper was asked to confirm: nothing was ordered.
  case cartChanged
  /// A checkout given the key of an order placed before confirmed another total or code: it is
  /// not a retry of that checkout, and nothing was ordered.
  case checkoutKeyReused
  /// There is no change to take back.
  case nothingToUndo
  /// There is no change taken back to put back.
  case nothingToRedo
  /// The failure was injected by the simulation, not real: it stands for the wrapped one.
  indirect case simulated(ShopError)

  /// The failure itself, whether or not it was simulated.
  public var underlying: ShopError {
    if case .simulated(let error) = self { return error.underlying }
    return self
  }
}

extension ShopError {
  /// The refusal of an order some of whose products lack stock, `stockLeft` of each.
  ///
  /// The products are named in order, and how many are left only of those that have some.
  public static func outOfStock(stockLeft: [ProductID: Int]) -> ShopError {
    .outOfStock(stockLeft.keys.sorted(), left: stockLeft.filter { $0.value > 0 })
  }
}
