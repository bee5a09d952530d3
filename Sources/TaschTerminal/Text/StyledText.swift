import TaschPresentation

/// A run of text in one style.
public struct Span: Hashable, Sendable {
  /// The text, one line, already printable.
  public var text: String
  /// How it looks.
  public var style: TextStyle

  /// `text` in `style`; control characters in `text` are made harmless.
  public init(_ text: String, _ style: TextStyle = .plain) {
    self.text = TextLayout.printable(text)
    self.style = style
  }

  /// `count` plain spaces: blank cells between and around text.
  static func blank(_ count: Int) -> Span {
    Span(
      printable: blanks.indices.contains(count)
        ? blanks[count] : String(repeating: " ", count: count), .plain)
  }

  /// Runs of spaces as wide as most tables' blank cells, made once and shared.
  private static let blanks = (0...160).map { String(repeating: " ", count: $0) }

  /// Text known to be printable already, in `style`.
  private init(printable text: String, _ style: TextStyle) {
    self.text = text
    self.style = style
  }

  /// The cells the text takes.
  public var width: Int { DisplayWidth.of(text) }
}

/// One line of styled text.
public typealias StyledLine = [Span]

extension Collection where Element == Span {
  /// The cells the line takes.
  public var width: Int { reduce(0) { $0 + $1.width } }
}

extension Array where Element == Span {
  /// The line's text without styles.
  public var plainText: String { map(\.text).joined() }

  /// The line cut to `width` cells, the last span ending in `…` when anything was cut.
  public func truncated(to width: Int) -> StyledLine {
    guard self.width > width else { return self }
    var result: StyledLine = []
    var used = 0
    for span in self {
      if used + span.width <= width - 1 || (used + span.width == width && span == last) {
        result.append(span)
        used += span.width
      } else {
        var cut = span
        cut.text = TextLayout.truncate(span.text, to: width - used)
        result.append(cut)
        break
      }
    }
    return result
  }
}
