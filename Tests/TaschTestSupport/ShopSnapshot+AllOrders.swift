import Tasch

extension ShopSnapshot {
  /// Every order the shopper placed, oldest first, as tests compare them with the orders they
  /// placed: one page of them all.
  public func orders() throws(ShopError) -> [Order] {
    try orders(offset: 0, limit: nil).orders.reversed()
  }
}
