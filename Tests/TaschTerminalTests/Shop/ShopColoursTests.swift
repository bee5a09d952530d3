import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// Colours read well on dark and light backgrounds: text the program does not paint a
/// background behind is in the terminal's own colour, or in a hue; never black, white or grey.
@MainActor
@Suite struct ShopColoursTests {
  /// Whether `color` as a foreground would be black, white or grey at `depth`.
  private func isAchromatic(_ color: RGBColor, at depth: ColorDepth) -> Bool {
    switch depth {
    case .ansi16: [0, 7, 8, 15].contains(ColorPalette.index16(color, keepingHue: true))
    case .ansi256:
      (232...255).contains(ColorPalette.index256(color, keepingHue: true))
        || [16, 59, 102, 145, 188, 231].contains(ColorPalette.index256(color, keepingHue: true))
    case .trueColor, .none: !ColorPalette.isChromatic(color)
    }
  }

  @Test(arguments: Theme.Name.allCases)
  func aRoleWithoutABackgroundHasNoGreyForeground(theme: Theme.Name) {
    for role in ThemeRole.allCases {
      let style = Theme(theme).style(role)
      guard style.background == nil, let foreground = style.foreground else { continue }
      for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
        #expect(!isAchromatic(foreground, at: depth), "\(theme) \(role) at \(depth)")
      }
    }
  }

  @Test func aForegroundOverTheTerminalsOwnBackgroundKeepsItsHue() {
    let green = TextStyle(foreground: RGBColor(0x3E_8A62))
    let painted = green.over(TextStyle(background: RGBColor(0xFF_FFFF)))

    #expect(ANSI.style(green, depth: .ansi16) == "\u{1B}[32m")
    #expect(ANSI.style(painted, depth: .ansi16) == "\u{1B}[90;107m", "painted: the nearest")
  }

  @Test func pricesAndEmptyStarsAreInTheTerminalsOwnColour() {
    for theme in [Theme(.light), Theme(.dark)] {
      #expect(theme.style(.price).foreground == nil)
      #expect(theme.style(.ratingEmpty).foreground == nil)
      #expect(theme.style(.defaultText).foreground == nil)
    }
  }

  @Test func theShopKeepsTheTerminalsOwnBackground() async {
    for name in [Theme.Name.light, .dark] {
      let theme = Theme(name)
      // Only bars, buttons and the cursor's row are painted, never the screen behind them.
      let painted = Set(
        [ThemeRole.navigationBar, .selection, .enticingAction, .destructiveAction].compactMap {
          theme.style($0).background
        })
      let shop = ShopHarness(theme: name)
      await shop.open()
      let canvas = shop.canvas
      for row in 0..<canvas.height {
        for column in 0..<canvas.width {
          let style = canvas[row, column].style
          // A product's colour swatch is a block of that colour.
          guard let background = style.background, style.foreground != background else {
            continue
          }
          #expect(painted.contains(background), "\(name) at \(row), \(column)")
        }
      }
      #expect(canvas[canvas.height / 2, canvas.width - 1].style.background == nil)
    }
  }

  // MARK: - Styles on screen

  @Test func theCursorRowIsHighlightedOnlyInTheFocusedList() async throws {
    let shop = ShopHarness()
    let theme = Theme(.light)
    await shop.open()
    await shop.press(.down)

    let travol = try #require(shop.row(containing: "Travol"))
    #expect(shop.canvas[travol, 10].style == theme.style(.selection).over(theme.style(.card)))
    #expect(shop.canvas[travol, 1].text == "›")

    await shop.press(.tab)
    #expect(shop.canvas[travol, 10].style == theme.style(.card))
    #expect(shop.canvas[travol, 1].text == " ")
  }

  @Test func outOfStockIsAWarningAndTheTitleBarIsGreen() async throws {
    let shop = ShopHarness()
    let theme = Theme(.light)
    await shop.open()

    let lines = shop.canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(
      lines.firstIndex { $0.contains("Out of stock") && $0.contains("$175.00") && $0.contains("★") }
    )
    let column = try #require(lines[row].distance(of: "Out of stock"))
    #expect(shop.canvas[row, column].style.foreground == theme.style(.warning).foreground)
    #expect(shop.canvas[0, 40].style == theme.style(.navigationBar))
  }

  @Test func coloursShowAsSwatchesInColourThemesAndAsHexInThePlainOne() async throws {
    let light = ShopHarness(theme: .light)
    let plain = ShopHarness(theme: .plain)
    await light.open()
    await plain.open()

    #expect(!light.screen.contains("#1F2B3B"))
    #expect(plain.screen.contains("#1F2B3B"))
    let row = try #require(light.row(containing: "Navy blue"))
    let navy = RGBColor(0x1F_2B3B)
    #expect((0..<80).contains { light.canvas[row, $0].style.background == navy })
  }
}
