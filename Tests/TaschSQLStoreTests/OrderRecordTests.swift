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
      let lines = (0..<draws.pick([0, 1, 2])).map { _ -> [SQLValue] in
        [
          .integer(1), draw(draws.whole(1...Int64.max)), .text("Bag"),
          draw(draws.whole(0...Int64.max)), draw(draws.whole(1...99)),
        ]
      }
      // A total is possible only as what its lines come to, so it is that half the time.
      let linesTotal = Self.total(of: lines)
      let total: SQLValue
      if let linesTotal, draws.chance(2) {
        total = .integer(linesTotal)
      } else {
        let drawn = draws.whole(0...Int64.max)
        total = draw(drawn)
        possible = possible && linesTotal != nil && Self.number(in: drawn.value) == linesTotal
      }
      // The number stays 1, so that the lines stay this order's.
      let order: [SQLValue] = [.integer(1), .text("USD"), total, draw(draws.moment())]
      let tables = ["orders": [order], "order_lines": lines]

      expectRefusedExactlyWhenImpossible(
        tables, possible: possible, read: read, store: CannedSQLSession.store,
        brokenRule: { $0.lazy.compactMap(ShopRules.check).first })
    }
  }

  /// What `lines` of `order_lines` come to, prices times quantities; `nil` when one is not a
  /// whole number or the sum does not fit.
  private static func total(of lines: [[SQLValue]]) -> Int64? {
    var total: Int64 = 0
    for line in lines {
      guard let price = number(in: line[3]), let quantity = number(in: line[4]) else { return nil }
      let (amount, tooLarge) = price.multipliedReportingOverflow(by: quantity)
      let (sum, sumTooLarge) = total.addingReportingOverflow(amount)
      guard !tooLarge, !sumTooLarge else { return nil }
      total = sum
    }
    return total
  }

  /// The whole number `value` holds, as an integer or as text, as the store reads it.
  private static func number(in value: SQLValue) -> Int64? {
    switch value {
    case .integer(let number): number
    case .text(let text): Int64(text)
    default: nil
    }
  }
}
