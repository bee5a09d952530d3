import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore

/// A shop's row is read back as it was written, and a count of products below zero, which
/// every page of an unfiltered listing counts on, or a currency that is none is refused,
/// naming the shop.
@Suite struct ShopRecordTests {
  private func read(productCount: SQLValue, currency: String = "USD") throws(ShopError)
    -> ShopRecord
  {
    let row: [SQLValue] = [.integer(1), .text("test"), .text(currency), productCount, .integer(9)]
    return try ShopRecord.find(ShopID("test"), in: CannedSQLSession(["shops": [row]]))
  }

  @Test func aRowKeepingEveryRuleIsReadAsWritten() throws {
    let record = try read(productCount: .integer(26))

    #expect(record.key == 1 && record.revision == 9)
    #expect(record.summary == ShopSummary(id: ShopID("test"), currency: .usd, productCount: 26))
  }

  @Test(arguments: [Int64.min, -1])
  func aCountOfProductsBelowZeroNamesTheShop(count: Int64) {
    #expect(
      throws: CannedSQLSession.damaged(
        "shop test: \"productCount\" must be a whole number "
          + "of at least 0, not \(count)")
    ) { try read(productCount: .integer(count)) }
  }

  @Test(arguments: ["ZZZ", "usd", ""])
  func aCurrencyThatIsNoneNamesTheShopAndTheColumn(code: String) {
    #expect(
      throws: CannedSQLSession.damaged(
        #"shop test: "currency" should hold an ISO 4217 currency code"#)
    ) { try read(productCount: .integer(26), currency: code) }
  }
}
