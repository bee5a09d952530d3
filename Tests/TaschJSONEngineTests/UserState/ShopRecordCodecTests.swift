import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct ShopRecordCodecTests {
  /// The record in `text`, from a file of format `version`.
  private func decode(_ text: String, version: Int = 3) throws -> ShopRecord {
    guard case .object(let fields) = try StateText.json(text) else {
      throw UserStateError.invalid("the test's record is not an object")
    }
    return try ShopRecordCodec.decode(fields, version: version, at: "")
  }

  @Test func aRecordWithNoFieldsIsEmpty() throws {
    #expect(try decode("{}") == ShopRecord())
  }

  @Test func dropsRepeatedWishListEntriesOfVersionTwoKeepingTheFirst() throws {
    #expect(
      try decode(#"{"wishList": [2, 1, 2]}"#, version: 2).shopper.wishList == WishList([2, 1]))
  }

  @Test(arguments: [
    (#"{"lastOrderNumber": 7}"#, 7),
    (#"{"orders": [\#(StateText.foreignOrder)]}"#, 2),
    (#"{"lastOrderNumber": 1, "orders": [\#(StateText.foreignOrder)]}"#, 2),
    (#"{"lastOrderNumber": 5, "orders": [\#(StateText.foreignOrder)]}"#, 5),
  ])
  func theLargestOrderNumberIsNeverBelowAnOrderPlaced(text: String, largest: Int) throws {
    #expect(try decode(text).shopper.lastOrderNumber == largest)
  }

  @Test func aCheckoutKeyOfTwoOrdersIsRefused() throws {
    let order = { (number: Int, key: String) in
      #"{"number": \#(number), "placedAt": "2026-01-01T00:00:00Z", "lines": [], "#
        + #""total": {"amount": "0.00", "currency": "USD"}, "checkoutKey": "\#(key)"}"#
    }

    #expect(try decode(#"{"orders": [\#(order(1, "k1")), \#(order(2, "k2"))]}"#).orders.count == 2)
    #expect(
      throws: UserStateError.invalid(
        "orders[2].checkoutKey is the key of orders[0] too; a key names one order")
    ) {
      try decode(#"{"orders": [\#(order(1, "k1")), \#(order(2, "k2")), \#(order(3, "k1"))]}"#)
    }
  }

  @Test func writesEveryFieldAndKeepsTheOnesItDoesNotKnow() throws {
    var record = ShopRecord(
      shopper: ShopperData(wishList: WishList([3, 1], quantities: [3: 2]), lastOrderNumber: 4))
    record.otherFields = ["notes": .string("hi")]
    record.wishListFields = [1: ["gift": .bool(true)]]

    #expect(
      ShopRecordCodec.encode(record)
        == (try StateText.json(
          """
          {"wishList": [{"id": 3, "quantity": 2}, {"id": 1, "quantity": 1, "gift": true}],
           "ratings": {}, "stockTaken": {}, "orders": [], "history": [],
           "lastOrderNumber": 4, "notes": "hi"}
          """)))
  }

  @Test(arguments: [
    (#"{"wishList": {}}"#, "\"wishList\" must be an array"),
    (#"{"wishList": [0]}"#, "\"wishList\" must hold product identifiers (whole numbers above 0)"),
    (
      #"{"wishList": ["1"]}"#,
      "\"wishList\" must hold product identifiers (whole numbers above 0)"
    ),
    (#"{"ratings": []}"#, "\"ratings\" must be an object"),
    (#"{"ratings": {"x": 3}}"#, "\"ratings\" has the key \"x\", which is not a product identifier"),
    (
      #"{"ratings": {"007": 3}}"#,
      "\"ratings\" has the key \"007\", which is not a product identifier"
    ),
    (#"{"ratings": {"1": 6}}"#, "\"ratings\" must give each product 1 to 5 stars"),
    (#"{"ratings": {"1": "5"}}"#, "\"ratings\" must give each product 1 to 5 stars"),
    (
      #"{"stockTaken": {"1": -1}}"#,
      "\"stockTaken\" must give each product a whole number of at least 0"
    ),
    (#"{"orders": {}}"#, "\"orders\" must be an array"),
    (#"{"history": {}}"#, "\"history\" must be an array"),
    (#"{"lastOrderNumber": -1}"#, "\"lastOrderNumber\" must be a whole number of at least 0"),
    (#"{"lastOrderNumber": "3"}"#, "\"lastOrderNumber\" must be a whole number of at least 0"),
  ])
  func refusesWhatItDoesNotFullyUnderstand(text: String, reason: String) {
    #expect(throws: UserStateError.invalid(reason)) { try decode(text, version: 2) }
  }
}
