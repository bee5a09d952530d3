import TaschPresentation
import TaschTerminal
import Testing

@Suite struct TextTableTests {
  private let table = TextTable(
    columns: [
      TextTable.Column(isFlexible: true, minimumWidth: 4), TextTable.Column(alignRight: true),
    ],
    rows: [
      [[Span("Carrier")], [Span("$250.00")]],
      [[Span("旅行用バックパック")], [Span("$129.00")]],
      [[Span("Bag 🎒")], [Span("$9.50")]],
    ])

  @Test func alignsColumnsByDisplayWidth() {
    #expect(
      table.lines(indent: 2).map(\.plainText) == [
        "  Carrier             $250.00",
        "  旅行用バックパック  $129.00",
        "  Bag 🎒                $9.50",
      ])
  }

  @Test func narrowsFlexibleColumnsToFitAWidth() {
    #expect(
      table.lines(maximumWidth: 16).map(\.plainText) == [
        "Carrier  $250.00",
        "旅行用…  $129.00",
        "Bag 🎒     $9.50",
      ])
  }

  @Test func cutsLinesThatStillDoNotFit() {
    let lines = table.lines(maximumWidth: 10).map(\.plainText)

    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
    #expect(lines.first == "Car…  $25…")
  }

  @Test func keepsColouredSpacesAndDropsPlainTrailingOnes() {
    let swatch = TextStyle(background: RGBColor(0x11_2233))
    let table = TextTable(
      columns: [TextTable.Column(), TextTable.Column()],
      rows: [
        [[Span("a")], [Span("  ", swatch)]], [[Span("bb")], []],
      ])

    let lines = table.lines()

    #expect(lines.map(\.plainText) == ["a     ", "bb"])
  }
}
