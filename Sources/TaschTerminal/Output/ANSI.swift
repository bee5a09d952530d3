import TaschPresentation

/// Every escape sequence Tasch writes, named, in one place.
public enum ANSI {
  /// Control Sequence Introducer.
  static let csi = "\u{1B}["

  /// Back to the terminal's own style.
  public static let reset = csi + "0m"
  /// Hides the cursor.
  public static let hideCursor = csi + "?25l"
  /// Shows the cursor.
  public static let showCursor = csi + "?25h"
  /// Switches to the alternate screen, keeping the shell's screen for later.
  public static let enterAlternateScreen = csi + "?1049h"
  /// Switches back to the shell's screen.
  public static let leaveAlternateScreen = csi + "?1049l"
  /// Asks the terminal to report the mouse: its buttons and wheel (mode 1000), in SGR form
  /// (mode 1006), whose numbers have no limit and whose releases say they are releases.
  public static let enableMouse = csi + "?1000h" + csi + "?1006h"
  /// Stops the terminal reporting the mouse, so that its own selection works again.
  public static let disableMouse = csi + "?1006l" + csi + "?1000l"
  /// Asks the terminal to mark what is pasted (bracketed paste, mode 2004), so that the shop
  /// types it rather than reading its line breaks and control characters as keys.
  public static let enableBracketedPaste = csi + "?2004h"
  /// Stops the terminal marking what is pasted, as the shell expects it.
  public static let disableBracketedPaste = csi + "?2004l"
  /// Clears the whole screen.
  public static let clearScreen = csi + "2J"
  /// Clears from the cursor to the end of the line.
  public static let clearToEndOfLine = csi + "K"
  /// Moves the cursor to the start of the line.
  public static let carriageReturn = "\r"

  /// Moves the cursor to `row` and `column`, counted from 0.
  public static func moveTo(row: Int, column: Int) -> String {
    csi + "\(row + 1);\(column + 1)H"
  }

  /// The sequence that sets `style` from the terminal's own style, with colours at `depth`
  /// (none: attributes only); empty for the terminal's own style.
  public static func style(_ style: TextStyle, depth: ColorDepth) -> String {
    var parameters: [String] = []
    if style.isBold { parameters.append("1") }
    if style.isDim { parameters.append("2") }
    if style.isUnderlined { parameters.append("4") }
    if style.isReversed { parameters.append("7") }
    if let foreground = style.foreground, depth > .none {
      // Over the terminal's own background, whatever it is, a colour keeps its hue.
      parameters.append(
        ColorPalette.parameters(
          foreground, depth: depth, background: false, keepingHue: style.background == nil))
    }
    if let background = style.background, depth > .none {
      parameters.append(ColorPalette.parameters(background, depth: depth, background: true))
    }
    guard !parameters.isEmpty else { return "" }
    return csi + parameters.joined(separator: ";") + "m"
  }
}

/// Reduces 24-bit colours to what a terminal shows.
enum ColorPalette {
  /// The SGR parameters of `color` as a foreground or background at `depth`; `keepingHue`
  /// never reduces a colour with a hue to black, white or grey.
  static func parameters(
    _ color: RGBColor, depth: ColorDepth, background: Bool, keepingHue: Bool = false
  ) -> String {
    switch depth {
    case .none: return ""
    case .trueColor: return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
    case .ansi256: return "\(background ? 48 : 38);5;\(index256(color, keepingHue: keepingHue))"
    case .ansi16:
      let index = index16(color, keepingHue: keepingHue)
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return String(base + index % 8)
    }
  }

  /// The nearest colour of the xterm palette: its 6×6×6 cube or its 24 greys; only the cube
  /// when `keepingHue` and the colour has one.
  static func index256(_ color: RGBColor, keepingHue: Bool = false) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: UInt8) -> Int {
      levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
    }
    let (red, green, blue) = (
      nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue)
    )
    let cube = 16 + 36 * red + 6 * green + blue
    let cubeColor = (levels[red], levels[green], levels[blue])
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyStep = min(23, max(0, (average - 8 + 5) / 10))
    let grey = 8 + 10 * greyStep
    let channels = (Int(color.red), Int(color.green), Int(color.blue))
    if keepingHue && isChromatic(color) { return cube }
    return distance(channels, (grey, grey, grey)) < distance(channels, cubeColor)
      ? 232 + greyStep : cube
  }

  /// The nearest of the 16 ANSI colours (0–7 normal, 8–15 bright), by the xterm defaults.
  ///
  /// When `keepingHue`, a colour with a hue keeps one: it is never reduced to black, white or
  /// grey, which the terminal's own background may swallow, however muted it is.
  static func index16(_ color: RGBColor, keepingHue: Bool = false) -> Int {
    let channels = (Int(color.red), Int(color.green), Int(color.blue))
    let candidates = keepingHue && isChromatic(color) ? chromatic16 : Array(sixteen.indices)
    return candidates.min { distance(channels, sixteen[$0]) < distance(channels, sixteen[$1]) }
      ?? 7
  }

  /// Whether `color` has a hue: its channels differ enough to tell it from a grey.
  static func isChromatic(_ color: RGBColor) -> Bool {
    let channels = [Int(color.red), Int(color.green), Int(color.blue)]
    return (channels.max() ?? 0) - (channels.min() ?? 0) >= 24
  }

  /// The 16 colours but black, white and the greys.
  private static let chromatic16 = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14]

  private static let sixteen: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
    let (red, green, blue) = (lhs.0 - rhs.0, lhs.1 - rhs.1, lhs.2 - rhs.2)
    return red * red + green * green + blue * blue
  }
}
