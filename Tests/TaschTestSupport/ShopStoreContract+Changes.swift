import Foundation
import Tasch
import Testing

// MARK: - Units of work

extension ShopStoreContract {
  static let unitOfWorkCases: [Case] = [
    Case("keeps what a unit of work changed, history included") { make in
      let subject = try await make(fixture(wishList: [3]))
      let at = Date(timeIntervalSince1970: 1_700_000_000.25)

      try await update(subject) { _, work in
        _ = work.shopper.addToWishList(1, at: at)
        _ = work.shopper.rate(2, .four, at: at)
        _ = work.shopper.removeFromWishList(3, at: at)
      }
      let data = try await read(subject) { $0.shopper }

      #expect(data.wishList.productIDs == [1])
      #expect(data.ratings == [2: .four])
      #expect(
        data.history.changes == [
          ShopperChange(.addedToWishList(), of: 1, at: at),
          ShopperChange(.rated(.four, previous: nil), of: 2, at: at),
          ShopperChange(.removedFromWishList(position: 0), of: 3, at: at),
        ])
    },
    Case("keeps nothing of a unit of work that throws") { make in
      let subject = try await make(fixture(wishList: [3]))

      await #expect(throws: ShopError.emptyCart) {
        try await update(subject) { _, work in
          _ = work.shopper.addToWishList(1, at: .stub)
          throw ShopError.emptyCart
        }
      }
      #expect(try await read(subject) { $0.shopper.wishList.productIDs } == [3])
    },
    Case("keeps thousands of wish-list changes of one unit of work, the newest hundred in history")
    { make in
      let subject = try await make(fixture(wishList: [3]))
      let ids = (1_000..<4_000).map { ProductID($0) }
      let removals = ids.filter { $0.rawValue.isMultiple(of: 2) } + [3]
      var expected = ShopperData(wishList: WishList([3]))
      _ = expected.addToWishList(ids, at: .stub)
      let afterAdding = expected
      _ = expected.removeFromWishList(removals, at: .stub)

      try await update(subject) { _, work in _ = work.shopper.addToWishList(ids, at: .stub) }
      let added = try await read(subject) { $0.shopper }
      try await update(subject) { _, work in
        _ = work.shopper.removeFromWishList(removals, at: .stub)
      }
      let removed = try await read(subject) { $0.shopper }

      #expect(added == afterAdding)
      #expect(added.history.changes.map(\.productID) == Array(ids.suffix(100)))
      #expect(removed == expected)
      #expect(removed.wishList.productIDs == ids.filter { !$0.rawValue.isMultiple(of: 2) })
      #expect(
        removed.history.changes.last
          == ShopperChange(.removedFromWishList(position: 0), of: 3, at: .stub))
    },
    Case("publishes one change per unit of work, saying what it touched and who made it") {
      make in
      let subject = try await make(fixture())
      let origin = ChangeOrigin()
      var changes = subject.store.changes(for: subject.shopper).makeAsyncIterator()

      try await update(subject, origin: origin) { _, work in
        _ = work.shopper.addToWishList(1, at: .stub)
      }
      try await update(subject, origin: origin) { _, _ in }
      try await update(subject, origin: origin) { _, work in
        _ = work.shopper.rate(3, .two, at: .stub)
        _ = work.shopper.rate(1, .five, at: .stub)
      }

      // The unit of work that changed nothing published nothing.
      #expect(
        await changes.next()
          == DataChange(origin: origin, wishList: true, history: true))
      #expect(
        await changes.next()
          == DataChange(origin: origin, ratedProducts: [1, 3], history: true))
    },
    Case("replaces the shopper's rating in everyone's, never counting it twice") { make in
      let subject = try await make(fixture(ratings: [1: .two]))

      try await update(subject) { _, work in
        _ = work.shopper.rate(1, .five, at: .stub)
        _ = work.shopper.rate(7, nil, at: .stub)
      }
      let found = try await read(subject) { try $0.products([1]) }

      #expect(found[1]?.ratings == RatingCounts([.four: 5, .five: 10]))
    },
  ]
}

// MARK: - Orders and stock

extension ShopStoreContract {
  /// Places the order of the shopper's cart as it is, at `date`, by a checkout given `key`.
  static func checkOut(_ subject: Subject, at date: Date = .stub, key: CheckoutKey? = nil)
    async throws -> Order
  {
    try await subject.store.update(.checkout, for: subject.shopper, origin: ChangeOrigin()) {
      snapshot, work throws(ShopError) in
      try work.placeOrder(for: try Cart(work.shopper, in: snapshot), at: date, key: key)
    }
  }

