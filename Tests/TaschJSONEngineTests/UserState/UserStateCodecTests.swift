import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct UserStateCodecTests {
  private func decode(_ text: String) throws(UserStateError) -> UserState {
    try UserStateCodec.decode(Array(text.utf8))
  }

  @Test func readsTheSeedFormat() throws {
    let state = try decode(#"{"version": 1, "wishList": [1, 2, 3]}"#)

    #expect(state == UserState(wishList: WishList([1, 2, 3])))
  }

  @Test func whatItWritesReadsBackTheSame() throws {
    let state = UserState(
      wishList: WishList([3, 1]), ratings: [1: .four, 7: .one],
      orders: [Order.stub(number: 1), Order.stub(number: 2, total: .usd(9, cents: 99))],
      stockTaken: [1: 2])

    #expect(try UserStateCodec.decode(UserStateCodec.encode(state)) == state)
  }

  @Test func writesAStableReadableFile() {
    let state = UserState(
      wishList: WishList([2]), ratings: [2: .five], orders: [.stub()], stockTaken: [1: 1])

    #expect(
      String(decoding: UserStateCodec.encode(state), as: UTF8.self) == """
        {
          "orders": [
            {
              "lines": [
                {
                  "id": 1,
                  "name": "Carrier",
                  "price": {
                    "amount": "250.00",
                    "currency": "USD"
                  }
                }
              ],
              "number": 1,
              "placedAt": "2023-11-14T22:13:20Z",
              "total": {
                "amount": "250.00",
                "currency": "USD"
              }
            }
          ],
          "ratings": {
            "2": 5
          },
          "stockTaken": {
            "1": 1
          },
          "version": 1,
          "wishList": [2]
        }

        """)
  }

  @Test func dropsRepeatedWishListEntriesKeepingTheFirst() throws {
    #expect(try decode(#"{"version": 1, "wishList": [2, 1, 2]}"#).wishList == WishList([2, 1]))
  }

  @Test func aDateWithAnOffsetReadsBackTheSame() throws {
    let state = try decode(
      #"{"version": 1, "orders": [{"number": 1, "placedAt": "2026-11-22T11:00:00+01:00", "#
        + #""total": {"amount": "1.00", "currency": "USD"}, "lines": []}]}"#)

    #expect(try UserStateCodec.decode(UserStateCodec.encode(state)) == state)
    #expect(state.orders.first?.placedAt == Date(timeIntervalSince1970: 1_795_341_600))
  }

  @Test func refusesAFileFromANewerVersion() {
    #expect(throws: UserStateError.newerVersion(2)) { try decode(#"{"version": 2}"#) }
  }

  @Test(arguments: [
    ("", "it is not valid JSON (line 1, column 1: unexpected end of the document)"),
    (
      #"{"version": 1, "wishList": [1, 2"#,
      "it is not valid JSON (line 1, column 33: expected ',' or ']' in an array)"
    ),
    ("[1]", "it is not a JSON object"),
    ("{}", "\"version\" must be a whole number of at least 1"),
    (#"{"version": "1"}"#, "\"version\" must be a whole number of at least 1"),
    (#"{"version": 0}"#, "\"version\" must be a whole number of at least 1"),
    (#"{"version": 1, "wishList": {}}"#, "\"wishList\" must be an array"),
    (
      #"{"version": 1, "wishList": [0]}"#,
      "\"wishList\" must hold product identifiers (whole numbers above 0)"
    ),
    (
      #"{"version": 1, "wishList": ["1"]}"#,
      "\"wishList\" must hold product identifiers (whole numbers above 0)"
    ),
    (#"{"version": 1, "ratings": []}"#, "\"ratings\" must be an object"),
    (
      #"{"version": 1, "ratings": {"x": 3}}"#,
      "\"ratings\" has the key \"x\", which is not a product identifier"
    ),
    (#"{"version": 1, "ratings": {"1": 6}}"#, "\"ratings\" must give each product 1 to 5 stars"),
    (
      #"{"version": 1, "stockTaken": {"1": -1}}"#,
      "\"stockTaken\" must give each product a whole number of at least 0"
    ),
    (#"{"version": 1, "orders": {}}"#, "\"orders\" must be an array"),
    (
      #"{"version": 1, "orders": [{"number": 1}]}"#,
      "orders[0] must have a number, a placedAt date and lines"
    ),
    (
      #"{"version": 1, "orders": [{"number": 1, "placedAt": "2026-11-22T10:00:00.5Z", "lines": []}]}"#,
      "orders[0].placedAt must be a date to the second, such as 2026-11-22T10:00:00Z"
    ),
    (
      #"{"version": 1, "orders": [{"number": 1, "placedAt": "yesterday", "lines": []}]}"#,
      "orders[0] must have a number, a placedAt date and lines"
    ),
    (
      #"{"version": 1, "orders": [{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [], "total": {"amount": "1.001", "currency": "USD"}}]}"#,
      "orders[0].total must be an amount and an ISO 4217 currency"
    ),
    (
      #"{"version": 1, "orders": [{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1}], "total": {"amount": "1", "currency": "USD"}}]}"#,
      "orders[0].lines[0] must have an id and a name"
    ),
  ])
  func refusesWhatItDoesNotFullyUnderstand(text: String, reason: String) {
    #expect(throws: UserStateError.invalid(reason)) { try decode(text) }
  }
}
