import TaschPresentation
import TaschTerminal
import Testing

@Suite struct FrameRendererTests {
  private let bold = TextStyle(isBold: true)

  @Test func drawsTheFirstFrameWhole() {
    var renderer = FrameRenderer(depth: .none)
    var canvas = Canvas(width: 3, height: 2)
    canvas.draw("ab", row: 0, column: 0)

    let output = renderer.output(for: canvas)

    #expect(output == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0mab \u{1B}[2;1H   \u{1B}[0m")
  }

  @Test func thenOnlyWhatChangedInOneWrite() {
    var renderer = FrameRenderer(depth: .none)
    var canvas = Canvas(width: 10, height: 3)
    canvas.draw("Carrier", row: 1, column: 0)
    _ = renderer.output(for: canvas)

    canvas.draw("Travol ", row: 1, column: 0)

    #expect(renderer.output(for: canvas) == "\u{1B}[2;1H\u{1B}[0mTravol \u{1B}[0m")
  }

  /// Found in tmux, which draws `❤️` in one cell where the shop counts two: the cell after it
  /// kept what it held, and the text after it came a cell early, in every frame.
  @Test func aClusterTerminalsDrawAtDifferentWidthsIsWrittenOverBlanksAndTheCursorPutAfterIt() {
    var renderer = FrameRenderer(depth: .none)
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("x", row: 0, column: 3)
    _ = renderer.output(for: canvas)

    canvas.draw("\u{2764}\u{FE0F}", row: 0, column: 0)

    #expect(
      renderer.output(for: canvas)
        == "\u{1B}[1;1H\u{1B}[0m  \u{1B}[1;1H\u{2764}\u{FE0F}\u{1B}[1;3H x\u{1B}[0m")
  }

  @Test func nothingChangedMeansNothingWritten() {
    var renderer = FrameRenderer(depth: .trueColor)
    let canvas = Canvas(width: 4, height: 2)
    _ = renderer.output(for: canvas)

    #expect(renderer.output(for: canvas).isEmpty)
  }

  /// What a renderer that drew `text` on a row of four cells writes once the second cell turns
  /// bold, and what it writes after that with nothing changed.
  private func outputsAfterTheSecondCellTurnsBold(
    in text: String
  ) -> (changed: String, unchanged: String) {
    var renderer = FrameRenderer(depth: .none)
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw(text, row: 0, column: 0)
    _ = renderer.output(for: canvas)

    canvas.restyle(Rect(row: 0, column: 1, width: 1, height: 1), bold)

    return (renderer.output(for: canvas), renderer.output(for: canvas))
  }

  @Test func aStyleChangeRedrawsTheCell() {
    let output = outputsAfterTheSecondCellTurnsBold(in: "ab")

    #expect(output.changed == "\u{1B}[1;2H\u{1B}[0m\u{1B}[1mb\u{1B}[0m")
  }

  @Test func aChangedWideCharacterIsRedrawnWhole() {
    let output = outputsAfterTheSecondCellTurnsBold(in: "旅x")

    #expect(output.changed.contains("\u{1B}[1;1H"))
    #expect(output.unchanged.isEmpty)
  }

  @Test func aChangeToTheLastCellOfACharacterOfThreeRedrawsIt() {
    var renderer = FrameRenderer(depth: .none)
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("न्दी", row: 0, column: 0)
    _ = renderer.output(for: canvas)

    canvas.restyle(Rect(row: 0, column: 2, width: 1, height: 1), bold)
    let changed = renderer.output(for: canvas)

    #expect(changed.contains("\u{1B}[1;1H"))
    #expect(changed.contains("न्दी"))
  }

  @Test func aNewSizeOrInvalidationDrawsWhole() {
    var renderer = FrameRenderer(depth: .none)
    _ = renderer.output(for: Canvas(width: 4, height: 2))

    #expect(renderer.output(for: Canvas(width: 5, height: 2)).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    renderer.invalidate()
    #expect(renderer.output(for: Canvas(width: 5, height: 2)).hasPrefix("\u{1B}[0m\u{1B}[2J"))
  }

  @Test func coloursAtTheTerminalsDepth() {
    var renderer = FrameRenderer(depth: .ansi256)
    var canvas = Canvas(width: 1, height: 1)
    canvas.draw("x", row: 0, column: 0, style: TextStyle(foreground: RGBColor(0xFF_0000)))

    #expect(renderer.output(for: canvas).contains("\u{1B}[38;5;196mx"))
  }
}
