/// What the person did with the mouse, and where: a button pressed or let go, the pointer
/// dragged, or the wheel turned.
public struct MouseEvent: Hashable, Sendable {
  /// A mouse button.
  public enum Button: Hashable, Sendable {
    case left, middle, right
  }

  /// What happened.
  public enum Action: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button went up.
    case release
    /// The pointer moved with a button down.
    case drag
    /// The wheel turned away from the person, or towards them.
    case wheelUp, wheelDown
  }

  /// What happened.
  public let action: Action
  /// The screen's row under the pointer, from 0 at the top.
  public let row: Int
  /// The screen's column under the pointer, from 0 at the left.
  public let column: Int

  /// `action` at `row` and `column`, counted from 0.
  public init(_ action: Action, row: Int, column: Int) {
    self.action = action
    self.row = row
    self.column = column
  }
}

/// What the person did at the terminal: pressed a key, pasted, or used the mouse.
public enum TerminalInput: Hashable, Sendable {
  /// A key.
  case key(Key)
  /// What was pasted, or as much of it as one read brought: text, never keys.
  case pasted(String)
  /// The mouse.
  case mouse(MouseEvent)
}
