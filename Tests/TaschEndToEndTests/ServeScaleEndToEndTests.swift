import Foundation
import Testing

/// Two `tasch serve` processes on one PostgreSQL store, asked over HTTP by 40 shoppers at once,
/// each with a token of their own.
@Suite(.enabled(if: ServedTasch.curl != nil, "curl is not installed"), .needsPostgreSQLServer)
struct ServeScaleEndToEndTests {
  @Test func fortyShoppersOnTwoServersRacingForTheLastTenItemsPlaceExactlyTenOrders() throws {
    let sandbox = try Sandbox()
    let schema = try PostgreSQLSchema()
    defer { schema.drop() }
    let catalogue = try sandbox.write(
      #"{"shop": "race", "currency": "USD", "products": ["#
        + #"{"id": 1, "name": "Last mug", "price": "4.00", "stock": 10},"#
        + #"{"id": 2, "name": "Pot", "price": "9.50", "stock": 100}]}"#,
      to: "race.json")
    #expect(try sandbox.run(["store", "load", catalogue, "--store", schema.url]).status == 0)
    let tokens = try (1...40).map { number in
      try sandbox.run(["store", "shopper", "add", "shopper\(number)", "--store", schema.url])
        .output.trimmingCharacters(in: .newlines)
    }
    let servers = [
      try ServedTasch(["--store", schema.url], in: sandbox),
      try ServedTasch(["--store", schema.url], in: sandbox),
    ]
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

  @Test func anEventStreamOnOneServerReportsAChangeMadeThroughTheOther() throws {
    let sandbox = try Sandbox()
    let schema = try PostgreSQLSchema()
    defer { schema.drop() }
    let catalogue = try sandbox.write(
      #"{"shop": "race", "currency": "USD", "products": ["#
        + #"{"id": 1, "name": "Mug", "price": "4.00", "stock": 10}]}"#,
      to: "race.json")
    #expect(try sandbox.run(["store", "load", catalogue, "--store", schema.url]).status == 0)
    let token = try sandbox.run(["store", "shopper", "add", "ann", "--store", schema.url])
      .output.trimmingCharacters(in: .newlines)
    let (watched, other) = (
      try ServedTasch(["--store", schema.url], in: sandbox),
      try ServedTasch(["--store", schema.url], in: sandbox)
    )
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
}
