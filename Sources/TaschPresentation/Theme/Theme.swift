import Tasch

/// How each role looks: the light and dark themes in colour, the plain theme without.
public struct Theme: Sendable {
  /// The themes Tasch has.
  public enum Name: String, CaseIterable, Hashable, Sendable {
    /// Light or dark, as the terminal's own background is: the front finds out which.
    case auto
    /// Colours that read on a light background, green title bar: the original app's look.
    case light
    /// The same roles for a dark background.
    case dark
    /// No colour at all: only bold, underline and reverse video.
    case plain
  }

  /// Which theme this is.
  public let name: Name
  private let styles: [ThemeRole: TextStyle]

  /// The theme called `name`.
  public init(_ name: Name) {
    self.name = name
    switch name {
    case .light: styles = Self.light
    // A front that could not tell reads on the commoner background.
    case .dark, .auto: styles = Self.dark
    case .plain: styles = Self.plain
    }
  }

  /// The look of `role`.
  public func style(_ role: ThemeRole) -> TextStyle {
    styles[role] ?? .plain
  }

  /// Whether the theme uses colour.
  public var usesColor: Bool { name != .plain }

  /// The swatch of a product's colour: a block of that colour, or nothing in the plain theme,
  /// where the front writes the colour's hex digits instead.
  public func swatch(_ color: ProductColor) -> TextStyle? {
    usesColor ? TextStyle(foreground: RGBColor(color), background: RGBColor(color)) : nil
  }

  // MARK: - The themes

  // Neither theme paints the terminal's background, in the shop or anywhere else (the
  // `background` and `card` roles have no colour): text is in the terminal's own colour. A
  // role without a background has no foreground but a hue (never black, white or grey, which
  // vanish on one background or the other); greys are the terminal's colour dimmed. Ordinary
  // text and prices have no colour.

  private static let white = RGBColor(0xFF_FFFF)

  /// The colours of a colour theme; which role takes which, and how, both themes share.
  private struct Palette {
    /// A warning's hue.
    let warning: RGBColor
    /// A promotion's hue, and the key hints'.
    let promotion: RGBColor
    /// The background of the action that entices (white text on it).
    let enticing: RGBColor
    /// The text and background of the action that destroys.
    let destructive: (text: RGBColor, background: RGBColor)
    /// The title bar's background (white text on it).
    let navigation: RGBColor
    /// The hue of the stars given.
    let ratingFull: RGBColor
    /// The background of the selected row.
    let selection: RGBColor

    /// Each role in these colours.
    var styles: [ThemeRole: TextStyle] {
      let navigationStyle = TextStyle(foreground: white, background: navigation, isBold: true)
      return [
        .discreteText: TextStyle(isDim: true),
        .sectionTitle: TextStyle(isBold: true),
        .warning: TextStyle(foreground: warning, isBold: true),
        .promotion: TextStyle(foreground: promotion),
        .enticingAction: TextStyle(foreground: white, background: enticing, isBold: true),
        .destructiveAction: TextStyle(
          foreground: destructive.text, background: destructive.background, isBold: true),
        .navigationBar: navigationStyle,
        .navigationText: navigationStyle,
        .ratingFull: TextStyle(foreground: ratingFull),
        .ratingEmpty: TextStyle(isDim: true),
        .selection: TextStyle(background: selection, isBold: true),
        .keyHint: TextStyle(foreground: promotion, isBold: true),
      ]
    }
  }

  private static let light = Palette(
    warning: RGBColor(0xC9_2A2A), promotion: RGBColor(0x3E_8A62), enticing: RGBColor(0xD9_4234),
    destructive: (white, RGBColor(0x11_1111)), navigation: RGBColor(0x5C_9E7E),
    ratingFull: RGBColor(0xD4_A52A), selection: RGBColor(0xE3_EFE8)
  ).styles

  private static let dark = Palette(
    warning: RGBColor(0xFF_6961), promotion: RGBColor(0x7F_D1A6), enticing: RGBColor(0xC0_3A2E),
    destructive: (RGBColor(0x1C_1C1E), RGBColor(0xE5_E5EA)), navigation: RGBColor(0x2F_6B4F),
    ratingFull: RGBColor(0xF2_C94C), selection: RGBColor(0x3A_4A42)
  ).styles

  private static let plain: [ThemeRole: TextStyle] = [
    .sectionTitle: TextStyle(isBold: true),
    .warning: TextStyle(isBold: true),
    .enticingAction: TextStyle(isReversed: true),
    .destructiveAction: TextStyle(isReversed: true),
    .navigationBar: TextStyle(isReversed: true),
    .navigationText: TextStyle(isBold: true, isReversed: true),
    .ratingFull: TextStyle(isBold: true),
    .selection: TextStyle(isReversed: true),
    .keyHint: TextStyle(isBold: true),
  ]
}
