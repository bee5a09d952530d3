/// The orders the shopper placed in this shop, newest first, a page at a time.
@MainActor
public final class OrdersUseCase: ShopUseCase {
  /// What it has alike with every use case; content is the page of orders.
  public let core: UseCaseCore<OrderPage, Void>
  /// How many orders, newest first, come before the page's first.
  public let offset: Int
  /// At most how many orders the page holds; `nil` for all of them.
  public let limit: Int?

  /// An orders use case through `access`, for the page that skips `offset` orders and holds at
  /// most `limit`, every order without one.
  public init(access: ShopAccess, offset: Int = 0, limit: Int? = nil) {
    core = UseCaseCore(access: access)
    self.offset = offset
    self.limit = limit
  }

  /// The read of the page.
  public var read: ShopRead<OrderPage> { Self.orders(offset: offset, limit: limit) }

  /// The read of the page of orders, newest first, that skips `offset` and holds at most
  /// `limit`.
  public nonisolated static func orders(offset: Int = 0, limit: Int? = nil)
    -> ShopRead<OrderPage>
  {
    ShopRead(.orders) { snapshot throws(ShopError) in
      try snapshot.orders(offset: max(offset, 0), limit: limit.map { max($0, 0) })
    }
  }
}