  static let orderCases: [Case] = [
    Case("places an order: numbered, stock taken, wish list emptied, order kept") { make in
      let subject = try await make(fixture(wishList: [1, 3]))
      let at = Date(timeIntervalSince1970: 1_700_000_000.5)

      let order = try await checkOut(subject, at: at)
      let (data, orders, stock) = try await read(subject) { snapshot in
        (snapshot.shopper, try snapshot.orders(), try snapshot.products([1, 3]).mapValues(\.stock))
      }

      #expect(order.number == 1)
      #expect(order.total == .usd(325, cents: 50))
      #expect(orders == [order])
      #expect(orders.first?.placedAt == at)
      #expect(stock == [1: 22, 3: 0])
      #expect(data.wishList.productIDs.isEmpty)
      #expect(data.lastOrderNumber == 1)
    },
    Case("keeps an order of many lines, each name exactly, escapes and breaks included") { make in
      // Many lines, so that a database appends them as it appends many rows; names with what
      // a text format of rows must escape.
      let ids = (1...150).map { ProductID($0) }
      let products = ids.map { id in
        ShopProduct.stub(
          id: id, name: "Bag \(id.rawValue)\t\\N\\.\n\r“end”", shortDescription: "",
          description: "", price: .usd(1), stock: 2)
      }
      let subject = try await make(
        Fixture(catalogue: .stub(products), shopper: ShopperData(wishList: WishList(ids))))

      let order = try await checkOut(subject)
      let orders = try await read(subject) { snapshot in try snapshot.orders() }

      #expect(order.lines.count == 150)
      #expect(orders == [order])
      #expect(orders.first?.lines.map(\.name) == products.map(\.name))
    },
    Case("keeps each order's checkout key, and finds the order by it alone") { make in
      let subject = try await make(fixture(wishList: [1]))
      let (key, longest) = (CheckoutKey("a-key"), CheckoutKey(String(repeating: "~", count: 255)))
      let keyed = try await checkOut(subject, key: key)
      try await update(subject) { _, work in _ = work.shopper.addToWishList(3, at: .stub) }
      let unkeyed = try await checkOut(subject)
      try await update(subject) { _, work in _ = work.shopper.addToWishList(7, at: .stub) }
      let longestKeyed = try await checkOut(subject, key: longest)

      let (orders, found) = try await read(subject) { snapshot in
        (
          try snapshot.orders(),
          try [key, longest, CheckoutKey("A-KEY"), CheckoutKey("a-key2")].map {
            try snapshot.order(placedWith: try #require($0))
          }
        )
      }
      let foundInAChange = try await update(subject) { snapshot, _ in
        try snapshot.order(placedWith: try #require(key))
      }

      #expect(orders == [keyed, unkeyed, longestKeyed])
      #expect(orders.map(\.key) == [key, nil, longest])
      #expect(found == [keyed, longestKeyed, nil, nil])
      #expect(foundInAChange == keyed)
    },
    Case("numbers each order one more than the largest number used") { make in
      var start = fixture(wishList: [1])
      start.shopper.lastOrderNumber = 41
      let subject = try await make(start)

      let first = try await checkOut(subject)
      try await update(subject) { _, work in
        _ = work.shopper.addToWishList(7, at: .stub)
      }
      let second = try await checkOut(subject)

      #expect(first.number == 42)
      #expect(second.number == 43)
    },
    Case("pages the orders newest first, counting them all on every page") { make in
      var start = fixture(wishList: [1])
      start.shopper.lastOrderNumber = 9
      let subject = try await make(start)
      var placed: [Order] = []
      for id: ProductID in [1, 3, 1] {
        try await update(subject) { _, work in _ = work.shopper.addToWishList(id, at: .stub) }
        placed.append(try await checkOut(subject))
      }

      let pages = try await read(subject) { snapshot in
        [
          try snapshot.orders(offset: 0, limit: nil), try snapshot.orders(offset: 1, limit: 1),
          try snapshot.orders(offset: 2, limit: 5), try snapshot.orders(offset: 7, limit: 1),
          try snapshot.orders(offset: 0, limit: 0),
        ]
      }

      #expect(pages.map(\.orders) == [placed.reversed(), [placed[1]], [placed[0]], [], []])
      #expect(pages.map(\.total) == [3, 3, 3, 3, 3])
      #expect(pages.map(\.offset) == [0, 1, 2, 7, 0])
      #expect(placed.map(\.number) == [10, 11, 12])
    },
    Case("refuses an order the stock cannot cover, changing nothing") { make in
      let subject = try await make(fixture(wishList: [3]))
      _ = try await checkOut(subject)
      try await update(subject) { _, work in
        _ = work.shopper.addToWishList(3, at: .stub)
      }

      await #expect(throws: ShopError.outOfStock([3])) {
        try await subject.store.update(.checkout, for: subject.shopper, origin: ChangeOrigin()) {
          snapshot, work throws(ShopError) in
          // A cart read before the stock went: the store itself must refuse it.
          let stale = ShopProduct.stub(
            id: 3, name: "Urbanito", price: .usd(75, cents: 50), stock: 1)
          let cart = try Cart(
            currency: .usd, lines: [WishListLine(.product(Product(stale, for: work.shopper)))])
          return try work.placeOrder(for: cart, at: .stub)
        }
      }
      let (data, orders) = try await read(subject) { snapshot in
        (snapshot.shopper, try snapshot.orders())
      }
      #expect(data.wishList.productIDs == [3])
      #expect(orders.count == 1)
    },
  ]
}
