import Foundation
import Glibc
import Testing

/// Who the built `tasch` shops as, in a database store: the name given, never an empty one,
/// else the login name, from the environment or else from the user ID.
@Suite struct ShopperEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [
    (["--user", ""], [:], "--user needs a name, and was given an empty one"),
    (["--user="], [:], "--user needs a name, and was given an empty one"),
    ([], ["TASCH_USER": ""], "TASCH_USER: --user needs a name, and was given an empty one"),
    (["--shop", ""], [:], "--shop needs a name, and was given an empty one"),
    ([], ["TASCH_SHOP": ""], "TASCH_SHOP: --shop needs a name, and was given an empty one"),
  ])
  func anEmptyNameIsAUsageError(
    arguments: [String], environment: [String: String], message: String
  ) throws {
    let result = try sandbox.run(["wishlist"] + arguments, environment: environment)

    #expect(result.status == 2)
    #expect(result.errors == "tasch: \(message)\nRun “tasch wishlist --help” for usage.\n")
    #expect(sandbox.read(sandbox.state) == nil, "nothing was done")
  }

  /// With neither `USER` nor `LOGNAME` (the sandbox sets neither), the shopper is the login
  /// name of the user ID, not one name every user shares.
  @Test func withoutUserOrLognameTheShopperIsTheUserIDsLoginName() throws {
    let login = try #require(getpwuid(getuid())).pointee.pw_name.map { String(cString: $0) }
    let name = try #require(login)
    let catalogue = try sandbox.write(
      #"{"shop": "mini", "currency": "USD", "products": [{"id": 1, "name": "Mug", "price": "4.00", "stock": 5}]}"#,
      to: "mini.json")
    let store = "sqlite:" + sandbox.folder + "/shop.db"
    #expect(try sandbox.run(["store", "load", catalogue, "--store", store]).status == 0)

    #expect(try sandbox.run(["wishlist", "add", "1", "--store", store]).status == 0)
    let mine = try sandbox.run(["wishlist", "--json", "--store", store, "--user", name])
    let shared = try sandbox.run(["wishlist", "--json", "--store", store, "--user", "shopper"])

    #expect((try mine.json()["items"] as? [Any])?.count == 1)
    #expect((try shared.json()["items"] as? [Any])?.count == 0)
  }

  /// A `USER` that is not UTF-8 spells no name: passed over for `LOGNAME`, as a blank one is,
  /// and never refusing a command that names its shopper itself.
  @Test func aUserNotInUTF8IsPassedOverForLogname() throws {
    let catalogue = try sandbox.write(
      #"{"shop": "mini", "currency": "USD", "products": [{"id": 1, "name": "Mug", "price": "4.00", "stock": 5}]}"#,
      to: "mini.json")
    let store = "sqlite:" + sandbox.folder + "/shop.db"
    #expect(try sandbox.run(["store", "load", catalogue, "--store", store]).status == 0)
    func runWithUserNotInUTF8(_ arguments: [String]) throws -> TaschRun {
      try sandbox.run(
        ["-c", #"USER="$(printf 'b\377')" LOGNAME=bea exec "$0" "$@""#, TaschBinary.path]
          + arguments + ["--store", store],
        executable: "/bin/sh")
    }

    let added = try runWithUserNotInUTF8(["wishlist", "add", "1"])
    let named = try runWithUserNotInUTF8(["wishlist", "--json", "--user", "cy"])
    let bea = try sandbox.run(["wishlist", "--json", "--store", store, "--user", "bea"])

    #expect(added.status == 0, "\(added.errors)")
    #expect(named.status == 0, "\(named.errors)")
    #expect((try named.json()["items"] as? [Any])?.count == 0)
    #expect((try bea.json()["items"] as? [Any])?.count == 1)
  }
}
