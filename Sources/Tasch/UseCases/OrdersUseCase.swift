/// The orders the shopper placed in this shop, newest first.
@MainActor
public final class OrdersUseCase: ShopUseCase {
  /// What it has alike with every use case; content is the orders, newest first.
  public let core: UseCaseCore<[Order], Void>

  /// An orders use case through `access`.
  public init(access: ShopAccess) {
    core = UseCaseCore(access: access)
  }

  /// The read of the orders.
  public var read: ShopRead<[Order]> { Self.orders() }

  /// The read of the orders, newest first.
  public nonisolated static func orders() -> ShopRead<[Order]> {
    ShopRead(.orders) { snapshot throws(ShopError) in try snapshot.orders().reversed() }
  }
}
