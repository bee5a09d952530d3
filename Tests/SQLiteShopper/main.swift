// A shopper in a process of its own, for an SQLite store's multi-process tests: puts one
// product on their wish list of a shop (one of it, or QUANTITY) and checks it out, or puts it
// on and takes it off again and again, one unit of work each, until a file appears. Between
// two toggles it rests a millisecond: SQLite hands its write lock to whoever asks when it is
// free, not to whoever has waited longest, so a loop that asked again at once would starve the
// other writers it races.
//
//   SQLiteShopper PATH SHOP SHOPPER PRODUCT [--quantity QUANTITY]
//   SQLiteShopper PATH SHOP SHOPPER PRODUCT --toggle-until FILE
//
// Exit status: 0 ordered (or toggled), 3 out of stock, 1 any other failure (said on standard
// error), 2 bad arguments.
import Foundation
import Tasch
import TaschSQLite

let arguments = Array(CommandLine.arguments.dropFirst())
let toggles = arguments.count == 6 && arguments[4] == "--toggle-until"
let quantity = arguments.count == 6 && arguments[4] == "--quantity" ? Int(arguments[5]) : 1
guard arguments.count == 4 || arguments.count == 6, let quantity,
  let product = ProductID(parsing: arguments[3])
else {
  FileHandle.standardError.write(
    Data(
      "usage: SQLiteShopper PATH SHOP SHOPPER PRODUCT [--quantity N | --toggle-until FILE]\n"
        .utf8))
  exit(2)
}
let store = SQLiteShopStore(path: arguments[0], busyTimeout: .seconds(30))
let shopper = Shopper(shop: ShopID(arguments[1]), name: arguments[2])

do throws(ShopError) {
  if toggles {
    while !FileManager.default.fileExists(atPath: arguments[5]) {
      try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
        if !work.shopper.removeFromWishList(product, at: Date()) {
          _ = work.shopper.addToWishList(product, at: Date())
        }
      }
      usleep(1_000)
    }
    exit(0)
  }
  try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
    _ = work.shopper.setQuantity(quantity, of: product, at: Date())
  }
  _ = try await store.update(.checkout, for: shopper, origin: ChangeOrigin()) {
    snapshot, work throws(ShopError) in
    try work.placeOrder(for: try Cart(work.shopper, in: snapshot), at: Date())
  }
  exit(0)
} catch .outOfStock {
  exit(3)
} catch {
  FileHandle.standardError.write(Data("SQLiteShopper: \(error)\n".utf8))
  exit(1)
}
