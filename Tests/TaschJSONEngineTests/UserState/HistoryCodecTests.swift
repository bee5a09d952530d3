import Foundation
import Tasch
import TaschJSON
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct HistoryCodecTests {
  private func decode(_ text: String) throws -> ChangeHistory {
    try HistoryCodec.decode(try StateText.json(text), at: "history")
  }

  @Test func writesEveryKindOfChangeThatReadsBackTheSame() throws {
    let at = Date(timeIntervalSince1970: 1_700_000_000.5)
    let history = ChangeHistory([
      ShopperChange(.addedToWishList(), of: 1, at: at),
      ShopperChange(.addedToWishList(quantity: 3), of: 4, at: at),
      ShopperChange(.removedFromWishList(position: 4), of: 2, at: at),
      ShopperChange(.removedFromWishList(position: 0, quantity: 99), of: 4, at: at),
      ShopperChange(.changedQuantity(from: 3, to: 2), of: 5, at: at),
      ShopperChange(.rated(.five, previous: nil), of: 3, at: at),
      ShopperChange(.rated(.two, previous: .four), of: 3, at: at),
      ShopperChange(.clearedRating(previous: .two), of: 3, at: at, isUndone: true),
    ])

    #expect(try HistoryCodec.decode(HistoryCodec.encode(history), at: "history") == history)
  }

  /// Each change of the shopper's data rewrites the whole history: a moment read and written
  /// again must not move back a millisecond each time.
  @Test func aChangesMomentStaysTheSameHoweverOftenTheHistoryIsRewritten() throws {
    var history = try decode(
      #"[{"change": "wishlist.add", "id": 4, "at": "2026-11-27T14:34:36.432Z", "undone": false}]"#)
    for _ in 0..<12 {
      history = try HistoryCodec.decode(HistoryCodec.encode(history), at: "history")
    }

    #expect(
      HistoryCodec.encode(history)
        == (try StateText.json(
          #"[{"change": "wishlist.add", "id": 4, "at": "2026-11-27T14:34:36.432Z", "undone": false}]"#
        )))
  }

  /// The last moment there is, to the nanosecond, reads as the last millisecond written: not
  /// rounded into a year 10000 that shows, but is written back as the year 9999.
  @Test func aMomentReadsAsItIsWrittenAtTheEndOfTheYear9999() throws {
    let history = try decode(
      #"[{"change": "wishlist.add", "id": 4, "at": "9999-12-31T23:59:59.9996Z", "undone": false}]"#)
    let last = try #require(history.changes.first?.date)

    #expect(
      ISO8601Timestamp.text(secondsSince1970: last.timeIntervalSince1970)
        == "9999-12-31T23:59:59.999Z")
    #expect(last == Date(timeIntervalSince1970: 253_402_300_799.999))
  }

  @Test(arguments: ["2026-02-31T23:59:59.000Z", "2026-11-27T25:61:61.000Z"])
  func refusesAMomentThatIsNotReal(at: String) {
    #expect(throws: UserStateError.self) {
      try decode(#"[{"change": "wishlist.add", "id": 4, "at": "\#(at)", "undone": false}]"#)
    }
  }

  @Test func writesAChangeAsItsNameAndWhatUndoNeeds() throws {
    let history = ChangeHistory([
      ShopperChange(.rated(.two, previous: .four), of: 3, at: .stub, isUndone: true)
    ])

    #expect(
      HistoryCodec.encode(history)
        == (try StateText.json(
          """
          [{"change": "rate", "id": 3, "at": "2023-11-14T22:13:20.000Z", "undone": true,
            "stars": 2, "previous": 4}]
          """)))
  }

  @Test func writesQuantitiesOnlyWhereALineWasNotOfOne() throws {
    let history = ChangeHistory([
      ShopperChange(.addedToWishList(), of: 1, at: .stub),
      ShopperChange(.addedToWishList(quantity: 3), of: 2, at: .stub),
      ShopperChange(.changedQuantity(from: 1, to: 3), of: 1, at: .stub),
    ])

    #expect(
      HistoryCodec.encode(history)
        == (try StateText.json(
          """
          [{"change": "wishlist.add", "id": 1, "at": "2023-11-14T22:13:20.000Z", "undone": false},
           {"change": "wishlist.add", "id": 2, "at": "2023-11-14T22:13:20.000Z", "undone": false,
            "quantity": 3},
           {"change": "wishlist.quantity", "id": 1, "at": "2023-11-14T22:13:20.000Z",
            "undone": false, "from": 1, "to": 3}]
          """)))
  }

  @Test func keepsOnlyTheNewestHundredChangesOfALongerHistory() throws {
    let changes = (1...120).map {
      #"{"change": "wishlist.add", "id": \#($0), "at": "2026-01-01T00:00:00Z", "undone": false}"#
    }

    let history = try decode("[\(changes.joined(separator: ","))]")

    #expect(history.changes.map(\.productID.rawValue) == Array(21...120))
  }

  @Test(arguments: [
    #"{"change": "wishlist.move", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false}"#,
    #"{"change": "wishlist.add", "at": "2026-01-01T00:00:00Z", "undone": false}"#,
    #"{"change": "wishlist.add", "id": 0, "at": "2026-01-01T00:00:00Z", "undone": false}"#,
    #"{"change": "wishlist.add", "id": 1, "at": "soon", "undone": false}"#,
    #"{"change": "wishlist.add", "id": 1, "at": "2026-01-01T00:00:00Z"}"#,
    #"{"change": "wishlist.remove", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false}"#,
    #"{"change": "wishlist.remove", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "position": -1}"#,
    #"{"change": "rate", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false}"#,
    #"{"change": "rate", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "stars": 6}"#,
    #"{"change": "rate.clear", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false}"#,
    // A rating before that is none: taken for none, undo would clear the rating.
    #"{"change": "rate", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "stars": 2, "previous": 9}"#,
    #"{"change": "rate", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "stars": 2, "previous": "4"}"#,
    #"{"change": "rate", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "stars": 2, "previous": 0}"#,
    #"{"change": "wishlist.add", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "quantity": 0}"#,
    #"{"change": "wishlist.add", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "quantity": "2"}"#,
    #"{"change": "wishlist.quantity", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "from": 1}"#,
    #"{"change": "wishlist.quantity", "id": 1, "at": "2026-01-01T00:00:00Z", "undone": false, "from": 1, "to": 100}"#,
    #"[1]"#,
  ])
  func refusesAChangeItDoesNotKnow(change: String) {
    #expect(throws: UserStateError.invalid("history[0] is not a change Tasch knows")) {
      try decode("[\(change)]")
    }
  }

  @Test func refusesAHistoryThatIsNotAnArray() {
    #expect(throws: UserStateError.invalid("\"history\" must be an array")) { try decode("{}") }
  }
}
