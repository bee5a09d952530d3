/// Rows of cells in aligned columns, measured by display width, fitted to a width by narrowing
/// the flexible columns first (cutting their text with `…`), then cutting lines.
public struct TextTable {
  /// How a column lays out its cells.
  public struct Column: Sendable {
    /// Whether cells line up on the right, as numbers and money do.
    public var alignRight: Bool
    /// Whether the column gives up width when the table is too wide.
    public var isFlexible: Bool
    /// How narrow a flexible column may get; at 0 it disappears.
    public var minimumWidth: Int
    /// Among flexible columns, lower priorities give up their width first.
    public var priority: Int

    /// A column; by default left-aligned and fixed.
    public init(
      alignRight: Bool = false, isFlexible: Bool = false, minimumWidth: Int = 8, priority: Int = 0
    ) {
      self.alignRight = alignRight
      self.isFlexible = isFlexible
      self.minimumWidth = minimumWidth
      self.priority = priority
    }
  }

  /// The columns, left to right.
  public var columns: [Column]
  /// The rows; each has one cell per column, a cell being styled text.
  public var rows: [[StyledLine]]

  /// A table of `rows` in `columns`.
  public init(columns: [Column], rows: [[StyledLine]] = []) {
    self.columns = columns
    self.rows = rows
  }

  /// The table's lines, each starting with `indent` spaces, columns two spaces apart.
  ///
  /// Lines are at most `maximumWidth` cells wide when it is given. Empty columns and trailing
  /// spaces are left out.
  public func lines(maximumWidth: Int? = nil, indent: Int = 0) -> [StyledLine] {
    // Each cell is measured once: measuring is most of the cost of a table of 100,000 rows.
    let cellWidths = rows.map { cells in cells.map(\.width) }
    var widths = columns.indices.map { column in
      cellWidths.map { $0.indices.contains(column) ? $0[column] : 0 }.max() ?? 0
    }
    if let maximumWidth {
      var excess = tableWidth(widths, indent: indent) - maximumWidth
      let flexible = columns.indices.filter { columns[$0].isFlexible }
        .sorted { columns[$0].priority < columns[$1].priority }
      for column in flexible where excess > 0 {
        let giving = min(excess, max(0, widths[column] - columns[column].minimumWidth))
        widths[column] -= giving
        // A column that disappears takes its gap with it.
        excess = tableWidth(widths, indent: indent) - maximumWidth
      }
    }
    // Lines are as wide as the table at most: cut only when the columns could not give enough.
    let cutTo = maximumWidth.flatMap { tableWidth(widths, indent: indent) > $0 ? $0 : nil }
    return zip(rows, cellWidths).map { cells, cellWidths in
      var line: StyledLine = [Span(String(repeating: " ", count: indent))]
      var isFirst = true
      for column in columns.indices where widths[column] > 0 {
        var fitted = cells.indices.contains(column) ? cells[column] : []
        var fittedWidth = cellWidths.indices.contains(column) ? cellWidths[column] : 0
        if fittedWidth > widths[column] {
          fitted = fitted.truncated(to: widths[column])
          fittedWidth = fitted.width
        }
        let padding = Span(String(repeating: " ", count: max(0, widths[column] - fittedWidth)))
        if !isFirst { line.append(Span("  ")) }
        isFirst = false
        line += columns[column].alignRight ? [padding] + fitted : fitted + [padding]
      }
      let trimmed = line.trimmingTrailingSpaces()
      return cutTo.map { trimmed.truncated(to: $0) } ?? trimmed
    }
  }

  private func tableWidth(_ widths: [Int], indent: Int) -> Int {
    let shown = widths.filter { $0 > 0 }
    return indent + shown.reduce(0, +) + 2 * max(0, shown.count - 1)
  }
}

extension Array where Element == Span {
  /// The line without spaces at its end.
  func trimmingTrailingSpaces() -> StyledLine {
    var line = self
    while let last = line.last {
      // Most lines end in text: nothing to trim.
      if let byte = last.text.utf8.last, byte != UInt8(ascii: " ") { return line }
      let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
      if !trimmed.isEmpty {
        line[line.count - 1].text = trimmed
        return line
      }
      // A styled run of spaces (a colour swatch) is content, not padding; an empty span is
      // nothing, whatever its style.
      guard last.style == .plain || last.text.isEmpty else { return line }
      line.removeLast()
    }
    return line
  }
}
