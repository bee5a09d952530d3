import Foundation
import Tasch
import Testing

// MARK: - Quantities

extension ShopStoreContract {
  static let quantityCases: [Case] = [
    Case("keeps each wish-list line's quantity and the changes of quantity in the history") {
      make in
      let subject = try await make(
        fixture(wishList: [3, 1], quantities: [1: 4]))

      try await update(subject) { _, work in
        _ = work.shopper.setQuantity(7, of: 1, at: .stub)
        _ = work.shopper.setQuantity(2, of: 7, at: .stub)
        _ = work.shopper.setQuantity(0, of: 3, at: .stub)
      }
      let data = try await read(subject) { $0.shopper }

      #expect(data.wishList == WishList([1, 7], quantities: [1: 7, 7: 2]))
      #expect(
        data.history.changes.map(\.kind) == [
          .changedQuantity(from: 4, to: 7), .addedToWishList(quantity: 2),
          .removedFromWishList(position: 0, quantity: 1),
        ])
    },
    Case("takes each line's quantity from stock and keeps it on the order") { make in
      let subject = try await make(fixture(wishList: [1, 7], quantities: [1: 3, 7: 2]))

      let order = try await checkOut(subject)
      let (orders, stock) = try await read(subject) { snapshot in
        (try snapshot.orders(), try snapshot.products([1, 7]).mapValues(\.stock))
      }

      #expect(order.lines.map(\.quantity) == [3, 2])
      #expect(order.total == .usd(1_100))
      #expect(orders == [order])
      #expect(stock == [1: 20, 7: 3])
    },
    Case("refuses an order asking for more than is left, naming what is left") { make in
      let subject = try await make(fixture(wishList: [1, 3], quantities: [3: 2]))

      await #expect(throws: ShopError.outOfStock([3], left: [3: 1])) {
        try await subject.store.update(.checkout, for: subject.shopper, origin: ChangeOrigin()) {
          snapshot, work throws(ShopError) in
          // A cart read when more were left: the store itself must refuse it.
          var plenty = try snapshot.products([1, 3])
          plenty[3]?.stock = 5
          let lines = [1, 3].compactMap { id in
            plenty[id].map {
              WishListLine(
                .product(Product($0, for: work.shopper)),
                quantity: work.shopper.wishList.quantity(of: id))
            }
          }
          let cart = try Cart(currency: .usd, lines: lines)
          return try work.placeOrder(for: cart, at: .stub)
        }
      }
      let (data, orders, stock) = try await read(subject) { snapshot in
        (snapshot.shopper, try snapshot.orders(), try snapshot.products([1, 3]).mapValues(\.stock))
      }
      #expect(data.wishList == WishList([1, 3], quantities: [3: 2]))
      #expect(orders.isEmpty)
      #expect(stock == [1: 23, 3: 1])
    },
  ]
}
