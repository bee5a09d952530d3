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
    var text = ""
    render(line, into: &text)
    return text
  }

  /// `lines` as `render(_:)` writes them, each followed by a line break, in one string.
  func text(of lines: some Sequence<StyledLine>) -> String {
    var text = ""
    for line in lines {
      render(line, into: &text)
      text += "\n"
    }
    return text
  }

  /// Appends `line`, as `render(_:)` writes it, to `text`: a long listing is written into
  /// one buffer, not made of a string per line.
  func render(_ line: StyledLine, into text: inout String) {
    let depth: ColorDepth
    switch self {
    case .plainText:
      for span in line { text += span.text }
      return
    case .attributesOnly: depth = .none
    case .colors(let colors): depth = colors
    }
    for span in line where !span.text.isEmpty {
      let start = ANSI.style(span.style, depth: depth)
      if start.isEmpty {
        text += span.text
      } else {
        text += start
        text += span.text
        text += ANSI.reset
      }
    }
  }
}
