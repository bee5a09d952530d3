import Foundation
import Testing

/// `tasch serve` on an SQLite store, the built binary asked by `curl`: every request acts for
/// the shopper whose token it bears, none without one, and no token reaches the log.
@Suite(.enabled(if: ServedTasch.canRunCurl, "curl is not installed"))
struct ServeTokensEndToEndTests {
  private let sandbox: Sandbox
  private let store: String

  init() throws {
    sandbox = try Sandbox()
    store = "sqlite:" + sandbox.folder + "/shop.db"
    let catalogue = try sandbox.write(
      #"{"shop": "mini", "currency": "USD", "products": ["#
        + #"{"id": 1, "name": "Mug", "price": "4.00", "stock": 5},"#
        + #"{"id": 2, "name": "Pot", "price": "9.50", "stock": 5}]}"#,
      to: "mini.json")
    let loaded = try sandbox.run(["store", "load", catalogue, "--store", store])
    #expect(loaded.status == 0)
  }

  /// A new token for `name`, as `store shopper add` prints it.
  private func token(for name: String) throws -> String {
    let added = try sandbox.run(["store", "shopper", "add", name, "--store", store])
    #expect(added.status == 0)
    #expect(added.errors.contains("shown only this once"))
    return added.output.trimmingCharacters(in: .newlines)
  }

  @Test func eachRequestActsForTheShopperOfItsTokenWhateverTheServersUser() throws {
    let (ann, bob) = (try token(for: "ann"), try token(for: "bob"))
    let server = try ServedTasch(
      ["--store", store], environment: ["TASCH_USER": "mallory"], in: sandbox)

    let none = try server.curl("GET", "api/wishlist")
    let wrong = try server.curl(
      "PUT", "api/wishlist/1",
      headers: ["Authorization: Bearer " + String(repeating: "A", count: 43)])
    let health = try server.curl("GET", "healthz")
    let described = try server.curl("GET", "api/openapi.json")
    let added = try server.curl("PUT", "api/wishlist/2", headers: ["Authorization: Bearer \(ann)"])
    let rated = try server.curl(
      "PUT", "api/ratings/1", headers: ["Authorization: Bearer \(bob)"], body: #"{"stars": 4}"#)
    let annsList = try server.curl("GET", "api/wishlist", headers: ["Authorization: Bearer \(ann)"])
    let bobsList = try server.curl("GET", "api/wishlist", headers: ["Authorization: Bearer \(bob)"])
    let bobsProduct = try server.curl(
      "GET", "api/products/1", headers: ["Authorization: Bearer \(bob)"])
    // As a browser's EventSource, which sends no header, might be told to.
    let inQuery = try server.curl("GET", "api/wishlist?access_token=\(ann)")
    // Found by attack: a method is any token, and a shopper's sent as one was logged.
    let asMethod = try server.curl(ann, "api/cart")
    let run = server.stop()
    let mallorys = try sandbox.run(["wishlist", "--json", "--store", store, "--user", "mallory"])

    #expect(none.status == 401)
    #expect(none.headers["www-authenticate"] == #"Bearer realm="tasch""#)
    #expect(try none.json().errorCode == "unauthorized")
    #expect(wrong.status == 401)
    #expect(wrong.headers["www-authenticate"] == #"Bearer realm="tasch", error="invalid_token""#)
    #expect([health, described, added, rated].allSatisfy { $0.status == 200 })
    #expect(
      (try annsList.json()["items"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [2])
    #expect((try bobsList.json()["items"] as? [Any])?.isEmpty == true)
    #expect(((try bobsProduct.json()["rating"]) as? [String: Any])?["mine"] as? Int == 4)
    #expect((try mallorys.json()["items"] as? [Any])?.isEmpty == true)
    expectDescribed(
      [none, wrong, health, described, added, rated, annsList, bobsList, bobsProduct],
      serverEnded: run)
    #expect(inQuery.status == 401)
    #expect(asMethod.status == 501)
    #expect(run.errors.split(separator: "\n").count == 11)
    #expect(run.errors.contains("GET /api/wishlist?access_token=*** 401"))
    #expect(run.errors.contains("*** /api/cart 501"))
    #expect(!run.errors.contains(ann) && !run.errors.contains(bob))
    #expect(!run.errors.contains("Bearer") && !run.errors.contains("Authorization"))
  }

  @Test func aTokenRevokedWhileTheServerRunsIsRefusedFromThenOn() throws {
    let bob = try token(for: "bob")
    let server = try ServedTasch(["--store", store], in: sandbox)

    let before = try server.curl("GET", "api/cart", headers: ["Authorization: Bearer \(bob)"])
    let revoked = try sandbox.run(["store", "shopper", "revoke", "bob", "--store", store])
    let after = try server.curl("GET", "api/cart", headers: ["Authorization: Bearer \(bob)"])
    let listed = try sandbox.run(["store", "shopper", "list", "--json", "--store", store])
    _ = server.stop()

    #expect(before.status == 200)
    #expect(revoked.status == 0)
    #expect(after.status == 401)
    #expect((try listed.json()["shoppers"] as? [Any])?.isEmpty == true)
  }

  @Test func anEventStreamWhoseTokenIsRevokedEndsWithoutTellingOfTheNextChange() throws {
    let bob = try token(for: "bob")
    let server = try ServedTasch(["--store", store], in: sandbox)
    let events = try server.follow("api/events", headers: ["Authorization: Bearer \(bob)"])
    defer { if events.isRunning { events.end() } }

    let opening = events.read(until: "following")
    let revoked = try sandbox.run(["store", "shopper", "revoke", "bob", "--store", store])
    let added = try sandbox.run(["wishlist", "add", "1", "--store", store, "--user", "bob"])
    // Read until curl ends: when the stream does, or after the 30 s it gives any stream.
    let rest = events.read(until: "event: change")
    events.waitUntilExit()
    _ = server.stop()

    #expect(opening.contains("following"))
    #expect([revoked.status, added.status] == [0, 0])
    #expect(!rest.contains("event: change"))
    // Not 28, curl's status when its time ran out: the server ended the stream.
    #expect(events.terminationStatus == 0)
  }

  @Test func theDatabaseKeepsNoTokenAndListsNone() throws {
    let ann = try token(for: "ann")

    let listed = try sandbox.run(["store", "shopper", "list", "--json", "--store", store])
    // The write-ahead log too, where the latest pages may still be.
    let files = ["/shop.db", "/shop.db-wal"].compactMap {
      FileManager.default.contents(atPath: sandbox.folder + $0)
    }

    #expect(!listed.output.contains(ann))
    #expect(listed.output.contains(#""name": "ann""#))
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { $0.range(of: Data(ann.utf8)) == nil })
  }

  @Test func onTheJSONFilesTokensAreAUsageError() throws {
    let added = try sandbox.run(["store", "shopper", "add", "ann"])

    #expect(added.status == 2)
    #expect(added.output.isEmpty)
    #expect(added.errors.hasPrefix("tasch: store shopper needs --store: tokens are for database"))
  }
}
