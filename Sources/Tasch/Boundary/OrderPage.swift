/// A page of the orders a shopper placed, newest first, as a store answers it: a few of a long
/// list, which is read and written as a whole no more.
public struct OrderPage: Hashable, Sendable {
  /// The orders on the page, newest first.
  public let orders: [Order]
  /// How many orders the page skips, as asked: past the end, more than there are.
  public let offset: Int
  /// How many orders there are in all, on every page.
  public let total: Int

  /// A page a store read itself: `orders`, after the `offset` first of `total` in all.
  public init(orders: [Order], offset: Int, total: Int) {
    self.orders = orders
    self.offset = offset
    self.total = total
  }

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
