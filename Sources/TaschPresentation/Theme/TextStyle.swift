import Tasch

/// A colour as red, green and blue, 0…255 each.
///
/// The terminal front reduces it to what the terminal can show.
public struct RGBColor: Hashable, Sendable {
  /// Red, 0…255.
  public let red: UInt8
  /// Green, 0…255.
  public let green: UInt8
  /// Blue, 0…255.
  public let blue: UInt8

  /// A colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from a 24-bit value written as `0x1F2B3B`.
  public init(_ value: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// A product's colour.
  public init(_ color: ProductColor) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }
}

/// How a piece of text looks: colours and attributes.
///
/// `nil` colours are the terminal's own.
public struct TextStyle: Hashable, Sendable {
  /// The colour of the letters.
  public var foreground: RGBColor?
  /// The colour behind the letters.
  public var background: RGBColor?
  /// Heavier letters.
  public var isBold: Bool
  /// Fainter letters.
  public var isDim: Bool
  /// Underlined letters.
  public var isUnderlined: Bool
  /// Foreground and background swapped, which shows even without colours.
  public var isReversed: Bool

  /// A style; by default the terminal's own.
  public init(
    foreground: RGBColor? = nil, background: RGBColor? = nil, isBold: Bool = false,
    isDim: Bool = false, isUnderlined: Bool = false, isReversed: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isReversed = isReversed
  }

  /// The terminal's own style.
  public static let plain = TextStyle()

  /// This style drawn over `base`: what this style leaves unset comes from `base`.
  public func over(_ base: TextStyle) -> TextStyle {
    TextStyle(
      foreground: foreground ?? base.foreground, background: background ?? base.background,
      isBold: isBold || base.isBold, isDim: isDim || base.isDim,
      isUnderlined: isUnderlined || base.isUnderlined, isReversed: isReversed || base.isReversed)
  }
}
