import TaschPresentation

/// Turns canvases into terminal output: the first frame whole, then only the cells that
/// changed, each frame as one string written at once, so the screen never flickers.
public struct FrameRenderer: Sendable {
  private let depth: ColorDepth
  private var previous: Canvas?

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
      var dirty = (0..<canvas.width).map { column in
        old.map { $0[row, column] != canvas[row, column] } ?? true
      }
      // A continuation cell is drawn by the wide character before it, so a change to it
      // redraws that character.
      for column in 1..<max(1, canvas.width)
      where dirty[column] && canvas[row, column].isContinuation {
        dirty[column - 1] = true
      }
      var column = 0
      while column < canvas.width {
        let cell = canvas[row, column]
        guard dirty[column], !cell.isContinuation else {
          column += 1
          continue
        }
        if cursor.map({ $0.row != row || $0.column != column }) ?? true {
          output += ANSI.moveTo(row: row, column: column)
        }
        if cell.style != currentStyle {
          output += ANSI.reset + ANSI.style(cell.style, depth: depth)
          currentStyle = cell.style
        }
        output += cell.text
        column += max(1, DisplayWidth.of(cell.text))
        cursor = (row, column)
      }
    }
    if currentStyle != nil { output += ANSI.reset }
    return output
  }
}
