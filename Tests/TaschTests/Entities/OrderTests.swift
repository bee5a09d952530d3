import Foundation
import Tasch
import TaschTestSupport
import Testing

@Suite struct OrderTests {
  @Test func ordersOneOfEachProductOfTheQuoteAtItsTotal() throws {
    let cart = try Cart.stub([
      .product(.stub(.stub(id: 1, name: "Carrier", price: .usd(250)))),
      .product(.stub(.stub(id: 3, name: "Urbanito", price: .usd(75)))),
    ])
    let placedAt = Date(timeIntervalSince1970: 0)

    let order = Order(number: 7, quote: try #require(cart.quote), placedAt: placedAt)

    #expect(order.number == 7)
    #expect(
      order.lines == [
        OrderLine(productID: 1, name: "Carrier", price: .usd(250)),
        OrderLine(productID: 3, name: "Urbanito", price: .usd(75)),
      ])
    #expect(order.total == .usd(325))
    #expect(order.placedAt == placedAt)
  }
}
