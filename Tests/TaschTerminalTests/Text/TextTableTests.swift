import TaschPresentation
import Testing

@testable import TaschTerminal

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

  @Test func aCellOfTwoPartsIsMeasuredAndWrittenAsOne() {
    var rated = TextTable(columns: [TextTable.Column(), TextTable.Column()])
    let stars = [Span("★★"), Span("☆☆☆")]
    rated.appendCell(stars, then: CollectionOfOne(Span(" 4,5")))
    rated.appendCell(CollectionOfOne(Span("x")))
    rated.appendCell(stars, then: EmptyCollection())
    rated.appendCell([Span("y")], then: [Span("z")])

    #expect(rated.rowCount == 2)
    #expect(rated.lines().map(\.plainText) == ["★★☆☆☆ 4,5  x", "★★☆☆☆      yz"])
    #expect(rated.lines()[0].map(\.text) == ["★★", "☆☆☆", " 4,5", "  ", "x"])
  }

  @Test func takesMissingCellsAsEmptyAndLeavesOutCellsPastTheLastColumn() {
    var ragged = TextTable(columns: [TextTable.Column(), TextTable.Column(alignRight: true)])
    ragged.append([[Span("only")]])
    ragged.append([[Span("a")], [Span("1")], [Span("ignored")]])
    ragged.append([])

    #expect(ragged.rowCount == 3)
    #expect(ragged.lines().map(\.plainText) == ["only", "a     1", ""])
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

  @Test(arguments: [nil, 12, 5] as [Int?])
  func writesInBlocksWhatItsLinesShowInEveryRendering(width: Int?) {
    // Trailing spaces plain and coloured, an empty cell last, text cut to a narrow width.
    let swatch = TextStyle(background: RGBColor(0x11_2233))
    let table = TextTable(
      columns: [
        TextTable.Column(alignRight: true), TextTable.Column(isFlexible: true, minimumWidth: 3),
        TextTable.Column(),
      ],
      rows: [
        [[Span("1")], [Span("Carrier  ", TextStyle(isBold: true))], [Span("  ", swatch)]],
        [[Span("22")], [Span("旅行用バックパック")], []],
        [[], [Span("end   ")], [Span("")]],
      ])

    for rendering in [StyleRendering.plainText, .attributesOnly, .colors(.trueColor)] {
      var texts: [String] = []
      table.forEachBlockOfUTF8(maximumWidth: width, indent: 1, rendering: rendering) {
        texts.append(String(decoding: $0, as: UTF8.self))
      }

      let lines = table.lines(maximumWidth: width, indent: 1)
      #expect(texts.joined() == lines.map { rendering.render($0) + "\n" }.joined())
    }
  }

  @Test func gathersBlankCellsAroundEmptyCellsAndIndent() {
    let table = TextTable(
      columns: [TextTable.Column(alignRight: true), TextTable.Column(), TextTable.Column()],
      rows: [
        [[Span("7")], [], [Span("end")]],
        [[Span("1234")], [Span("middle")], []],
        [[], [], []],
      ])

    let lines = table.lines(indent: 3)

    #expect(lines.map(\.plainText) == ["      7          end", "   1234  middle", ""])
    // Blank cells before a text are one span: the indent, padding and gaps together.
    #expect(lines[0].map(\.text) == ["      ", "7", "          ", "end"])
  }

  @Test func laysOutALongTableInOrderWithTheWidthsOfAllItsRows() {
    // Long tables are laid out in parts at once: the widest cell is in the last part.
    let count = 20_000
    let table = TextTable(
      columns: [TextTable.Column(alignRight: true), TextTable.Column()],
      rows: (0..<count).map { row in
        [
          [Span(String(row))],
          [Span(row == count - 1 ? "widest" : String(repeating: "x", count: row % 3))],
        ]
      })

    let lines = table.lines().map(\.plainText)

    #expect(lines.count == count)
    #expect(lines.first == "    0")
    #expect(lines[10_001] == "10001  xx")
    #expect(lines.last == "19999  widest")
  }

  @Test func writesTheSameLinesABlockAtATime() {
    // The widest cell is in the last block: the first block's lines make room for it.
    let count = 40_000
    let table = TextTable(
      columns: [TextTable.Column(), TextTable.Column(alignRight: true)],
      rows: (0..<count).map { row in
        [[Span(row == count - 1 ? "widest name" : "n")], [Span(String(row))]]
      })
    var texts: [String] = []

    table.forEachBlockOfUTF8(maximumWidth: 80, indent: 2, rendering: .plainText) {
      texts.append(String(decoding: $0, as: UTF8.self))
    }

    // Each of the three blocks of rows is written in a part on each core.
    #expect(texts.count >= 3)
    let lines = table.lines(maximumWidth: 80, indent: 2)
    #expect(texts.joined() == lines.map { StyleRendering.plainText.render($0) + "\n" }.joined())
    #expect(texts.first?.hasPrefix("  n                0\n") == true)
  }

  @Test func stopsMakingBlocksOnceTheirReaderWantsNoMore() {
    let count = 40_000
    let table = TextTable(
      columns: [TextTable.Column()], rows: (0..<count).map { [[Span(String($0))]] })
    var lines = 0

    table.forEachBlockOfUTF8(
      rendering: .plainText, while: { lines == 0 }, { lines += $0.lazy.filter { $0 == 0x0A }.count }
    )

    // The first block of rows, of the three, and no more.
    #expect(lines > 0)
    #expect(lines < count / 2)
  }
}
