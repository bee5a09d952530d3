/// A dialog's lines in parts, and how they give way when the box has fewer rows than lines.
///
/// What a dialog asks and what it costs must always show, so the rows are found elsewhere:
/// blank lines between parts go first, then lists lose lines from the last list on, a mark
/// counting every line not shown, then text is cut short, ending in `…`, from the last text on.
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

  /// `parts`' lines in at most `rows` rows of `width` cells, the lines of a list not shown
  /// counted by `mark(count)`.
  static func fit(
    _ parts: [DialogPart], rows: Int, width: Int, mark: (Int) -> StyledLine
  ) -> [StyledLine] {
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
      parts[index] = .list(cut(lines, to: shown, keepingLast: keepingLast, mark: mark))
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
    return parts.flatMap(\.lines)
  }

  /// `lines` in `rows` rows, the last of them a mark counting the lines left out, the last
  /// `keepingLast` of `lines` kept as long as there is room.
  private static func cut(
    _ lines: [StyledLine], to rows: Int, keepingLast: Int, mark: (Int) -> StyledLine
  ) -> [StyledLine] {
    guard rows < lines.count else { return lines }
    let shown = rows - 1
    let tail = min(keepingLast, shown)
    let head = shown - tail
    return Array(lines.prefix(head)) + [mark(lines.count - shown)] + lines.suffix(tail)
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
