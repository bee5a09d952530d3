import TaschPresentation
import TaschTerminal
import Testing

@Suite struct CanvasTests {
  private let red = TextStyle(foreground: RGBColor(0xFF_0000))
  private let grey = TextStyle(background: RGBColor(0x88_8888))

  @Test func startsBlankInTheBackgroundSoStrayDrawingShows() {
    let canvas = Canvas(width: 3, height: 2, background: grey)

    #expect(canvas.text == "   \n   ")
    #expect(canvas[1, 2] == Cell(" ", grey))
  }

  @Test func drawsTextOverTheStyleAlreadyThere() {
    var canvas = Canvas(width: 6, height: 1, background: grey)

    let end = canvas.draw("abc", row: 0, column: 1, style: red)

    #expect(end == 4)
    #expect(canvas.text == " abc  ")
    #expect(
      canvas[0, 1].style
        == TextStyle(foreground: RGBColor(0xFF_0000), background: RGBColor(0x88_8888)))
  }

  @Test func wideCharactersTakeTwoCells() {
    var canvas = Canvas(width: 6, height: 1)

    canvas.draw("旅a🎒", row: 0, column: 0)

    #expect(canvas[0, 0].text == "旅")
    #expect(canvas[0, 1].isContinuation)
    #expect(canvas[0, 2].text == "a")
    #expect(canvas[0, 3].text == "🎒")
    #expect(canvas[0, 4].isContinuation)
    #expect(canvas.text == "旅a🎒 ")
  }

  @Test func cutsTextAtTheEdgeOrTheLimitWithAnEllipsis() {
    var canvas = Canvas(width: 8, height: 1)

    canvas.draw("Carrier bag", row: 0, column: 2)
    #expect(canvas.text == "  Carri…")

    var limited = Canvas(width: 8, height: 1)
    limited.draw("旅行用バッグ", row: 0, column: 0, limit: 5)
    #expect(limited.text == "旅行…   ")
  }

  @Test func ignoresDrawingOutsideItself() {
    var canvas = Canvas(width: 3, height: 1)

    canvas.draw("x", row: 5, column: 0)
    canvas.draw("y", row: -1, column: 0)
    canvas.draw("z", row: 0, column: 9)

    #expect(canvas.text == "   ")
  }

  @Test func neverLetsControlCharactersIn() {
    var canvas = Canvas(width: 6, height: 1)

    canvas.draw("a\u{1B}[2J", row: 0, column: 0)

    #expect(canvas.text == "a\u{FFFD}[2J ")
  }

  @Test func fillsAndRestylesRectangles() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.draw("ab", row: 1, column: 1)

    canvas.restyle(Rect(row: 1, column: 0, width: 9, height: 1), red)
    canvas.fill(Rect(row: 0, column: 2, width: 9, height: 1), grey)

    #expect(canvas[1, 1] == Cell("a", red))
    #expect(canvas[0, 3] == Cell(" ", grey))
    #expect(canvas[0, 1] == Cell(" ", .plain))
  }

  @Test func drawsStyledSpans() {
    var canvas = Canvas(width: 10, height: 1)

    canvas.draw([Span("★★", red), Span("☆☆☆")], row: 0, column: 0)

    #expect(canvas.text == "★★☆☆☆     ")
    #expect(canvas[0, 1].style == red)
    #expect(canvas[0, 2].style == .plain)
  }

  @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(width: 8, height: 2)
    canvas.draw("旅行用", row: 0, column: 0)
    canvas.draw("旅行用", row: 1, column: 1)

    canvas.draw("│", row: 0, column: 3)
    canvas.fill(Rect(row: 1, column: 2, width: 2, height: 1), .plain)

    #expect(canvas.text == "旅 │用  \n     用 ")
  }

  /// A Devanagari conjunct with its vowel sign, `न्दी`, is one character of three cells.
  @Test func aCharacterOfThreeCellsIsKeptWholeOrBlankedWhole() {
    var canvas = Canvas(width: 6, height: 2)
    canvas.draw("aन्दीb", row: 0, column: 0)
    canvas.draw("aन्दीb", row: 1, column: 0)

    canvas.draw("│", row: 0, column: 2)
    canvas.fill(Rect(row: 1, column: 3, width: 1, height: 1), .plain)

    #expect(canvas.text == "a │ b \na   b ")
    #expect((0..<6).allSatisfy { !canvas[0, $0].isContinuation && !canvas[1, $0].isContinuation })
  }
}
