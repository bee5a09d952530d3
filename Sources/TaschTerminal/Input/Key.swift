/// A key the person pressed.
public enum Key: Hashable, Sendable {
  /// A printable character: `q`, `5`, `é`.
  case character(Character)
  /// An arrow.
  case up, down, left, right
  /// Moving by pages and to the ends.
  case pageUp, pageDown, home, end
  /// Return.
  case enter
  /// Escape.
  case escape
  /// Backspace.
  case backspace
  /// Delete.
  case delete
  /// Tab, and Shift-Tab.
  case tab, backTab
  /// Control and a letter, such as Ctrl-C: `.control("c")`.
  case control(Character)
}
