// A shopper in a process of its own: puts one product on their wish list of an SQLite store's
// shop and checks it out, for the store's multi-process tests.
//
//   SQLiteShopper PATH SHOP SHOPPER PRODUCT
//
// Exit status: 0 ordered, 3 out of stock, 1 any other failure (said on standard error), 2 bad
// arguments.
import Foundation
import Tasch
import TaschSQLite

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 4, let product = ProductID(parsing: arguments[arguments.startIndex + 3])
else {
  FileHandle.standardError.write(Data("usage: SQLiteShopper PATH SHOP SHOPPER PRODUCT\n".utf8))
  exit(2)
}
let values = Array(arguments)
let store = SQLiteShopStore(path: values[0], busyTimeout: .seconds(30))
let shopper = Shopper(shop: ShopID(values[1]), name: values[2])

do throws(ShopError) {
  try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
    _ = work.shopper.addToWishList(product, at: Date())
  }
  _ = try await store.update(.checkout, for: shopper, origin: ChangeOrigin()) {
    snapshot, work throws(ShopError) in
    let found = try snapshot.products(work.shopper.wishList.productIDs)
    let items = work.shopper.wishList.productIDs.map { id in
      found[id].map { WishListItem.product(Product($0, for: work.shopper)) } ?? .discontinued(id)
    }
    let cart = try Cart(currency: snapshot.shop.currency, items: items)
    return try work.placeOrder(for: cart, at: Date())
  }
  exit(0)
} catch .outOfStock {
  exit(3)
} catch {
  FileHandle.standardError.write(Data("SQLiteShopper: \(error)\n".utf8))
  exit(1)
}
