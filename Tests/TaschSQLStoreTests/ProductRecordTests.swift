import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore

/// A product's row is read back as it was written, and a value no catalogue file may hold —
/// set by hand, or by another program — is refused, naming the product and the field.
@Suite struct ProductRecordTests {
  /// The row of Carrier, as `ProductRecord.columns()` reads it.
  private static let carrier: [SQLValue] = [
    .integer(1), .text("Carrier"), .text("Soft leather"), .text("A briefcase."),
    .text("1F2B3B A16347"), .integer(36), .integer(14), .null, .null, .integer(20), .integer(8),
    .integer(25_000), .integer(23), .integer(4), .text("bag_1.jpg"), .integer(0), .integer(1),
    .integer(2), .integer(5), .integer(9),
  ]

  private func read(_ values: [SQLValue]) throws(ShopError) -> ShopProduct {
    try ProductRecord.product(
      from: SQLRow(values, from: CannedSQLSession.store), currency: .usd)
  }

  private func replacing(_ column: Int, with value: SQLValue) -> [SQLValue] {
    var values = Self.carrier
    values[column] = value
    return values
  }

  @Test func aRowKeepingEveryRuleIsReadAsWritten() throws {
    let product = try read(Self.carrier)

    #expect(
      product
        == ShopProduct(
          id: 1, name: "Carrier", shortDescription: "Soft leather", description: "A briefcase.",
          colors: [
            ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B),
            ProductColor(red: 0xA1, green: 0x63, blue: 0x47),
          ],
          dimensions: Dimensions(
            height: Length(centimetres: 36, inches: 14), depth: Length(centimetres: 20, inches: 8)),
          price: .usd(250), stock: 23, maxPerOrder: 4, imageName: "bag_1.jpg",
          ratings: RatingCounts([.two: 1, .three: 2, .four: 5, .five: 9])))
  }

  @Test(arguments: [
    (11, SQLValue.integer(-25_000), #"product 1: "price" must not be negative, not -250.00"#),
    (12, .integer(-1), #"product 1: "stock" must be a whole number of at least 0, not -1"#),
    (0, .integer(0), #"product 0: "id" must be a whole number above 0, not 0"#),
    (1, .text(" \t"), #"product 1: "name" must not be empty"#),
    (1, .text("\u{200B}"), #"product 1: "name" must not be empty"#),
    (4, .text("1F2B3B red"), #"product 1: "colors[1]" must be six hex digits, not "red""#),
    (
      5, .integer(-36),
      #"product 1: "dimensions.height.cm" must be a whole number of at least 0, not -36"#
    ),
    (10, .null, #"product 1: "dimensions.depth" must have both "cm" and "in", or neither"#),
    (13, .integer(0), #"product 1: "maxPerOrder" must be a whole number above 0, not 0"#),
    (17, .integer(-2), #"product 1: "ratings.3" must be a whole number of at least 0, not -2"#),
    // A store's counts hold its shoppers' ratings beside the catalogue's largest.
    (
      19, .integer(1_002_147_483_648),
      #"product 1: "ratings.5" must be at most 1002147483647, not 1002147483648"#
    ),
    // A value of the wrong type names the column.
    (11, .text("abc"), #"product 1: "price" should hold an integer"#),
    (1, .integer(5), #"product 1: "name" should hold text"#),
    (0, .text("one"), #"a product: "id" should hold an integer"#),
  ])
  func aValueNoCatalogueMayHoldNamesTheProductAndTheField(
    column: Int, value: SQLValue, problem: String
  ) {
    #expect(throws: CannedSQLSession.damaged(problem)) {
      try read(replacing(column, with: value))
    }
  }

  /// Random and edge values in every column of numbers, a few at a time: whatever they are,
  /// reading never crashes, and refuses the row exactly when one of them breaks a rule.
  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func everyImpossibleNumberIsRefusedAndNothingCrashes(seed: UInt64) {
    var draws = ColumnDraws(seed: seed)
    let counts: ClosedRange<Int64> = 0...Int64(ShopRules.largestSharedRatingCount)
    let ranges: [(column: Int, allowed: ClosedRange<Int64>, nullable: Bool)] =
      [
        (0, 1...Int64.max, false), (11, 0...Int64.max, false), (12, 0...Int64.max, false),
        (13, 1...Int64.max, true),
      ] + (15...19).map { ($0, counts, false) }
    for _ in 0..<1_000 {
      var values = Self.carrier
      var possible = true
      for (column, allowed, nullable) in ranges where draws.chance(3) {
        let drawn = draws.whole(allowed, nullable: nullable)
        values[column] = drawn.value
        possible = possible && drawn.isPossible
      }
      for first in [5, 7, 9] where draws.chance(3) {
        let (centimetres, inches) = (
          draws.whole(0...Int64.max, nullable: true), draws.whole(0...Int64.max, nullable: true)
        )
        values[first] = centimetres.value
        values[first + 1] = inches.value
        let bothOrNeither = (centimetres.value == .null) == (inches.value == .null)
        possible = possible && centimetres.isPossible && inches.isPossible && bothOrNeither
      }

      expectRefusedExactlyWhenImpossible(
        values, possible: possible, read: read, store: CannedSQLSession.store,
        brokenRule: { ShopRules.check($0, withShoppersRatings: true) })
    }
  }
}
