import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore

/// A shopper's orders are read back as they were placed, and a value no state file may hold is
/// refused, naming the order and the field.
@Suite struct OrderRecordTests {
  /// One order of Carrier and two Urbanitos.
  private static let placed: [String: [[SQLValue]]] = [
    "orders": [
      [
        .integer(1), .text("USD"), .integer(40_100),
        .real(Date.stub.timeIntervalSinceReferenceDate),
      ]
    ],
    "order_lines": [
      [.integer(1), .integer(1), .text("Carrier"), .integer(25_000), .integer(1)],
      [.integer(1), .integer(3), .text("Urbanito"), .integer(7_550), .integer(2)],
    ],
  ]

  private func read(_ tables: [String: [[SQLValue]]]) throws(ShopError) -> [Order] {
    try OrderRecord.page(of: 7, offset: 0, limit: nil, in: CannedSQLSession(tables)).orders
  }

  @Test func rowsKeepingEveryRuleAreReadAsWritten() throws {
    #expect(
      try read(Self.placed) == [
        Order(
          number: 1,
          lines: [
            OrderLine(productID: 1, name: "Carrier", price: .usd(250)),
            OrderLine(productID: 3, name: "Urbanito", price: .usd(75, cents: 50), quantity: 2),
          ],
          total: .usd(401), placedAt: .stub)
      ])
  }

  @Test(arguments: [
    (
      "orders", 0, 2, SQLValue.integer(-25_000),
      #"order 1: "total" must not be negative, not -250.00"#
    ),
    (
      "order_lines", 1, 3, .integer(-1),
      #"order 1: "lines[1].price" must not be negative, not -0.01"#
    ),
    (
      "order_lines", 0, 1, .integer(0),
      #"order 1: "lines[0].id" must be a whole number above 0, not 0"#
    ),
    (
      "order_lines", 1, 4, .integer(0),
      #"order 1: "lines[1].quantity" must be a whole number above 0, not 0"#
    ),
    (
      "orders", 0, 3, .real(.nan),
      #"order 1: "placedAt" must be a moment from the year 1 to the year 9999, not nan s from 2001"#
    ),
    // A value of the wrong type names the column.
    ("order_lines", 1, 3, .text("cheap"), #"order 1: "price" should hold an integer"#),
    (
      "orders", 0, 1, .text("dollars"),
      #"order 1: "currency" should hold an ISO 4217 currency code"#
    ),
    ("orders", 0, 0, .text("first"), #"an order: "number" should hold an integer"#),
  ])
  func aValueNoStateFileMayHoldNamesTheOrderAndTheField(
    table: String, row: Int, column: Int, value: SQLValue, problem: String
  ) {
    var tables = Self.placed
    tables[table]?[row][column] = value

    #expect(throws: CannedSQLSession.damaged(problem)) {
      try read(tables)
    }
  }

  @Test func anOrderNumberedBelowOneIsRefused() {
    var tables = Self.placed
    tables["orders"]?[0][0] = .integer(0)
    tables["order_lines"] = []

    #expect(
      throws: CannedSQLSession.damaged(
        #"order 0: "number" must be a whole number above 0, not 0"#
      )
    ) { try read(tables) }
  }

  /// Random and edge values in every column of numbers: whatever they are, reading never
  /// crashes, and refuses the orders exactly when one of them breaks a rule.
  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func everyImpossibleNumberIsRefusedAndNothingCrashes(seed: UInt64) {
    var draws = ColumnDraws(seed: seed)
    for _ in 0..<1_000 {
      var possible = true
      func draw(_ drawn: Drawn) -> SQLValue {
        possible = possible && drawn.isPossible
        return drawn.value
      }
      // The number stays 1, so that the lines stay this order's.
      let order: [SQLValue] = [
        .integer(1), .text("USD"), draw(draws.whole(0...Int64.max)), draw(draws.moment()),
      ]
      let lines = (0..<draws.pick([0, 1, 2])).map { _ -> [SQLValue] in
        [
          .integer(1), draw(draws.whole(1...Int64.max)), .text("Bag"),
          draw(draws.whole(0...Int64.max)), draw(draws.whole(1...99)),
        ]
      }
      let tables = ["orders": [order], "order_lines": lines]

      expectRefusedExactlyWhenImpossible(
        tables, possible: possible, read: read, store: CannedSQLSession.store,
        brokenRule: { $0.lazy.compactMap(ShopRules.check).first })
    }
  }
}
