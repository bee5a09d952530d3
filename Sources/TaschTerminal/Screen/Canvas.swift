import TaschPresentation

/// One cell of the screen: the grapheme drawn there and its style.
///
/// A wide character (CJK, most emoji) takes its cell and the next; the next is a continuation
/// that draws nothing of its own.
public struct Cell: Hashable, Sendable {
  /// The grapheme in the cell; empty in a continuation cell.
  public var text: String
  /// How it looks.
  public var style: TextStyle

  /// A cell showing `text` in `style`.
  public init(_ text: String = " ", _ style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A cell that follows a wide character, or one of the cells that follow a character of
  /// more cells, such as a Devanagari conjunct.
  static func continuation(_ style: TextStyle) -> Cell {
    Cell("", style)
  }

  /// Whether the cell follows a wide character.
  public var isContinuation: Bool { text.isEmpty }
}

/// The screen as an in-memory grid of cells, drawn by pure view functions and turned into
/// terminal output by `FrameRenderer`; with it, where the parts the mouse acts on were drawn.
///
/// Every cell starts as a blank in the background style, so anything drawn outside where a
/// view meant to draw shows up in tests.
public struct Canvas: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  private var cells: [Cell]
  /// The parts the mouse acts on, in the order they were drawn.
  private var targets: [Target] = []

  /// A part the mouse acts on, and where it is.
  private struct Target: Hashable, Sendable {
    let area: Rect
    let target: ScreenTarget
  }

  /// A canvas of `width` × `height` blank cells in `background`.
  public init(width: Int, height: Int, background: TextStyle = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(" ", background), count: self.width * self.height)
  }

  /// The cell at `row`, `column`.
  public subscript(row: Int, column: Int) -> Cell {
    get { cells[row * width + column] }
    set { cells[row * width + column] = newValue }
  }

  /// Fills a rectangle with blanks in `style`.
  public mutating func fill(_ area: Rect, _ style: TextStyle) {
    let clipped = area.clipped(to: Rect(row: 0, column: 0, width: width, height: height))
    for row in clipped.rows {
      for column in clipped.columns { self[row, column] = Cell(" ", style) }
      keepWideCharactersWhole(row: row, from: clipped.column, to: clipped.column + clipped.width)
    }
  }

  /// Draws `text` from `row`, `column`, at most `limit` cells wide (to the right edge when
  /// `nil`), cutting with `…` when it does not fit; each character is laid over the style
  /// already in its cell.
  ///
  /// - Returns: the column after the last cell drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, row: Int, column: Int, style: TextStyle = .plain, limit: Int? = nil
  ) -> Int {
    guard (0..<height).contains(row), column < width else { return column }
    let available = min(limit ?? .max, width - max(column, 0))
    let fitted = TextLayout.truncate(TextLayout.printable(text), to: available)
    var position = column
    // Printable ASCII, most of what is drawn, is one cell a byte: no grapheme breaking, no
    // width tables.
    if column >= 0, fitted.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      for byte in fitted.utf8 {
        let cell = Self.asciiCells[Int(byte) - 0x20]
        self[row, position] = Cell(cell, style.over(self[row, position].style))
        position += 1
      }
      keepWideCharactersWhole(row: row, from: column, to: position)
      return position
    }
    for character in fitted {
      let cells = DisplayWidth.of(character)
      guard cells > 0 else { continue }
      guard position >= 0 else {
        position += cells
        continue
      }
      let base = self[row, position].style
      self[row, position] = Cell(String(character), style.over(base))
      for following in position + 1..<min(position + cells, width) {
        self[row, following] = .continuation(style.over(self[row, following].style))
      }
      position += cells
    }
    keepWideCharactersWhole(row: row, from: max(column, 0), to: min(position, width))
    return position
  }

  /// Draws styled spans one after another from `row`, `column`, within `limit` cells.
  @discardableResult
  public mutating func draw(_ line: StyledLine, row: Int, column: Int, limit: Int? = nil) -> Int {
    let available = min(limit ?? .max, width - max(column, 0))
    var position = column
    for span in line.truncated(to: available) {
      position = draw(
        span.text, row: row, column: position, style: span.style,
        limit: column + available - position)
    }
    return position
  }

  /// Lays `style` over every cell of a rectangle, keeping what is drawn there.
  public mutating func restyle(_ area: Rect, _ style: TextStyle) {
    let clipped = area.clipped(to: Rect(row: 0, column: 0, width: width, height: height))
    for row in clipped.rows {
      for column in clipped.columns {
        self[row, column].style = style.over(self[row, column].style)
      }
    }
  }

  /// Marks `area` as `target`, over whatever was marked there before: drawn over it, it is
  /// what the mouse reaches there.
  public mutating func mark(_ area: Rect, as target: ScreenTarget) {
    guard area.width > 0, area.height > 0 else { return }
    targets.append(Target(area: area, target: target))
  }

  /// What the mouse reaches at `row`, `column`: the part marked last there, if any.
  public func target(row: Int, column: Int) -> ScreenTarget? {
    targets.last { $0.area.rows.contains(row) && $0.area.columns.contains(column) }?.target
  }

  /// The text of a cell for each printable ASCII character, made once.
  private static let asciiCells = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }

  /// Blanks what is left of a wide character part of whose cells those from `start` up to
  /// `end` were just drawn over, so that nothing after it on the row moves.
  private mutating func keepWideCharactersWhole(row: Int, from start: Int, to end: Int) {
    guard start < end else { return }
    // A character before `start` whose cells reached into those drawn: it and what is left of
    // its cells become blanks.
    if !self[row, start].isContinuation {
      var head = start - 1
      while head > 0, self[row, head].isContinuation { head -= 1 }
      if head >= 0, !self[row, head].isContinuation,
        head + DisplayWidth.of(self[row, head].text) > start
      {
        for column in head..<start { self[row, column].text = " " }
      }
    }
    // The cells after `end` that followed a character drawn over.
    var column = end
    while column < width, self[row, column].isContinuation {
      self[row, column].text = " "
      column += 1
    }
  }

  /// The canvas's text, a line per row, trailing spaces kept: what a golden file compares.
  public var text: String {
    (0..<height).map { row in
      (0..<width).map { self[row, $0].text }.joined()
    }.joined(separator: "\n")
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  /// The top row.
  public var row: Int
  /// The left column.
  public var column: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A rectangle.
  public init(row: Int, column: Int, width: Int, height: Int) {
    self.row = row
    self.column = column
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Its rows, top to bottom.
  public var rows: Range<Int> { row..<(row + height) }
  /// Its columns, left to right.
  public var columns: Range<Int> { column..<(column + width) }

  /// The part of it inside `bounds`.
  public func clipped(to bounds: Rect) -> Rect {
    let top = max(row, bounds.row)
    let left = max(column, bounds.column)
    let bottom = min(row + height, bounds.row + bounds.height)
    let right = min(column + width, bounds.column + bounds.width)
    return Rect(row: top, column: left, width: right - left, height: bottom - top)
  }
}
