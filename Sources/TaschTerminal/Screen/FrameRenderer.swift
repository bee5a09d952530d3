import TaschPresentation

/// Turns canvases into terminal output: the first frame whole, then only the cells that
/// changed, each frame as one string written at once, so the screen never flickers.
public struct FrameRenderer: Sendable {
  private let depth: ColorDepth
  private var previous: Canvas?
  /// The escape sequence of each style met so far: a screen has a few dozen.
  private var sequences: [TextStyle: String] = [:]

  /// A renderer for a terminal showing `depth` colours (`.none`: attributes only).
  public init(depth: ColorDepth) {
    self.depth = depth
  }

  /// Forgets the last frame, so the next is drawn whole: after a resize, or on coming back
  /// from suspension when the screen may hold anything.
  public mutating func invalidate() {
    previous = nil
  }

  /// The output that turns the last frame into `canvas`; empty when nothing changed.
  public mutating func output(for canvas: Canvas) -> String {
    defer { previous = canvas }
    var output = ""
    var currentStyle: TextStyle?
    var cursor: (row: Int, column: Int)?
    let old = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
    if old == nil { output += ANSI.reset + ANSI.clearScreen }
    for row in 0..<canvas.height {
      // Once a cluster that terminals draw at different widths is written, the rest of the row
      // is written too: one drawn wider than counted covered the cells after it.
      var rewritesRest = false
      // Whether the cell at `column` changed.
      func changed(_ column: Int) -> Bool {
        rewritesRest || (old.map { $0[row, column] != canvas[row, column] } ?? true)
      }
      var column = 0
      while column < canvas.width {
        let cell = canvas[row, column]
        guard !cell.isContinuation else {
          column += 1
          continue
        }
        // A continuation cell is drawn by the wide character before it, so a change to any of
        // them redraws that character.
        var isDirty = changed(column)
        var next = column + 1
        while !isDirty, next < canvas.width, canvas[row, next].isContinuation {
          isDirty = changed(next)
          next += 1
        }
        guard isDirty else {
          column = next
          continue
        }
        if cursor.map({ $0.row != row || $0.column != column }) ?? true {
          output += ANSI.moveTo(row: row, column: column)
        }
        if cell.style != currentStyle {
          output += sequence(for: cell.style)
          currentStyle = cell.style
        }
        let width = max(1, DisplayWidth.of(cell.text))
        if DisplayWidth.isDrawnAtDifferentWidths(cell.text) {
          // Blanks first, for a terminal that draws it narrower than counted, whose last cell
          // would keep what it held; then the cluster, and the cursor put where the next cell
          // is, however wide it was drawn.
          output += String(repeating: " ", count: width) + ANSI.moveTo(row: row, column: column)
          output += cell.text + ANSI.moveTo(row: row, column: column + width)
          rewritesRest = true
        } else {
          output += cell.text
        }
        column += width
        cursor = (row, column)
      }
    }
    if currentStyle != nil { output += ANSI.reset }
    return output
  }

  /// The sequence that sets `style` from whatever style is in force.
  private mutating func sequence(for style: TextStyle) -> String {
    if let known = sequences[style] { return known }
    let sequence = ANSI.reset + ANSI.style(style, depth: depth)
    // Bounded, whatever the screen holds: colour swatches can make styles without end.
    if sequences.count >= 256 { sequences.removeAll(keepingCapacity: true) }
    sequences[style] = sequence
    return sequence
  }
}
