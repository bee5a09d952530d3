import TaschPresentation

/// How many colours a terminal can show.
public enum ColorDepth: Int, Comparable, Hashable, Sendable {
  /// None: attributes only.
  case none = 0
  /// The 16 ANSI colours.
  case ansi16 = 16
  /// The 256-colour palette.
  case ansi256 = 256
  /// Any 24-bit colour.
  case trueColor = 16_777_216

  /// Orders depths by how many colours they show.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// Decides whether and how richly to colour a stream, from the stream, the user's wishes and
/// the environment.
public enum ColorSupport {
  /// The colour depth for a stream.
  ///
  /// In order, the first rule that applies wins:
  /// 1. the plain theme, or `--no-color`: no colour;
  /// 2. `NO_COLOR` set to anything non-empty: no colour (https://no-color.org);
  /// 3. `FORCE_COLOR` set (other than `0` or `false`): colour even when the stream is not a
  ///    terminal or `TERM` is `dumb`; `FORCE_COLOR=2` asks for 256 colours, `3` for 24-bit;
  /// 4. a stream that is not a terminal, or `TERM=dumb`: no colour;
  /// 5. `COLORTERM` of `truecolor` or `24bit`: 24-bit; a `TERM` with `256color`: 256; else 16.
  public static func depth(
    theme: Theme.Name, noColorFlag: Bool, isTerminal: Bool, environment: [String: String]
  ) -> ColorDepth {
    if theme == .plain || noColorFlag { return .none }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let detected = detectedDepth(environment)
    if let force = environment["FORCE_COLOR"], force != "0", force.lowercased() != "false" {
      let asked: ColorDepth =
        switch force {
        case "2": .ansi256
        case "3": .trueColor
        default: .ansi16
        }
      return max(asked, detected)
    }
    guard isTerminal, environment["TERM"] != "dumb" else { return .none }
    return detected
  }

  private static func detectedDepth(_ environment: [String: String]) -> ColorDepth {
    let colorTerm = environment["COLORTERM"]?.lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if environment["TERM"]?.contains("256color") == true { return .ansi256 }
    return .ansi16
  }
}
