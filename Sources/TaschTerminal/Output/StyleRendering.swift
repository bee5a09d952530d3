import TaschPresentation

/// How styled text reaches a stream.
public enum StyleRendering: Hashable, Sendable {
  /// Text only, no escape sequence at all: for streams that are not terminals.
  case plainText
  /// Attributes (bold, underline, reverse) but no colour: a terminal with colour turned off.
  case attributesOnly
  /// Colours at this depth, and attributes.
  case colors(ColorDepth)

  /// How to write to a stream, given whether it is a terminal and how many colours it takes.
  public init(isTerminal: Bool, depth: ColorDepth) {
    if depth > .none {
      self = .colors(depth)
    } else {
      self = isTerminal ? .attributesOnly : .plainText
    }
  }

  /// Whether colour swatches can be shown as blocks of colour.
  public var showsColor: Bool {
    if case .colors = self { return true }
    return false
  }

  /// `line` as text with the escape sequences this rendering allows.
  public func render(_ line: StyledLine) -> String {
    let depth: ColorDepth
    switch self {
    case .plainText: return line.plainText
    case .attributesOnly: depth = .none
    case .colors(let colors): depth = colors
    }
    return line.filter { !$0.text.isEmpty }.map { span in
      let start = ANSI.style(span.style, depth: depth)
      return start.isEmpty ? span.text : start + span.text + ANSI.reset
    }.joined()
  }
}
