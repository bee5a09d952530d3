/// Whether a command's output goes through a pager: the one decision, made from what the run
/// is and kept apart from the process that pages.
///
/// Output is paged only where a person reads it as it comes: on a terminal that shows escapes,
/// never as JSON, never the interactive shop, which has the screen to itself, and never a
/// command that asks a question. How long the output is decides the rest, as it is written
/// (`PagedOutput`).
enum Paging {
  /// What a run is, as far as paging goes.
  struct Run: Hashable, Sendable {
    /// Whether standard output is a terminal.
    var outputIsTerminal: Bool
    /// Whether `TERM` says the terminal shows no escapes (`dumb`), as a pipe would.
    var isDumbTerminal: Bool
    /// Whether `--json` was given.
    var json: Bool
    /// Whether the run opens the interactive shop.
    var opensTheShop: Bool
    /// Whether the command's output may be paged: not a command that asks, nor one that
    /// serves.
    var commandPages: Bool
  }

  /// The pager `command` (the `--no-pager`, `TASCH_PAGER`, `PAGER`, config file or default
  /// text in force) to show `run`'s output through once it outgrows the screen; `nil` to write
  /// it directly.
  static func pager(_ command: String, for run: Run) -> PagerCommand? {
    guard run.outputIsTerminal, !run.isDumbTerminal, !run.json, !run.opensTheShop,
      run.commandPages
    else { return nil }
    return PagerCommand(command)
  }

  /// Whether output of `lines` lines outgrows a screen of `rows` rows: it would not fit above
  /// the prompt that follows it.
  static func outgrows(lines: Int, rows: Int) -> Bool {
    lines >= rows
  }
}
