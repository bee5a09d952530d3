import Tasch
import TaschPresentation
import Testing

@Suite struct ThemeTests {
  @Test(arguments: [Theme.Name.light, .dark])
  func colourThemesGiveEveryRoleALook(name: Theme.Name) {
    let theme = Theme(name)

    #expect(theme.usesColor)
    // Ordinary text and prices are in the terminal's own colour, which reads on any background,
    // and the screen and its cards are the terminal's own background.
    for role in ThemeRole.allCases where ![.background, .card, .defaultText, .price].contains(role)
    {
      #expect(theme.style(role) != .plain, "\(name) \(role)")
    }
    #expect(theme.style(.defaultText) == .plain)
    #expect(theme.style(.background) == .plain && theme.style(.card) == .plain)
    #expect(theme.style(.price) == .plain)
  }

  @Test func thePlainThemeHasNoColourOnlyAttributes() {
    let theme = Theme(.plain)

    #expect(!theme.usesColor)
    for role in ThemeRole.allCases {
      #expect(theme.style(role).foreground == nil)
      #expect(theme.style(role).background == nil)
    }
    #expect(theme.style(.selection).isReversed, "the cursor still shows")
    #expect(theme.style(.warning).isBold, "warnings still stand out")
  }

  @Test func swatchesAreBlocksOfTheProductsColour() throws {
    let navy = try #require(ProductColor(hex: "1F2B3B"))

    #expect(Theme(.light).swatch(navy)?.background == RGBColor(0x1F_2B3B))
    #expect(Theme(.plain).swatch(navy) == nil)
  }

  @Test func stylesLayer() {
    let bold = TextStyle(isBold: true)
    let card = TextStyle(foreground: RGBColor(0x11_1111), background: RGBColor(0xFF_FFFF))

    let layered = bold.over(card)

    #expect(
      layered
        == TextStyle(foreground: RGBColor(0x11_1111), background: RGBColor(0xFF_FFFF), isBold: true)
    )
  }
}
