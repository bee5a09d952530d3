import TaschPresentation
import Testing

@testable import TaschTerminal

@Suite struct StyleRenderingTests {
  private let line: StyledLine = [
    Span("Out of stock", TextStyle(foreground: RGBColor(0xC9_2A2A), isBold: true)), Span(" ok"),
  ]

  @Test func aStreamThatIsNotATerminalGetsNoEscapeSequence() {
    let rendering = StyleRendering(isTerminal: false, depth: .none)

    #expect(rendering == .plainText)
    #expect(rendering.render(line) == "Out of stock ok")
  }

  @Test func aTerminalWithoutColourGetsAttributesOnly() {
    #expect(
      StyleRendering(isTerminal: true, depth: .none).render(line)
        == "\u{1B}[1mOut of stock\u{1B}[0m ok")
  }

  @Test func colourAtEachDepth() {
    #expect(
      StyleRendering.colors(.trueColor).render(line)
        == "\u{1B}[1;38;2;201;42;42mOut of stock\u{1B}[0m ok")
    #expect(
      StyleRendering.colors(.ansi256).render(line) == "\u{1B}[1;38;5;160mOut of stock\u{1B}[0m ok")
    #expect(StyleRendering.colors(.ansi16).render(line) == "\u{1B}[1;31mOut of stock\u{1B}[0m ok")
  }

  @Test func linesAsOneTextEachEndedByALineBreak() {
    #expect(
      StyleRendering.colors(.ansi16).utf8(of: [line, [], [Span("x")]])
        == Array("\u{1B}[1;31mOut of stock\u{1B}[0m ok\n\nx\n".utf8))
    #expect(StyleRendering.plainText.utf8(of: []) == [])
  }

  @Test func reducesColoursToTheNearestInThePalette() {
    #expect(ColorPalette.index256(RGBColor(0x00_0000)) == 16)
    #expect(ColorPalette.index256(RGBColor(0xFF_FFFF)) == 231)
    #expect(ColorPalette.index256(RGBColor(0x80_8080)) == 244)
    #expect(ColorPalette.index16(RGBColor(0xFF_FFFF)) == 15)
    #expect(ColorPalette.index16(RGBColor(0x1F_2B3B)) == 0)
    #expect(ColorPalette.parameters(RGBColor(0x00_00FF), depth: .ansi16, background: true) == "44")
  }

  @Test func namesItsEscapeSequences() {
    #expect(ANSI.moveTo(row: 0, column: 0) == "\u{1B}[1;1H")
    #expect(ANSI.style(.plain, depth: .trueColor) == "")
  }
}
