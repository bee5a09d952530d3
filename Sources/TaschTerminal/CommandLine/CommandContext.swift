import Tasch
import TaschComposition
import TaschJSON
import TaschParallel
import TaschPresentation

/// What a shop command works with: the console, the global options, the connection, and the
/// helpers that put results on standard output and errors on standard error.
///
/// Words, looks and data come from `services`: the locator `Composition` registered, or, for a
/// command that reached no shop, the stand-in with the words and looks asked for.
@MainActor
struct CommandContext {
  /// The streams.
  let console: Console
  /// The global options.
  let options: GlobalOptions
  /// What `Composition` connected to.
  let connection: ShopConnection
  /// Shows progress on standard error while an operation is slow.
  let spinner: Spinner
  /// Reads one line the person typed, for confirmations.
  let readLine: @MainActor () -> String?
  /// The environment, for colour decisions.
  let environment: [String: String]

  /// The services `Composition` registered for the command; the stand-in's, with the words and
  /// looks asked for, when it reached no shop (`TaschCommandLine.fail(_:showing:)`).
  let services: ServiceLocator

  /// Words and formats.
  var localization: Localization { services.localization }
  /// Looks.
  var theme: Theme { services.theme }
  /// The screens' stacks, built with the services.
  var scenes: Scenes { Scenes(services: services) }

  /// How standard output takes styles.
  var rendering: StyleRendering {
    StyleRendering(
      isTerminal: takesEscapes(console.outputIsTerminal),
      depth: depth(isTerminal: console.outputIsTerminal))
  }

  /// How standard error takes styles.
  var errorRendering: StyleRendering {
    StyleRendering(
      isTerminal: takesEscapes(console.errorsAreTerminal),
      depth: depth(isTerminal: console.errorsAreTerminal))
  }

  /// Whether a stream takes escape sequences at all: a terminal, unless `TERM=dumb` says it
  /// shows none, as a pipe would.
  private func takesEscapes(_ isTerminal: Bool) -> Bool {
    isTerminal && environment["TERM"] != "dumb"
  }

  /// The shop's tables for standard output.
  var tables: ShopTables {
    ShopTables(localization: localization, theme: theme, rendering: rendering)
  }

  private func depth(isTerminal: Bool) -> ColorDepth {
    ColorSupport.depth(
      theme: options.theme, noColorFlag: options.noColor, isTerminal: isTerminal,
      environment: environment)
  }

  // MARK: - Writing

  /// Writes `lines` to standard output: many lines are rendered in parts, one on each core,
  /// and the parts written in order.
  func write(_ lines: [StyledLine]) {
    let rendering = rendering
    for bytes in lines.concurrentParts({ rendering.utf8(of: $0) }) where !bytes.isEmpty {
      console.output.write(utf8: bytes)
    }
  }

  /// Writes `table`'s lines, fitted to `maximumWidth`, then `trailer`, to standard output,
  /// the lines made and written a block of rows at a time, until a write fails.
  func write(_ table: TextTable, maximumWidth: Int?, then trailer: [StyledLine] = []) {
    let output = console.output
    table.forEachBlockOfUTF8(
      maximumWidth: maximumWidth, rendering: rendering, while: { output.failure == nil },
      { output.write(utf8: $0) })
    write(trailer)
  }

  /// Writes `document` as JSON to standard output.
  func write(json document: JSONValue) {
    console.output.write(ShopDocuments.text(document))
  }

  /// Says `done` on standard error when standard output did not take what said it was done.
  func sayDone(_ done: @autoclosure () -> String) {
    console.sayDone(done(), localization: localization)
  }

  /// Writes a message line to standard error.
  func complain(_ line: String) {
    console.errors.write(TextLayout.printable(line, keepingLineBreaks: true) + "\n")
  }

  /// Reports `error` (as JSON on standard output with `--json`, else on standard error), with
  /// the seed when the simulation caused it and chance may have.
  ///
  /// - Returns: `.failure`.
  func fail(_ error: ErrorViewModel) -> ExitStatus {
    if options.json {
      write(json: ShopDocuments.error(error, seed: connection.chanceSeed))
    } else {
      let title = Span(
        TextLayout.printable(error.title) + error.titleSeparator, theme.style(.warning))
      let message = Span(TextLayout.printable(error.message))
      console.errors.write(errorRendering.render([title, message]) + "\n")
      for line in [error.details, error.recovery].compactMap({ $0 }) { complain(line) }
    }
    if let seed = connection.chanceSeed, error.isSimulated, !options.json {
      complain(localization.text(.replaySeed, ["seed": String(seed)]))
    }
    return .failure
  }

  /// Runs `operation` with the spinner and the localized "Loading…" while it is slow.
  func loading<Result>(_ operation: @MainActor () async -> Result) async -> Result {
    await spinner.whileRunning(localization.text(.loading), operation)
  }

  /// The width to fit lines to: the terminal's, or none for pipes and files.
  var width: Int? { console.width }
}
