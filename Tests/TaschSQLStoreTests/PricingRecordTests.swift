import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore

/// A shop's promotions are read back as they were written, and a value of the wrong type is
/// refused, naming the promotion and the column.
@Suite struct PricingRecordTests {
  /// One promotion, SPRING10: 10% off, for every product, whenever.
  private static let spring: [String: [[SQLValue]]] = [
    "promotions": [
      [.integer(0), .text("SPRING10"), .integer(10), .null, .null, .null, .null, .integer(0)]
    ]
  ]

  private func read(_ tables: [String: [[SQLValue]]]) throws(ShopError) -> ShopPricing {
    try PricingRecord.read(of: 1, in: .usd, CannedSQLSession(tables))
  }

  @Test func aPromotionIsReadAsWritten() throws {
    #expect(try read(Self.spring).promotion("SPRING10")?.discount == .percentOff(10))
  }

  @Test(arguments: [
    (2, SQLValue.text("ten"), #"promotion SPRING10: "percent_off" should hold an integer"#),
    (1, .integer(10), #"a promotion: "code" should hold text"#),
  ])
  func aValueOfTheWrongTypeNamesThePromotionAndTheColumn(
    column: Int, value: SQLValue, problem: String
  ) {
    var tables = Self.spring
    tables["promotions"]?[0][column] = value

    #expect(throws: CannedSQLSession.damaged(problem)) {
      try read(tables)
    }
  }

  @Test(arguments: [
    (
      [2: SQLValue.integer(0)],
      #"promotion SPRING10: "percentOff" must be a whole number from 1 to 100, not 0"#
    ),
    (
      [2: .null, 3: .integer(0)], #"promotion SPRING10: "amountOff" must be more than 0, not 0.00"#
    ),
    (
      [2: .null],
      #"promotion SPRING10: "percent_off" should hold a percentage when amount_off holds no amount"#
    ),
    (
      [3: .integer(500)],
      #"promotion SPRING10: "percent_off" should hold no percentage when amount_off holds an "#
        + "amount"
    ),
    (
      [7: .integer(5)],
      #"promotion SPRING10: "for_some_products" should hold 1 (for the products listed) or 0 "#
        + "(for all)"
    ),
    (
      [1: .text("")],
      #"the promotion at position 0: "code" must be 1 to 32 letters, digits, "-" or "_""#
    ),
    ([4: .integer(-1)], #"promotion SPRING10: "minimumSubtotal" must not be negative, not -0.01"#),
    (
      [5: .real(1e300)],
      #"promotion SPRING10: "validFrom" must be a moment from the year 1 to the year 9999, "#
        + "not 1e+300 s from 2001"
    ),
  ])
  func aValueThatBreaksTheShopsRulesIsRefusedAsTheCatalogueRefusesIt(
    values: [Int: SQLValue], problem: String
  ) {
    var tables = Self.spring
    for (column, value) in values { tables["promotions"]?[0][column] = value }

    #expect(throws: CannedSQLSession.damaged(problem)) {
      try read(tables)
    }
  }

  @Test func twoPromotionsWithOneCodeInLettersOfAnyCaseAreRefusedAsTheCatalogueRefusesThem() {
    var tables = Self.spring
    tables["promotions"]?.append(
      [.integer(1), .text("spring10"), .integer(20), .null, .null, .null, .null, .integer(0)])

    #expect(
      throws: CannedSQLSession.damaged(
        #"promotion spring10: "code" is used already by promotion SPRING10"#)
    ) {
      try read(tables)
    }
  }
}
