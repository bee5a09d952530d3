/// A dialog's lines in parts, and how they give way when the box has fewer rows than lines.
///
/// What a dialog asks and what it costs must always show, so the rows are found elsewhere:
/// blank lines between parts go first, then lists lose lines from the last list on, a mark
/// counting every line not shown, then text is cut short, ending in `…`, from the last text on.
/// A list cut short shows its lines from the one scrolled to on, a mark above counting those
/// scrolled past.
enum DialogPart {
  /// Lines that always show: a total, the question asked.
  case essential([StyledLine])
  /// Text that may be cut short.
  case text([StyledLine])
  /// A blank line between parts.
  case spacer
  /// Lines that may be left out, counted by a mark; of those, the last `keepingLast` are kept
  /// longest (the amounts between a sub-total and its total).
  case list([StyledLine], keepingLast: Int = 0)

  /// `parts`' lines in at most `rows` rows of `width` cells, each list cut short scrolled by
  /// `top` lines, the lines of a list not shown counted by `mark(count, above)`, above them or
  /// below.
  static func fit(
    _ parts: [DialogPart], rows: Int, width: Int, scrolledBy top: Int = 0,
    mark: (_ count: Int, _ above: Bool) -> StyledLine
  ) -> [StyledLine] {
    arrange(parts, rows: rows, width: width, scrolledBy: top, mark: mark).lines
  }

  /// The last line a list of `parts` cut short in `rows` rows can be scrolled to.
  ///
  /// Past it, no more of any list shows; 0 when every line fits.
  static func lastTop(_ parts: [DialogPart], rows: Int) -> Int {
    arrange(parts, rows: rows, width: 0, scrolledBy: 0) { _, _ in [] }.lastTop
  }

  /// `fit`'s lines, and `lastTop`.
  private static func arrange(
    _ parts: [DialogPart], rows: Int, width: Int, scrolledBy top: Int,
    mark: (_ count: Int, _ above: Bool) -> StyledLine
  ) -> (lines: [StyledLine], lastTop: Int) {
    var lastTop = 0
    var parts = parts
    var over = parts.reduce(0) { $0 + $1.lines.count } - rows
    if over > 0 {
      over -= parts.count(where: \.isSpacer)
      parts.removeAll(where: \.isSpacer)
    }
    for index in parts.indices.reversed() where over > 0 {
      guard case .list(let lines, let keepingLast) = parts[index], lines.count > 1 else {
        continue
      }
      let shown = max(1, lines.count - over)
      over -= lines.count - shown
      let (kept, last) = cut(lines, to: shown, keepingLast: keepingLast, from: top, mark: mark)
      parts[index] = .list(kept)
      lastTop = max(lastTop, last)
    }
    for index in parts.indices.reversed() where over > 0 {
      guard case .text(let lines) = parts[index], lines.count > 1 else { continue }
      let shown = max(1, lines.count - over)
      over -= lines.count - shown
      var kept = Array(lines.prefix(shown))
      kept[shown - 1] = (kept[shown - 1] + [Span(" " + String(TextLayout.ellipsis))])
        .truncated(to: width)
      parts[index] = .text(kept)
    }
    return (parts.flatMap(\.lines), lastTop)
  }

  /// `lines` in `rows` rows, from the line `top` on where a mark above can count those before
  /// it, a mark below counting the lines left out after, the last `keepingLast` of `lines`
  /// kept as long as there is room; and the last line they can be scrolled to.
  private static func cut(
    _ lines: [StyledLine], to rows: Int, keepingLast: Int, from top: Int,
    mark: (_ count: Int, _ above: Bool) -> StyledLine
  ) -> (lines: [StyledLine], lastTop: Int) {
    guard rows < lines.count else { return (lines, 0) }
    let tail = min(keepingLast, rows - 1)
    let body = Array(lines.dropLast(tail))
    let slots = rows - tail
    guard slots > 1 else { return ([mark(body.count, false)] + lines.suffix(tail), 0) }
    // Scrolled to the end, a mark above and the last lines; no further.
    let lastTop = body.count - (slots - 1)
    let start = min(max(0, top), lastTop)
    // A mark above where lines are scrolled past, one below where lines are left after; with
    // room for one line and one mark only, the mark below, which says where the rest is.
    var above = start > 0
    var count = slots - (above ? 1 : 0)
    if start + count < body.count { count -= 1 }
    if count == 0 {
      above = false
      count = 1
    }
    let end = start + count
    let kept =
      (above ? [mark(start, true)] : []) + body[start..<end]
      + (end < body.count ? [mark(body.count - end, false)] : []) + lines.suffix(tail)
    return (kept, lastTop)
  }

  private var lines: [StyledLine] {
    switch self {
    case .essential(let lines), .text(let lines), .list(let lines, _): lines
    case .spacer: [[]]
    }
  }

  private var isSpacer: Bool {
    if case .spacer = self { true } else { false }
  }
}
