import Foundation
import Testing

/// Two `tasch serve` processes on one PostgreSQL store, asked over HTTP by 40 shoppers at once,
/// each with a token of their own.
@Suite(.enabled(if: ServedTasch.canRunCurl, "curl is not installed"), .needsPostgreSQLServer)
final class ServeScaleEndToEndTests {
  private let sandbox: Sandbox
  private let schema: PostgreSQLSchema

  init() throws {
    sandbox = try Sandbox()
    schema = try PostgreSQLSchema()
  }

  deinit { schema.drop() }

  @Test func fortyShoppersOnTwoServersRacingForTheLastTenItemsPlaceExactlyTenOrders() throws {
    let servers = try twoServers(
      #"{"id": 1, "name": "Last mug", "price": "4.00", "stock": 10},"#
        + #"{"id": 2, "name": "Pot", "price": "9.50", "stock": 100}"#)
    let tokens = try (1...40).map { try token(of: "shopper\($0)") }
    /// Each shopper asks the server of their own number's parity, all at once.
    func everyone(_ method: String, _ path: String, body: String? = nil) throws
      -> [ServedTasch.Answer]
    {
      try tokens.enumerated().map { index, token in
        try servers[index % 2].startCurl(
          method, path, headers: ["Authorization: Bearer \(token)"], body: body)
      }.map { $0.answer() }
    }

    let added = try everyone("PUT", "api/wishlist/1")
    let checkouts = try everyone(
      "POST", "api/checkout", body: #"{"total": {"minorUnits": 400, "currency": "USD"}}"#)
    let product = try servers[1].curl(
      "GET", "api/products/1", headers: ["Authorization: Bearer \(tokens[0])"])
    let runs = servers.map { $0.stop() }

    #expect(tokens.allSatisfy { $0.count == 43 })
    #expect(added.allSatisfy { $0.status == 200 })
    #expect(checkouts.filter { $0.status == 201 }.count == 10)
    let refusals = checkouts.filter { $0.status != 201 }
    #expect(refusals.count == 30)
    #expect(
      refusals.allSatisfy { $0.status == 409 && $0.body.contains(#""code": "out-of-stock""#) })
    #expect(try product.json()["stock"] as? Int == 0)
    for answer in added + checkouts + [product] { #expect(answer.problems == []) }
    #expect(runs.map(\.status) == [0, 0])
  }

  @Test func aCheckoutSentTenTimesAtOnceToTwoServersWithOneKeyPlacesOneOrder() throws {
    let servers = try twoServers(#"{"id": 1, "name": "Mug", "price": "4.00", "stock": 10}"#)
    let authorized = "Authorization: Bearer \(try token(of: "ann"))"
    let added = try servers[0].curl("PUT", "api/wishlist/1", headers: [authorized])

    let checkouts = try (0..<10).map { index in
      try servers[index % 2].startCurl(
        "POST", "api/checkout", headers: [authorized, "Idempotency-Key: one-mug"],
        body: #"{"total": {"minorUnits": 400, "currency": "USD"}}"#)
    }.map { $0.answer() }
    let orders = try servers[1].curl("GET", "api/orders", headers: [authorized])
    let product = try servers[0].curl("GET", "api/products/1", headers: [authorized])
    let runs = servers.map { $0.stop() }

    #expect(added.status == 200)
    #expect(checkouts.map(\.status) == Array(repeating: 201, count: 10))
    let numbers = try checkouts.map {
      try ($0.json()["order"] as? [String: Any])?["number"] as? Int
    }
    #expect(numbers == Array(repeating: 1, count: 10))
    #expect((try orders.json()["orders"] as? [Any])?.count == 1)
    #expect(try product.json()["stock"] as? Int == 9)
    #expect(runs.map(\.status) == [0, 0])
  }

  @Test func anEventStreamOnOneServerReportsAChangeMadeThroughTheOther() throws {
    let servers = try twoServers(#"{"id": 1, "name": "Mug", "price": "4.00", "stock": 10}"#)
    let token = try token(of: "ann")
    let (watched, other) = (servers[0], servers[1])
    let events = try watched.follow("api/events", headers: ["Authorization: Bearer \(token)"])
    defer { events.end() }

    let opening = events.read(until: "following")
    let added = try other.curl("PUT", "api/wishlist/1", headers: ["Authorization: Bearer \(token)"])
    let stream = events.read(until: "\n\n")
    _ = (watched.stop(), other.stop())

    #expect(opening.contains("following"))
    #expect(added.status == 200)
    #expect(stream.contains("event: change"))
    #expect(stream.contains("\"wishList\": true"))
  }

  /// Two servers on the shop `race` of `products` (JSON objects, separated by commas), loaded
  /// into this test's schema.
  private func twoServers(_ products: String) throws -> [ServedTasch] {
    let catalogue = try sandbox.write(
      #"{"shop": "race", "currency": "USD", "products": ["# + products + "]}", to: "race.json")
    try #require(try sandbox.run(["store", "load", catalogue, "--store", schema.url]).status == 0)
    return [
      try ServedTasch(["--store", schema.url], in: sandbox),
      try ServedTasch(["--store", schema.url], in: sandbox),
    ]
  }

  /// A new token of `shopper`'s.
  private func token(of shopper: String) throws -> String {
    try sandbox.run(["store", "shopper", "add", shopper, "--store", schema.url])
      .output.trimmingCharacters(in: .newlines)
  }
}
