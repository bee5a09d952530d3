import Foundation
import Tasch
import TaschJSON
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct StateCodecTests {
  private let tasch = ShopID("tasch")

  private func decode(_ text: String) throws(UserStateError) -> StateDocument {
    try StateCodec.decode(Array(text.utf8), currentShop: tasch)
  }

  private func json(_ document: StateDocument) throws -> JSONValue {
    try StateText.json(String(decoding: StateCodec.encode(document), as: UTF8.self))
  }

  // MARK: - Version 3

  @Test func whatItWritesReadsBackTheSame() throws {
    var data = ShopperData(
      wishList: WishList([3, 1], quantities: [1: 4]), ratings: [1: .four, 7: .one])
    _ = data.addToWishList(2, at: Date(timeIntervalSince1970: 1_700_000_000.25))
    _ = data.setQuantity(5, of: 2, at: .stub)
    _ = data.setQuantity(2, of: 8, at: .stub)
    _ = data.removeFromWishList(3, at: .stub)
    _ = data.rate(1, .two, at: .stub)
    _ = data.rate(7, nil, at: .stub)
    _ = try data.undo()
    data.lastOrderNumber = 9
    let order = Order.stub(number: 2)
    var record = ShopRecord(shopper: data)
    record.orders = [StoredOrder(order: order, json: OrderCodec.encode(order))]
    record.stockTaken = [1: 2, 3: 1]
    record.otherFields = ["notes": .array([.number("2.50"), .null])]
    let document = StateDocument(
      shops: [tasch: record, ShopID("/tmp/other catalogue.json"): ShopRecord()],
      otherFields: ["theme": .string("dark")])

    #expect(try decode(String(decoding: StateCodec.encode(document), as: UTF8.self)) == document)
  }

  @Test func keepsEveryFieldItDoesNotKnowAndEveryOrderAsItWasRead() throws {
    let record = """
      {"wishList": [{"id": 3, "quantity": 2, "note": "gift"}, {"id": 1, "quantity": 1}],
       "ratings": {"1": 4}, "stockTaken": {"3": 1}, "lastOrderNumber": 2,
       "history": [{"change": "wishlist.add", "id": 1, "at": "2026-11-22T10:00:00.000Z",
                    "undone": false, "device": "phone"}],
       "orders": [\(StateText.foreignOrder)], "notes": {"a": [1, 2.50, "x"]}}
      """
    let text = """
      {"version": 3, "theme": {"name": "dark"}, "shops": {"tasch": \(record)}}
      """

    let written = try json(try decode(text))

    #expect(StateText.member("theme", of: written) == (try StateText.json(#"{"name": "dark"}"#)))
    let writtenRecord = StateText.member("tasch", of: StateText.member("shops", of: written))
    var expected = try StateText.json(record)
    // The history is the one part written from what it means, not kept as read.
    if case .object(var fields) = expected {
      fields["history"] = try StateText.json(
        #"[{"change": "wishlist.add", "id": 1, "at": "2026-11-22T10:00:00.000Z", "undone": false}]"#
      )
      expected = .object(fields)
    }
    #expect(writtenRecord == expected)
  }

  @Test func readsAnOrderInAnyOffsetAtItsInstant() throws {
    let document = try decode(
      #"{"version": 2, "shops": {"tasch": {"orders": [\#(StateText.foreignOrder)]}}}"#)

    let order = try #require(document.shops[tasch]?.orders.first?.order)
    #expect(order.number == 2)
    #expect(order.placedAt.timeIntervalSince1970 == 1_795_334_400.123456)
    #expect(order.lines == [OrderLine(productID: 3, name: "Urbanito", price: .usd(75, cents: 50))])
  }

  @Test func writesAStableReadableFile() {
    let document = StateDocument(
      shops: [tasch: ShopRecord(shopper: ShopperData(wishList: WishList([2]), ratings: [2: .five]))]
    )

    #expect(
      String(decoding: StateCodec.encode(document), as: UTF8.self) == """
        {
          "shops": {
            "tasch": {
              "history": [],
              "lastOrderNumber": 0,
              "orders": [],
              "ratings": {
                "2": 5
              },
              "stockTaken": {},
              "wishList": [
                {
                  "id": 2,
                  "quantity": 1
                }
              ]
            }
          },
          "version": 3
        }

        """)
  }

  @Test func aFileWithoutShopsHasNoRecords() throws {
    #expect(try decode(#"{"version": 3}"#) == StateDocument())
  }

  // MARK: - Version 2

  @Test func readsAVersionTwoFileWithOneOfEachAndWritesItBackAsVersionThreeLosingNothing() throws {
    let record = """
      {"wishList": [3, 1], "ratings": {"1": 4}, "stockTaken": {"3": 1}, "lastOrderNumber": 2,
       "history": [{"change": "wishlist.remove", "id": 2, "position": 0,
                    "at": "2026-11-22T10:00:00.000Z", "undone": false}],
       "orders": [\(StateText.foreignOrder)], "notes": {"a": [1, 2.50, "x"]}}
      """
    let text = """
      {"version": 2, "theme": {"name": "dark"}, "shops": {"tasch": \(record)}}
      """

    let document = try decode(text)
    let written = try json(document)

    let shopper = try #require(document.shops[tasch]?.shopper)
    #expect(shopper.wishList == WishList([3, 1]))
    #expect(
      shopper.history.changes.map(\.kind) == [.removedFromWishList(position: 0, quantity: 1)])
    #expect(StateText.member("version", of: written) == .number("3"))
    #expect(StateText.member("theme", of: written) == (try StateText.json(#"{"name": "dark"}"#)))
    let writtenRecord = StateText.member("tasch", of: StateText.member("shops", of: written))
    let original = try StateText.json(record)
    for field in ["ratings", "stockTaken", "orders", "notes", "history", "lastOrderNumber"] {
      #expect(
        StateText.member(field, of: writtenRecord) == StateText.member(field, of: original),
        "\(field)")
    }
    #expect(
      StateText.member("wishList", of: writtenRecord)
        == (try StateText.json(#"[{"id": 3, "quantity": 1}, {"id": 1, "quantity": 1}]"#)))
  }

  // MARK: - Version 1

  @Test func readsAVersionOneFileAsTheCurrentShopsRecord() throws {
    let document = try decode(StateText.versionOne)

    let record = try #require(document.shops[tasch])
    #expect(Array(document.shops.keys) == [tasch])
    #expect(record.shopper.wishList.productIDs == [1, 2, 3])
    #expect(record.shopper.ratings == [1: .four])
    #expect(record.shopper.history.changes.isEmpty)
    #expect(record.shopper.lastOrderNumber == 1, "the largest order number placed")
    #expect(record.stockTaken == [1: 1])
    #expect(record.orders.map(\.order.number) == [1])
    #expect(record.orders.first?.order.placedAt == .stub)
  }

  @Test func writesAVersionOneFileBackAsVersionThreeLosingNothing() throws {
    let original = try StateText.json(StateText.versionOne)

    let written = try json(try decode(StateText.versionOne))

    #expect(StateText.member("version", of: written) == .number("3"))
    let record = StateText.member("tasch", of: StateText.member("shops", of: written))
    #expect(
      StateText.member("wishList", of: record)
        == (try StateText.json(
          #"[{"id": 1, "quantity": 1}, {"id": 2, "quantity": 1}, {"id": 3, "quantity": 1}]"#)))
    for field in ["ratings", "stockTaken", "orders", "giftCards"] {
      #expect(
        StateText.member(field, of: record) == StateText.member(field, of: original), "\(field)")
    }
    #expect(StateText.member("lastOrderNumber", of: record) == .number("1"))
    #expect(StateText.member("giftCards", of: written) == nil, "moved into the shop's record")
  }

  /// Names a version-1 file may use for fields of its own that version 2 uses for its
  /// structure, at the top or in a record, or that differ from those only in case or form.
  static let namesVersionTwoUses = [
    "shops", "Shops", "shops ", "version2", "tasch", "history2", "", "\u{301}shops", "lastOrder",
  ]

  @Test(arguments: namesVersionTwoUses)
  func aVersionOneFieldNamedLikeVersionTwosStructureIsKept(name: String) throws {
    let value = try StateText.json(#"{"tasch": {"wishList": [9]}, "note": [1, "x"]}"#)
    let text = """
      {"version": 1, "wishList": [1], \(JSONWriter.quoted(name)): \(JSONWriter.text(of: value))}
      """

    let document = try decode(text)
    let again = try StateCodec.decode(StateCodec.encode(document), currentShop: ShopID("other"))

    #expect(again == document)
    #expect(again.shops[tasch]?.otherFields == [name: value])
    #expect(again.shops[tasch]?.shopper.wishList.productIDs == [1])
    #expect(Array(again.shops.keys) == [tasch])
  }

  // MARK: - Refusals

  @Test func refusesAFileFromANewerVersion() {
    #expect(throws: UserStateError.newerVersion(4)) { try decode(#"{"version": 4, "shops": {}}"#) }
  }

  @Test(arguments: [
    ("", "it is not valid JSON (line 1, column 1: unexpected end of the document)"),
    (
      #"{"version": 2, "shops": {"#,
      "it is not valid JSON (line 1, column 26: expected a key in double quotes)"
    ),
    ("[1]", "it is not a JSON object"),
    ("{}", "\"version\" must be a whole number of at least 1"),
    (#"{"version": "2"}"#, "\"version\" must be a whole number of at least 1"),
    (#"{"version": 0}"#, "\"version\" must be a whole number of at least 1"),
    (#"{"version": 2.0}"#, "\"version\" must be a whole number of at least 1"),
    (#"{"version": 2, "shops": []}"#, "\"shops\" must be an object"),
    (#"{"version": 2, "shops": {"tasch": [1]}}"#, "shops[\"tasch\"] must be an object"),
    (
      #"{"version": 2, "shops": {"tasch": {"ratings": {"01": 4}}}}"#,
      "\"shops[\"tasch\"].ratings\" has the key \"01\", which is not a product identifier"
    ),
    (
      #"{"version": 2, "shops": {"tasch": {"stockTaken": {"+1": 1}}}}"#,
      "\"shops[\"tasch\"].stockTaken\" has the key \"+1\", which is not a product identifier"
    ),
    (
      #"{"version": 1, "ratings": {"01": 4}}"#,
      "\"ratings\" has the key \"01\", which is not a product identifier"
    ),
  ])
  func refusesWhatItDoesNotFullyUnderstand(text: String, reason: String) {
    #expect(throws: UserStateError.invalid(reason)) { try decode(text) }
  }
}
