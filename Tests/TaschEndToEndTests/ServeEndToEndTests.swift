import Foundation
import Glibc
import Testing

/// `tasch serve`, the built binary on a free loopback port, asked by `curl`.
@Suite(.enabled(if: ServedTasch.canRunCurl, "curl is not installed"))
struct ServeEndToEndTests {
  @Test func servesTheShopSaysWhereAndLogsEachRequest() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    let products = try server.curl("GET", "api/products?sort=price&limit=2")
    let product = try server.curl("GET", "api/products/3", headers: ["Accept-Language: de-DE"])
    let missing = try server.curl("GET", "api/products/4242")
    let wrongMethod = try server.curl("POST", "api/cart")
    let health = try server.curl("GET", "healthz")
    let run = server.stop()

    #expect(server.baseURL.hasPrefix("http://127.0.0.1:"))
    #expect(server.baseURL.hasSuffix("/"))
    #expect(products.status == 200)
    #expect(try products.json()["total"] as? Int == 26)
    #expect(product.body.contains("\"formatted\": \"75,00\u{A0}$\""))
    #expect(missing.status == 404)
    #expect(wrongMethod.status == 405)
    #expect(wrongMethod.headers["allow"] == "GET, HEAD")
    #expect(health.status == 200)
    expectDescribed([products, product, missing, wrongMethod, health], serverEnded: run)
    // The base URL was the first line, read as the server started; nothing follows it.
    #expect(run.output.isEmpty)
    let log = run.errors.split(separator: "\n")
    #expect(log.count == 5)
    #expect(log.first?.hasPrefix("GET /api/products?sort=price&limit=2 200 ") == true)
    #expect(log.last?.hasPrefix("GET /healthz 200 ") == true)
  }

  @Test func changesTheWishListAndChecksOutOnceWithAnIdempotencyKeyThatOutlivesTheServer()
    throws
  {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    let added = try server.curl("PUT", "api/wishlist/4")
    let removed = try server.curl("DELETE", "api/wishlist/2")
    let rated = try server.curl("PUT", "api/ratings/1", body: #"{"stars": 5}"#)
    let cart = try server.curl("GET", "api/cart")
    let total = try #require(try cart.json()["total"] as? [String: Any])
    let minorUnits = try #require(total["minorUnits"] as? Int)
    let confirm = #"{"total": {"minorUnits": \#(minorUnits), "currency": "USD"}}"#
    let stale = try server.curl(
      "POST", "api/checkout", body: #"{"total": {"minorUnits": 1, "currency": "USD"}}"#)
    let placed = try server.curl(
      "POST", "api/checkout", headers: ["Idempotency-Key: first"], body: confirm)
    let firstRun = server.stop()
    // The answer was lost, and the server restarted: the retry finds the order all the same.
    let restarted = try ServedTasch(in: sandbox)
    let retried = try restarted.curl(
      "POST", "api/checkout", headers: ["Idempotency-Key: first"], body: confirm)
    let orders = try restarted.curl("GET", "api/orders")
    let run = restarted.stop()

    #expect(added.status == 200)
    #expect(removed.status == 200)
    #expect(rated.status == 200)
    #expect(stale.status == 409)
    #expect(try stale.json()["cart"] != nil)
    #expect(placed.status == 201)
    #expect(retried.status == 201)
    #expect(retried.body == placed.body)
    #expect((try orders.json()["orders"] as? [Any])?.count == 1)
    expectDescribed([added, removed, rated, cart, stale, placed], serverEnded: firstRun)
    expectDescribed([retried, orders], serverEnded: run)
  }

  @Test func withSimulationControlClientsSwitchTheSimulationAndForceTheirOwn() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(
      ["--fail", "orders"], serving: ["--simulation-control"], in: sandbox)

    let started = try server.curl("GET", "api/simulation")
    let switched = try server.curl(
      "PUT", "api/simulation", body: #"{"fail": "cart=after:1:storage", "seed": 3}"#)
    let firstCart = try server.curl("GET", "api/cart")
    let secondCart = try server.curl("GET", "api/cart")
    let forced = try server.curl(
      "GET", "api/products?limit=1", headers: ["Tasch-Simulate: fail=catalogue=once:empty"])
    let unforced = try server.curl("GET", "api/products?limit=1")
    let refused = try server.curl("PUT", "api/simulation", body: #"{"fail": "cart=often"}"#)
    let reset = try server.curl("POST", "api/simulation/reset")
    let orders = try server.curl("GET", "api/orders")
    let run = server.stop()

    #expect(try started.json()["fail"] as? String == "orders")
    #expect(try switched.json()["fail"] as? String == "cart=after:1:storage")
    #expect(firstCart.status == 200)
    #expect(secondCart.status == 503)
    #expect(try secondCart.json().errorCode == "storage")
    #expect(try forced.json().errorCode == "empty-catalogue")
    #expect(try unforced.json()["total"] as? Int == 26)
    #expect(refused.status == 400)
    #expect(refused.body.contains("often"))
    #expect(try reset.json()["fail"] as? String == "orders")
    #expect(orders.status == 503)
    expectDescribed(
      [started, switched, firstCart, secondCart, forced, unforced, refused, reset], serverEnded: run
    )
  }

  /// The seed an error names is the one to replay it with: that of the simulation a client put
  /// in force, not the one the server started with.
  @Test func aFailureByChanceNamesTheSeedOfTheSimulationInForce() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(
      ["--fail", "orders=50%", "--seed", "9"], serving: ["--simulation-control"], in: sandbox)

    // Seed 3 fails the first call of the cart at one in two.
    _ = try server.curl("PUT", "api/simulation", body: #"{"fail": "cart=50%", "seed": 3}"#)
    let byChance = try server.curl("GET", "api/cart")
    _ = try server.curl("PUT", "api/simulation", body: #"{"fail": "cart"}"#)
    let always = try server.curl("GET", "api/cart")
    _ = server.stop()

    #expect(byChance.status == 503)
    #expect((try byChance.json()["error"] as? [String: Any])?["seed"] as? Int == 3)
    #expect(always.status == 503)
    #expect((try always.json()["error"] as? [String: Any])?.keys.contains("seed") == false)
  }

  @Test func aClientThatGivesUpDuringASimulatedWaitIsLetGoAndLoggedAndNotWaitedFor() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(serving: ["--simulation-control"], in: sandbox)

    try server.abandon(
      "GET /api/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nTasch-Simulate: latency=3600s\r\n\r\n")
    // Answered only once the server has read the request sent before it, which then waits.
    let health = try server.curl("GET", "healthz")
    let run = server.stop()

    #expect(health.status == 200)
    #expect(run.errors.contains("GET /api/cart 499 "))
    #expect(run.status == 0)
  }

  /// A client that gives up on a change ends its simulated wait: the change is made then, as
  /// one already sent would be, not an hour later, nor never when the server stops meanwhile.
  @Test func aChangeWhoseClientGaveUpDuringASimulatedWaitIsMadeThen() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(serving: ["--simulation-control"], in: sandbox)

    try server.abandon(
      "PUT /api/wishlist/8 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n"
        + "Tasch-Simulate: latency=wishlist.add=3600s\r\n\r\n")
    // Answered only once the server has read the request sent before it.
    let health = try server.curl("GET", "healthz")
    let run = server.stop()
    let items = try sandbox.run("wishlist", "--json").json()["items"] as? [[String: Any]]

    #expect(health.status == 200)
    #expect(run.errors.contains("PUT /api/wishlist/8 499 "))
    #expect(run.status == 0)
    #expect(items?.compactMap { $0["id"] as? Int }.contains(8) == true)
  }

  @Test func withoutSimulationControlNoClientReachesTheSimulation() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    let read = try server.curl("GET", "api/simulation")
    let forced = try server.curl("GET", "api/cart", headers: ["Tasch-Simulate: fail=cart"])
    _ = server.stop()

    #expect(read.status == 404)
    #expect(forced.status == 400)
  }

  @Test func streamsAChangeMadeByAnotherClient() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)
    let events = try server.follow("api/events")
    defer { events.end() }

    _ = events.read(until: "following")
    _ = try server.curl("PUT", "api/wishlist/5")
    let stream = events.read(until: "\n\n")
    _ = server.stop()

    #expect(stream.contains("event: change"))
    #expect(stream.contains("\"wishList\": true"))
  }

  @Test func isUnhealthyWhileTheStateFileCannotBeReadAndHealthyUnderAnySimulation() throws {
    let sandbox = try Sandbox()
    try sandbox.write(#"{"version": 3, "shops": {"#, to: "state.json")
    let damaged = try ServedTasch(in: sandbox)
    let simulated = try ServedTasch(["--fail", "wishlist,cart,orders,history"], in: Sandbox())

    let unhealthy = try damaged.curl("GET", "healthz")
    let wishList = try damaged.curl("GET", "api/wishlist")
    let healthy = try simulated.curl("GET", "healthz")
    _ = (damaged.stop(), simulated.stop())

    #expect(unhealthy.status == 503)
    #expect(try unhealthy.json().errorCode == "storage")
    #expect(try wishList.json().errorCode == "storage")
    #expect(healthy.status == 200)
    for answer in [unhealthy, wishList, healthy] { #expect(answer.problems == []) }
    #expect(sandbox.read(sandbox.state) == #"{"version": 3, "shops": {"#)
  }

  @Test func stopsOnSIGINTToo() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    let run = server.stop(with: SIGINT)

    #expect(run.status == 0)
  }

  @Test(arguments: [SIGHUP, SIGQUIT])
  func stopsWhenItsTerminalClosesOrCtrlBackslashIsPressed(signal: Int32) throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    let run = server.stop(with: signal)

    #expect(run.status == 0)
    #expect(!run.errors.contains("crashed"))
  }

  @Test func logsNoControlCharacterFromARequest() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    _ = try server.curl("GET", "api/%1B%5B31mred%07")
    let run = server.stop()

    #expect(run.errors.contains("GET /api/%1B%5B31mred%07 404"))
    #expect(!run.errors.utf8.contains { $0 < 0x20 && $0 != 0x0A })
  }

  @Test func anAddressInUseIsSaidOnceAndEndsWithFailure() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)
    let address = String(server.baseURL.dropFirst("http://".count).dropLast())

    let second = try sandbox.run(["serve", "--listen", address])
    _ = server.stop()

    #expect(second.status == 1)
    #expect(second.errors == "tasch: cannot listen on \(address): Address already in use\n")
    #expect(second.output.isEmpty)
  }

  @Test func onTheJSONFilesAnAddressOthersReachIsAUsageError() throws {
    let sandbox = try Sandbox()

    let run = try sandbox.run(["serve", "--listen", "0.0.0.0:0"])

    #expect(run.status == 2)
    #expect(run.errors.contains("not a loopback address"))
    #expect(run.output.isEmpty)
  }
}
