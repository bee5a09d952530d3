import Tasch

/// When an operation fails, and how.
public struct FailureRule: Hashable, Sendable {
  /// Which calls fail, counted per operation from the first call of this process, or from the
  /// moment the rule was put in force.
  public enum Trigger: Hashable, Sendable {
    /// Every call.
    case always
    /// The first `count` calls; `once` is the first call.
    case firstCalls(Int)
    /// Each call with this chance, in percent, drawn from the seed.
    case probability(percent: Int)
    /// The `count`th call, the 2×`count`th, and so on: one in every `count`.
    case everyNthCall(Int)
    /// Every call after the first `count`, which succeed.
    case afterCalls(Int)
    /// Every call from the first until `milliseconds` have passed since it, then none: an
    /// outage that ends.
    case outage(milliseconds: Int)
  }

  /// Which calls fail.
  public var trigger: Trigger
  /// The error they fail with.
  public var kind: FailureKind

  /// A rule: calls matching `trigger` fail with `kind`.
  public init(trigger: Trigger, kind: FailureKind = .offline) {
    self.trigger = trigger
    self.kind = kind
  }
}

extension FailureRule.Trigger {
  /// Whether which calls fail is drawn by chance: a chance of 0 % or 100 % draws nothing.
  public var usesChance: Bool {
    if case .probability(let percent) = self { (1...99).contains(percent) } else { false }
  }
}

/// What a simulated failure looks like: each kind gives what the real case gives, so that every
/// state a front must draw can be forced.
public enum FailureKind: String, CaseIterable, Hashable, Sendable {
  /// The shop cannot be reached.
  case offline
  /// The shop took too long.
  case timeout
  /// The answer could not be read.
  case decoding
  /// What was asked for does not exist.
  case notFound = "not-found"
  /// The order is refused: its products ran out while the shopper confirmed it.
  case outOfStock = "out-of-stock"
  /// The order is refused: the cart is no longer what the shopper confirmed.
  case cartChanged = "cart-changed"
  /// The shopper's data could not be read or saved.
  case storage
  /// Every product asked for by its identifier is no longer sold.
  case unavailable
  /// A read finds nothing: no products, an empty wish list, no orders, no history.
  case empty

  /// The operations this kind can happen to: the one table of which kinds fit which operations.
  ///
  /// A kind fits an operation when the real failure or state can arise there: the cart can
  /// only change, and stock only run out, under an order being placed; only what shows a
  /// product asked for by its identifier can find it no longer sold; only what lists can find
  /// nothing to list. Undo and redo are not among what finds products no longer sold: they pass
  /// over a step of such a product, and would keep that in the real history for a simulation.
  public var operations: [ShopOperation] {
    switch self {
    case .offline, .timeout, .decoding, .storage: ShopOperation.allCases
    case .notFound: [.product, .wishListAdd, .wishListRemove, .rate]
    case .outOfStock, .cartChanged: [.checkout]
    case .unavailable:
      [.product, .wishList, .wishListAdd, .wishListRemove, .rate, .cart, .history]
    case .empty: [.catalogue, .wishList, .cart, .orders, .history]
    }
  }

  /// Whether this kind can happen to `operation`.
  public func fits(_ operation: ShopOperation) -> Bool {
    operations.contains(operation)
  }
}
