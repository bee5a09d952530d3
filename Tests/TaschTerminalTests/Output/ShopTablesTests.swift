import Tasch
import TaschPresentation
import Testing

@testable import TaschTerminal

/// The catalogue's table is made in parts on every core and joined: its rows come out whole,
/// in order, each cell in its column.
@Suite struct ShopTablesTests {
  private let tables = ShopTables(
    localization: .english, theme: Theme(.plain), rendering: .plainText)

  @Test func aLongCatalogueMadeInPartsListsEveryRowInOrder() {
    // Enough rows for several parts; names of every width, so that a cell slipping into the
    // next column or row would show.
    let summaries = (1...9_000).map { number in
      ShopProductSummary(
        id: ProductID(number), name: String(repeating: "n", count: 1 + number % 7),
        price: .usd(Int64(number)), stock: number % 3)
    }
    let rows = ProductRows(ShopperSummaries(summaries, for: ShopperData()), localization: .english)

    let lines = tables.catalogue(rows, withHeader: true)
      .lines().map(\.plainText)

    #expect(lines.count == 1 + summaries.count)
    #expect(lines.first?.hasPrefix("  ID  Name") == true)
    for (line, summary) in zip(lines.dropFirst(), summaries) {
      let expectedStart =
        String(repeating: " ", count: 4 - String(summary.id.rawValue).count)
        + "\(summary.id.rawValue)  \(summary.name) "
      #expect(line.hasPrefix(expectedStart), "\(line)")
      #expect(line.hasSuffix(summary.stock > 0 ? "\(summary.stock) in stock" : "Out of stock"))
    }
  }
}
