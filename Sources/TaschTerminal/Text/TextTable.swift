/// Rows of cells in aligned columns, measured by display width, fitted to a width by narrowing
/// the flexible columns first (cutting their text with `…`), then cutting lines.
public struct TextTable: Sendable {
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
  public let columns: [Column]
  /// Every cell's spans, row after row and in a row column after column: one array for the
  /// whole table, not one a cell, so that a table of 100,000 rows is quick to make and to let go.
  private var spans: [Span] = []
  /// Where each cell's spans end in `spans`, in the same order: `columns.count` a row.
  private var cellEnds: [Int] = []

  /// A table of `rows` in `columns`.
  public init(columns: [Column], rows: [[StyledLine]] = []) {
    self.columns = columns
    for row in rows { append(row) }
  }

  /// How many rows the table has.
  public var rowCount: Int { columns.isEmpty ? 0 : cellEnds.count / columns.count }

  /// Adds a row of `cells`, one for each column from the left; a missing cell is empty, and
  /// cells past the last column are left out.
  public mutating func append(_ cells: [StyledLine]) {
    for column in columns.indices {
      appendCell(column < cells.count ? cells[column][...] : [])
    }
  }

  /// Adds the next cell, whose text is `cell`: a row's cells are added from the left, one for
  /// each column, before the next row's.
  mutating func appendCell(_ cell: some Collection<Span>) {
    spans += cell
    cellEnds.append(spans.count)
  }

  /// Adds the rows of `other`, a table of the same columns, after these.
  mutating func append(rowsOf other: TextTable) {
    let shift = spans.count
    spans += other.spans
    cellEnds += other.cellEnds.lazy.map { $0 + shift }
  }

  /// The text of the cell of `row` in `column`.
  private func cell(_ row: Int, _ column: Int) -> ArraySlice<Span> {
    let index = row * columns.count + column
    return spans[(index == 0 ? 0 : cellEnds[index - 1])..<cellEnds[index]]
  }

  /// The table's lines, each starting with `indent` spaces, columns two spaces apart.
  ///
  /// Lines are at most `maximumWidth` cells wide when it is given. Empty columns and trailing
  /// spaces are left out.
  public func lines(maximumWidth: Int? = nil, indent: Int = 0) -> [StyledLine] {
    let layout = layout(maximumWidth: maximumWidth, indent: indent)
    return (0..<rowCount).concurrentMap { layout.line($0) }
  }

  /// The table's lines, as `lines(maximumWidth:indent:)` makes them, rendered by `rendering`
  /// each followed by a line break, handed to `body` in order a block of rows at a time: a
  /// table of 100,000 rows never holds all its lines at once, nor makes one of them but to
  /// write it.
  public func forEachBlockOfText(
    maximumWidth: Int? = nil, indent: Int = 0, rendering: StyleRendering,
    _ body: (String) -> Void
  ) {
    let layout = layout(maximumWidth: maximumWidth, indent: indent)
    for start in stride(from: 0, to: rowCount, by: Self.linesPerBlock) {
      let block = start..<min(start + Self.linesPerBlock, rowCount)
      for text in block.concurrentParts({ rendering.text(of: $0.lazy.map(layout.line)) }) {
        body(text)
      }
    }
  }

  /// How many lines `forEachBlockOfText` makes at once: enough to share among the cores.
  private static let linesPerBlock = 16_384

  /// The widths every line follows, worked out from every row.
  private func layout(maximumWidth: Int?, indent: Int) -> Layout {
    // Each cell is measured once: measuring is most of the cost of a table of 100,000 rows.
    let columnCount = columns.count
    let cellWidths = cellEnds.indices.concurrentParts { part in
      part.map { index in cell(index / columnCount, index % columnCount).width }
    }.flatMap { $0 }
    var widths = [Int](repeating: 0, count: columnCount)
    for (index, width) in cellWidths.enumerated() {
      widths[index % columnCount] = max(widths[index % columnCount], width)
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
    return Layout(
      table: self, cellWidths: cellWidths, widths: widths, indent: indent, cutTo: cutTo)
  }

  /// A table with its column widths settled.
  private struct Layout: Sendable {
    let table: TextTable
    /// Each cell's width, row after row, a row's cells one after the other.
    let cellWidths: [Int]
    /// Each column's width; 0 for a column left out.
    let widths: [Int]
    let indent: Int
    /// The width lines are cut to, when the columns could not narrow enough.
    let cutTo: Int?

    /// The line of the row at `row`.
    func line(_ row: Int) -> StyledLine {
      let columns = table.columns
      // Blank cells (indent, gaps, padding) are gathered and written as one span before the
      // next text; those after the last text are left out.
      var line: StyledLine = []
      line.reserveCapacity(2 * columns.count)
      var blank = indent
      var isFirst = true
      for column in columns.indices where widths[column] > 0 {
        if !isFirst { blank += 2 }
        isFirst = false
        var fitted = table.cell(row, column)
        var fittedWidth = cellWidths[row * columns.count + column]
        if fittedWidth > widths[column] {
          fitted = Array(fitted).truncated(to: widths[column])[...]
          fittedWidth = fitted.width
        }
        let padding = max(0, widths[column] - fittedWidth)
        if columns[column].alignRight { blank += padding }
        if !fitted.isEmpty {
          if blank > 0 { line.append(Span.blank(blank)) }
          line += fitted
          blank = 0
        }
        if !columns[column].alignRight { blank += padding }
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
