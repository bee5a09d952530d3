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
      OrderPage(of: try snapshot.orders().reversed(), offset: offset, limit: limit)
    }
  }
}

/// A page of the orders a shopper placed, newest first: a few of a long list, which is read and
/// written as a whole no more.
public struct OrderPage: Hashable, Sendable {
  /// The orders on the page, newest first.
  public let orders: [Order]
  /// How many orders the page skips, as asked: past the end, more than there are.
  public let offset: Int
  /// How many orders there are in all, on every page.
  public let total: Int

  /// The page of `all` that skips `offset` orders and holds at most `limit`, every order when
  /// `limit` is `nil`; past the end, an empty page that still counts them.
  public init(of all: [Order], offset: Int = 0, limit: Int? = nil) {
    let start = min(max(offset, 0), all.count)
    let end = limit.map { start + min(max($0, 0), all.count - start) } ?? all.count
    orders = Array(all[start..<end])
    self.offset = max(offset, 0)
    total = all.count
  }

  /// Whether the page holds only part of the orders.
  public var isPartial: Bool { orders.count < total }
}
