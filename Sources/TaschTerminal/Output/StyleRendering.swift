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
    var bytes: [UInt8] = []
    render(line, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The UTF-8 of `lines` as `render(_:)` writes them, each followed by a line break: a long
  /// listing is written as bytes, never checked again as a string would be.
  func utf8(of lines: some Sequence<StyledLine>) -> [UInt8] {
    var bytes: [UInt8] = []
    for line in lines {
      render(line, into: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  /// Appends the UTF-8 of `line`, as `render(_:)` writes it, to `bytes`: a long listing is
  /// written into one buffer, not made of a string per line, and bytes are copied with less
  /// bookkeeping than a string's.
  private func render(_ line: StyledLine, into bytes: inout [UInt8]) {
    for span in line { render(span, into: &bytes) }
  }

  /// Appends the UTF-8 of `span`, with the escape sequences this rendering allows, to `bytes`.
  func render(_ span: Span, into bytes: inout [UInt8]) {
    let depth: ColorDepth
    switch self {
    case .plainText:
      bytes += span.text.utf8
      return
    case .attributesOnly: depth = .none
    case .colors(let colors): depth = colors
    }
    guard !span.text.isEmpty else { return }
    let start = ANSI.style(span.style, depth: depth)
    if start.isEmpty {
      bytes += span.text.utf8
    } else {
      bytes += start.utf8
      bytes += span.text.utf8
      bytes += ANSI.reset.utf8
    }
  }
}
