/// The program a command's long output is shown through, with its arguments: `less -FIRX`.
///
/// Written as a program and its arguments separated by blanks, as `$PAGER` usually is; no
/// shell reads it, so quotes, pipes and variables have no meaning in it.
public struct PagerCommand: Hashable, Sendable {
  /// The program, found on `PATH` when it is not a path.
  public let program: String
  /// Its arguments.
  public let arguments: [String]

  /// The pager when none is set, as git and gh page: `less` quitting at once when the output
  /// fits the screen (`-F`), searching regardless of case (`-I`), showing colours (`-R`) and
  /// leaving the output on the screen when it quits (`-X`).
  public static let standard = "less -FIRX"

  /// The command `text` writes; `nil` for blank text, which turns paging off.
  public init?(_ text: String) {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let program = words.first else { return nil }
    self.program = program
    arguments = Array(words.dropFirst())
  }
}
