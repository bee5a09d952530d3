import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore

/// A shopper's rows are read back as they were written, and a value no state file may hold is
/// refused, naming the shopper and the field.
@Suite struct ShopperRecordTests {
  private static let moment = Date.stub.timeIntervalSinceReferenceDate

  /// Ann's rows: two products on her wish list (two of the second), one rated, the rating, a
  /// removal and a change of quantity in her history, one order placed.
  private static let ann: [String: [[SQLValue]]] = [
    "shoppers": [[.integer(7), .integer(1), .integer(3)]],
    "wish_list_entries": [[.integer(1), .integer(1)], [.integer(3), .integer(2)]],
    "ratings": [[.integer(3), .integer(4)]],
    "history_entries": [
      [
        .text("rate"), .integer(3), .integer(4), .null, .null, .real(moment), .integer(0), .null,
        .null,
      ],
      [
        .text("wishlist.remove"), .integer(2), .null, .null, .integer(1), .real(moment),
        .integer(1), .integer(5), .null,
      ],
      [
        .text("wishlist.quantity"), .integer(3), .null, .null, .null, .real(moment),
        .integer(1), .integer(2), .integer(1),
      ],
    ],
  ]

  private func read(_ tables: [String: [[SQLValue]]]) throws(ShopError) -> ShopperRecord {
    try ShopperRecord.find("ann", in: 1, CannedSQLSession(tables))
  }

  @Test func rowsKeepingEveryRuleAreReadAsWritten() throws {
    let record = try read(Self.ann)

    #expect(record.key == 7 && record.revision == 3)
    #expect(
      record.data
        == ShopperData(
          wishList: WishList([1, 3], quantities: [3: 2]), ratings: [3: .four],
          history: ChangeHistory([
            ShopperChange(.rated(.four, previous: nil), of: 3, at: .stub),
            ShopperChange(
              .removedFromWishList(position: 1, quantity: 5), of: 2, at: .stub, isUndone: true),
            ShopperChange(.changedQuantity(from: 1, to: 2), of: 3, at: .stub, isUndone: true),
          ]),
          lastOrderNumber: 1))
  }

  @Test(arguments: [
    (
      "shoppers", 0, 1, SQLValue.integer(-1),
      #"shopper ann: "lastOrderNumber" must be a whole number of at least 0, not -1"#
    ),
    (
      "wish_list_entries", 1, 0, .integer(0),
      #"shopper ann: "wishList[1]" must be a whole number above 0, not 0"#
    ),
    (
      "ratings", 0, 0, .integer(-3),
      #"shopper ann: "ratings" must be a whole number above 0, not -3"#
    ),
    (
      "history_entries", 1, 4, .integer(-1),
      #"shopper ann: "history[1].position" must be a whole number of at least 0, not -1"#
    ),
    (
      "wish_list_entries", 1, 1, .integer(100),
      #"shopper ann: "wishList[1].quantity" must be at most 99, not 100"#
    ),
    (
      "history_entries", 2, 8, .integer(0),
      #"shopper ann: "history[2].from" must be a whole number above 0, not 0"#
    ),
    (
      "history_entries", 0, 5, .real(.infinity),
      #"shopper ann: "history[0].at" must be a moment from the year 1 to the year 9999, "#
        + "not inf s from 2001"
    ),
  ])
  func aValueNoStateFileMayHoldNamesTheShopperAndTheField(
    table: String, row: Int, column: Int, value: SQLValue, problem: String
  ) {
    var tables = Self.ann
    tables[table]?[row][column] = value

    #expect(throws: CannedSQLSession.damaged(problem)) {
      try read(tables)
    }
  }

  @Test func aChangeNeitherUndoneNorNotIsRefused() {
    var tables = Self.ann
    tables["history_entries"]?[0][6] = .integer(2)

    #expect(
      throws: CannedSQLSession.damaged(
        #"shopper ann: "history[0].undone" should hold 0 or 1"#)
    ) { try read(tables) }
  }

  @Test func twoLinesOfOneProductAreRefusedNotMerged() {
    var tables = Self.ann
    tables["wish_list_entries"]?.append([.integer(1), .integer(5)])

    #expect(
      throws: CannedSQLSession.damaged(
        #"shopper ann: "wishList[2]" names product 1, "#
          + "which is on the wish list already")
    ) { try read(tables) }
  }

  @Test func aValueOfTheWrongTypeNamesTheShopperAndTheColumn() {
    var tables = Self.ann
    tables["wish_list_entries"]?[1][1] = .text("two")

    #expect(
      throws: CannedSQLSession.damaged(
        #"shopper ann: "quantity" should hold an integer"#)
    ) { try read(tables) }
  }

  /// Random and edge values in every column of numbers: whatever they are, reading never
  /// crashes, and refuses the shopper exactly when one of them breaks a rule.
  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func everyImpossibleNumberIsRefusedAndNothingCrashes(seed: UInt64) {
    var draws = ColumnDraws(seed: seed)
    let ids: ClosedRange<Int64> = 1...Int64.max
    let stars: ClosedRange<Int64> = 1...5
    for _ in 0..<1_000 {
      var possible = true
      func draw(_ drawn: Drawn) -> SQLValue {
        possible = possible && drawn.isPossible
        return drawn.value
      }
      let lastOrder = draw(draws.whole(0...Int64.max))
      let wishList = (0..<draws.pick([0, 1, 2, 3])).map { _ in
        [draw(draws.whole(ids)), draw(draws.whole(1...99))]
      }
      let ratings = [[draw(draws.whole(ids)), draw(draws.whole(stars))]]
      let history = (0..<2).map { _ in historyRow(&draws, draw) }
      let tables: [String: [[SQLValue]]] = [
        "shoppers": [[.integer(7), lastOrder, .integer(1)]], "wish_list_entries": wishList,
        "ratings": ratings, "history_entries": history,
      ]

      expectRefusedExactlyWhenImpossible(
        tables, possible: possible, read: read, store: CannedSQLSession.store,
        brokenRule: { ShopRules.check($0.data) })
    }
  }

  /// A row of a change of a random kind, its values drawn through `draw`.
  private func historyRow(_ draws: inout ColumnDraws, _ draw: (Drawn) -> SQLValue) -> [SQLValue] {
    let kind = draws.pick([
      "wishlist.add", "wishlist.remove", "wishlist.quantity", "rate", "rate.clear",
    ])
    let product = draw(draws.whole(1...Int64.max))
    let stars = kind == "rate" ? draw(draws.whole(1...5)) : .null
    let previous = kind == "rate.clear" ? draw(draws.whole(1...5)) : .null
    let position = kind == "wishlist.remove" ? draw(draws.whole(0...Int64.max)) : .null
    let moment = draw(draws.moment())
    let undone = draw(draws.whole(0...1))
    let quantity = kind.hasPrefix("wishlist") ? draw(draws.whole(1...99)) : .null
    let previousQuantity = kind == "wishlist.quantity" ? draw(draws.whole(1...99)) : .null
    return [
      .text(kind), product, stars, previous, position, moment, undone, quantity,
      previousQuantity,
    ]
  }
}
