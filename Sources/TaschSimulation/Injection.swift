import Tasch

/// How a kind of failure is put into one call of the store, so that what comes out is what the
/// real case gives: the same error, or the real use case's own outcome on data that lacks
/// something.
enum Injection: Hashable, Sendable {
  /// The call fails with this error before it reaches the store.
  case refusal(ShopError)
  /// The call reaches the store, and its body reads a snapshot of the shop without what is
  /// absent.
  case absence(Absence)
  /// The unit of work runs, and the order it places is refused for want of stock, as a store
  /// refuses one when stock ran out meanwhile; nothing is kept.
  case refusedOrder
}

extension FailureKind {
  /// How this kind is put into a read (`isUpdate` false) or a unit of work.
  ///
  /// Errors the simulation makes up are marked `ShopError.simulated`, so that their message
  /// says so while their code and exit status stay the real ones. Two kinds are left unmarked,
  /// because the fronts recognise the real case and act on it: a changed cart is shown again
  /// to confirm, and a marked one would end checking out instead; a product no longer sold and
  /// an empty read are not errors at all but data, which the real use cases show as they are.
  func injection(isUpdate: Bool) -> Injection {
    switch self {
    case .offline: .refusal(.simulated(.offline))
    case .timeout: .refusal(.simulated(.timeout))
    case .decoding: .refusal(.simulated(.decoding("the answer could not be decoded")))
    case .notFound: .refusal(.simulated(.notFound(nil)))
    case .storage:
      .refusal(
        .simulated(
          .storage("the shopper's data could not be " + (isUpdate ? "saved" : "read"))))
    case .cartChanged: .refusal(.cartChanged)
    case .outOfStock: .refusedOrder
    case .unavailable: .absence(.productsAskedByID)
    case .empty: .absence(.everything)
    }
  }
}
