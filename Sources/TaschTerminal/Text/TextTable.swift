import TaschParallel

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
  /// The rows' cells, in segments of rows one after the other: a table made in parts keeps each
  /// part's segment, so joining parts copies nothing.
  private var segments: [Segment] = []
  /// The first row of each segment.
  private var segmentFirstRows: [Int] = []

  /// Rows of cells, with every cell's spans in one array, row after row and in a row column
  /// after column, not in an array a cell: a table of 100,000 rows is quick to make and to let
  /// go.
  private struct Segment: Sendable {
    var spans: [Span] = []
    /// Where each cell's spans end in `spans`, in the same order.
    var cellEnds: [Int] = []
    /// Each cell's width, in the same order: measured as the cell is added, on the core that
    /// made its text, since laying out a table of 100,000 rows needs every one.
    var cellWidths: [Int] = []

    /// Adds the next cell, whose text is `leading` then `trailing`.
    mutating func append(_ leading: some Collection<Span>, then trailing: some Collection<Span>) {
      // Span by span: a table of 100,000 rows adds half a million cells, most of one span,
      // and appending a collection of one costs more than appending the span.
      var width = 0
      for span in leading {
        width += span.width
        spans.append(span)
      }
      for span in trailing {
        width += span.width
        spans.append(span)
      }
      cellEnds.append(spans.count)
      cellWidths.append(width)
    }
  }

  /// A table of `rows` in `columns`.
  public init(columns: [Column], rows: [[StyledLine]] = []) {
    self.columns = columns
    for row in rows { append(row) }
  }

  /// How many rows the table has.
  public var rowCount: Int {
    guard let last = segments.last, let first = segmentFirstRows.last, !columns.isEmpty else {
      return 0
    }
    return first + last.cellEnds.count / columns.count
  }

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
    appendCell(cell, then: EmptyCollection())
  }

  /// Adds the next cell, whose text is `leading` then `trailing`: a run of stars shared by
  /// many rows, then the row's own average, without an array made for each row.
  mutating func appendCell(_ leading: some Collection<Span>, then trailing: some Collection<Span>) {
    if segments.isEmpty { startSegment() }
    segments[segments.count - 1].append(leading, then: trailing)
  }

  /// Makes room for `rows` more rows of `spansPerRow` spans each, before they are added.
  mutating func reserveCapacity(rows: Int, spansPerRow: Int) {
    if segments.isEmpty { startSegment() }
    segments[segments.count - 1].spans.reserveCapacity(
      segments[segments.count - 1].spans.count + rows * spansPerRow)
    segments[segments.count - 1].cellEnds.reserveCapacity(
      segments[segments.count - 1].cellEnds.count + rows * columns.count)
    segments[segments.count - 1].cellWidths.reserveCapacity(
      segments[segments.count - 1].cellWidths.count + rows * columns.count)
  }

  /// Adds the rows of `other`, a table of the same columns, after these.
  mutating func append(rowsOf other: TextTable) {
    for segment in other.segments where !segment.cellEnds.isEmpty {
      segmentFirstRows.append(rowCount)
      segments.append(segment)
    }
  }

  private mutating func startSegment() {
    segmentFirstRows.append(rowCount)
    segments.append(Segment())
  }

  /// The segment holding `row`, and the row's place in it.
  private func place(of row: Int) -> (segment: Int, row: Int) {
    // The last segment starting at or before `row`: there are a few, one a part.
    var (low, high) = (0, segmentFirstRows.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if segmentFirstRows[middle] <= row { low = middle } else { high = middle }
    }
    return (low, row - segmentFirstRows[low])
  }

  /// Where the text of the cell of `row` in `column` is, in its segment's `spans`.
  private func cellRange(_ place: (segment: Int, row: Int), _ column: Int) -> Range<Int> {
    let index = place.row * columns.count + column
    let start = index == 0 ? 0 : segments[place.segment].cellEnds[index - 1]
    return start..<segments[place.segment].cellEnds[index]
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
  /// each followed by a line break, handed to `body` as UTF-8 in order a block of rows at a
  /// time: a table of 100,000 rows never holds all its lines at once, nor makes one of them
  /// but to write it.
  ///
  /// No block is made once `goingOn` says the lines are wanted no more (their output failed).
  public func forEachBlockOfUTF8(
    maximumWidth: Int? = nil, indent: Int = 0, rendering: StyleRendering,
    while goingOn: () -> Bool = { true }, _ body: ([UInt8]) -> Void
  ) {
    let layout = layout(maximumWidth: maximumWidth, indent: indent)
    for start in stride(from: 0, to: rowCount, by: Self.linesPerBlock) where goingOn() {
      let block = start..<min(start + Self.linesPerBlock, rowCount)
      for bytes in block.concurrentParts({ layout.utf8(of: $0, rendering: rendering) }) {
        body(bytes)
      }
    }
  }

  /// How many lines `forEachBlockOfUTF8` makes at once: enough to share among the cores.
  private static let linesPerBlock = 16_384

  /// Whether the table's lines fit `maximumWidth` cells, after `indent` spaces, with its
  /// flexible columns narrowed as `lines` narrows them, and none of its lines cut.
  public func fits(_ maximumWidth: Int, indent: Int = 0) -> Bool {
    layout(maximumWidth: maximumWidth, indent: indent).cutTo == nil
  }

  /// The widths every line follows, worked out from every row.
  private func layout(maximumWidth: Int?, indent: Int) -> Layout {
    // Each cell was measured as it was added.
    let columnCount = columns.count
    var widths = [Int](repeating: 0, count: columnCount)
    for segment in segments {
      for (index, width) in segment.cellWidths.enumerated() {
        widths[index % columnCount] = max(widths[index % columnCount], width)
      }
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
      table: self, widths: widths, indent: indent, cutTo: cutTo)
  }

  /// A table with its column widths settled.
  private struct Layout: Sendable {
    let table: TextTable
    /// Each column's width; 0 for a column left out.
    let widths: [Int]
    let indent: Int
    /// The width lines are cut to, when the columns could not narrow enough.
    let cutTo: Int?

    /// A piece of a line: a run of blank cells, a span of the table by its segment and its
    /// place in the segment's `spans`, or a span cut to fit.
    ///
    /// A line is worked out as pieces, so that writing 100,000 lines copies none of the
    /// table's spans.
    enum Piece {
      case blank(Int)
      case stored(segment: Int, index: Int)
      case cut(Span)
    }

    /// The line of the row at `row`.
    func line(_ row: Int) -> StyledLine {
      var pieces: [Piece] = []
      self.pieces(row, into: &pieces)
      let line = pieces.map(span)
      return cutTo.map { line.truncated(to: $0) } ?? line
    }

    /// The UTF-8 of the lines of `rows`, as `line(_:)` makes them, written by `rendering`, each
    /// followed by a line break.
    func utf8(of rows: some Sequence<Int>, rendering: StyleRendering) -> [UInt8] {
      // Lines cut to the width are cut span by span: they are made whole.
      guard cutTo == nil else { return rendering.utf8(of: rows.lazy.map(line)) }
      var bytes: [UInt8] = []
      var pieces: [Piece] = []
      // Blank cells are copied from a run of spaces, made here for this part alone: a run
      // shared by every core would have its reference counted by all of them on every copy.
      let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)
      for row in rows {
        self.pieces(row, into: &pieces)
        for piece in pieces {
          switch piece {
          // Blank cells are plain spaces, which every rendering writes as they are.
          case .blank(let count):
            if count <= spaces.count {
              spaces.withUnsafeBufferPointer { bytes += $0[..<count] }
            } else {
              bytes += repeatElement(UInt8(ascii: " "), count: count)
            }
          case .stored(let segment, let index):
            rendering.render(table.segments[segment].spans[index], into: &bytes)
          case .cut(let span): rendering.render(span, into: &bytes)
          }
        }
        bytes.append(UInt8(ascii: "\n"))
      }
      return bytes
    }

    /// The span `piece` stands for.
    private func span(_ piece: Piece) -> Span {
      switch piece {
      case .blank(let count): Span.blank(count)
      case .stored(let segment, let index): table.segments[segment].spans[index]
      case .cut(let span): span
      }
    }

    /// Puts the pieces of the line of `row` in `pieces`, before any cut to `cutTo`.
    ///
    /// Blank cells (indent, gaps, padding) are gathered into one piece before the next text;
    /// spaces at the end of the line are left out.
    private func pieces(_ row: Int, into pieces: inout [Piece]) {
      pieces.removeAll(keepingCapacity: true)
      let columns = table.columns
      let place = table.place(of: row)
      var blank = indent
      var isFirst = true
      for column in columns.indices where widths[column] > 0 {
        if !isFirst { blank += 2 }
        isFirst = false
        let cell = table.cellRange(place, column)
        var fittedWidth =
          table.segments[place.segment].cellWidths[place.row * columns.count + column]
        // Only a cell too wide for its column is made anew, cut.
        var cut: StyledLine?
        if fittedWidth > widths[column] {
          cut = Array(table.segments[place.segment].spans[cell]).truncated(to: widths[column])
          fittedWidth = cut?.width ?? 0
        }
        let padding = max(0, widths[column] - fittedWidth)
        if columns[column].alignRight { blank += padding }
        if !(cut?.isEmpty ?? cell.isEmpty) {
          if blank > 0 { pieces.append(.blank(blank)) }
          if let cut {
            pieces += cut.map(Piece.cut)
          } else {
            for index in cell { pieces.append(.stored(segment: place.segment, index: index)) }
          }
          blank = 0
        }
        if !columns[column].alignRight { blank += padding }
      }
      trimTrailingSpaces(of: &pieces)
    }

    /// Leaves out the spaces that end `pieces`: plain runs of spaces and empty spans go, the
    /// last text loses its trailing spaces; a styled run of spaces (a colour swatch) is
    /// content, and stays.
    private func trimTrailingSpaces(of pieces: inout [Piece]) {
      while let last = pieces.last {
        let span = span(last)
        // Most lines end in text: nothing to trim.
        if let byte = span.text.utf8.last, byte != UInt8(ascii: " ") { return }
        let trimmed = String(span.text.reversed().drop { $0 == " " }.reversed())
        if !trimmed.isEmpty {
          var cut = span
          cut.text = trimmed
          pieces[pieces.count - 1] = .cut(cut)
          return
        }
        guard span.style == .plain || span.text.isEmpty else { return }
        pieces.removeLast()
      }
    }
  }

  private func tableWidth(_ widths: [Int], indent: Int) -> Int {
    let shown = widths.filter { $0 > 0 }
    return indent + shown.reduce(0, +) + 2 * max(0, shown.count - 1)
  }
}
