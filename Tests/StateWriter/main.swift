// Writes the user state from a separate process, for the engine's tests of concurrent writers,
// writers killed mid-write, and writes that hit a file-size limit.
//
//   StateWriter CATALOGUE STATE add ID
//   StateWriter CATALOGUE STATE churn                  writes forever, printing a line per write
//   StateWriter CATALOGUE STATE limit BYTES add ID     the same add, with files capped at BYTES
import Foundation
import Glibc
import Tasch
import TaschJSONEngine

/// Writes `line` to standard error, unbuffered.
func complain(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
  complain("usage: StateWriter CATALOGUE STATE add ID | churn | limit BYTES add ID")
  exit(2)
}
let store = JSONShopStore(catalogue: JSONCatalogueFile(path: arguments[0]), stateFile: arguments[1])
arguments.removeFirst(2)

/// Changes the shopper's data of the catalogue's shop in one unit of work.
func change(_ rule: @escaping @Sendable (inout ShopperData) -> Void) async throws(ShopError) {
  let shopper = Shopper(shop: try await store.shops()[0].id, name: "writer")
  try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
    rule(&work.shopper)
  }
}

if arguments.first == "limit", arguments.count >= 2, let bytes = rlim_t(arguments[1]) {
  // Writing past the limit then fails with EFBIG instead of raising SIGXFSZ.
  signal(SIGXFSZ, SIG_IGN)
  var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
  setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
  arguments.removeFirst(2)
}

do throws(ShopError) {
  switch arguments.first {
  case "add":
    guard arguments.count == 2, let id = ProductID(parsing: arguments[1]) else { exit(2) }
    try await change { _ = $0.addToWishList(id, at: Date()) }
  case "churn":
    for round in 0... {
      try await change { data in
        _ = data.rate(1, Rating(stars: round % 5 + 1), at: Date())
        _ =
          round.isMultiple(of: 2)
          ? data.addToWishList(2, at: Date()) : data.removeFromWishList(2, at: Date())
      }
      print("wrote \(round)")
      fflush(nil)
    }
  default:
    exit(2)
  }
} catch .storage(let detail) {
  complain(detail)
  exit(1)
} catch {
  complain("\(error)")
  exit(1)
}
