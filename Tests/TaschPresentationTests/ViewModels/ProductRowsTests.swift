import Tasch
import Testing

@testable import TaschPresentation

/// Rows formatted once, for a pass over them all, are the rows a screen keeps: the stock words
/// a formatter writes once for many rows are each row's own.
@Suite struct ProductRowsTests {
  /// Rows whose stock counts come back again and again, `0` among them.
  private func rows(count: Int, stock: (Int) -> Int, locale: String = "en_US") -> ProductRows {
    let summaries = (1...count).map { number in
      ShopProductSummary(
        id: ProductID(number), name: "Product \(number)", price: .usd(Int64(number)),
        stock: stock(number))
    }
    return ProductRows(
      ShopperSummaries(summaries, for: ShopperData()),
      localization: Localization(LocaleSettings(textLocale: locale, moneyLocale: locale)))
  }

  @Test(arguments: ["en_US", "de_DE", "ar_EG"])
  func aFormatterWritesEachRowAsTheScreenDoes(locale: String) {
    let rows = rows(count: 60, stock: { $0 % 4 == 0 ? 0 : $0 % 7 }, locale: locale)
    var formatter = rows.formatterForAnotherCore()

    #expect(rows.indices.map { formatter.row(at: $0) } == Array(rows))
    #expect(Array(rows.formattedOnce) == Array(rows))
  }

  @Test func repeatedCountsKeepTheirOwnWords() {
    let rows = rows(count: 30, stock: { $0 % 4 == 0 ? 0 : $0 % 7 })
    var formatter = rows.formatterForAnotherCore()

    let texts = rows.indices.map { formatter.row(at: $0).stockText }

    #expect(texts[2] == "3 in stock")  // product 3
    #expect(texts[3] == "Out of stock")  // product 4
    #expect(texts[9] == "3 in stock")  // product 10
    #expect(texts[6] == "Out of stock")  // product 7: none left, not a count of 0
  }

  @Test func countsBeyondTheOnesKeptAreWrittenAnew() {
    let count = ProductRowFormatter.stockTextsKept + 50
    let rows = rows(count: count, stock: { $0 })
    var formatter = rows.formatterForAnotherCore()

    let formatted = rows.indices.map { formatter.row(at: $0) }

    #expect(formatted.last?.stockText == "4,146 in stock")
    #expect(formatted == Array(rows))
    // The first counts again, kept, then the last again, not kept.
    #expect(formatter.row(at: 0).stockText == "1 in stock")
    #expect(formatter.row(at: count - 1) == rows[count - 1])
  }
}
