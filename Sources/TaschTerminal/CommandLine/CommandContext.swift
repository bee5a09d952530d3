import Tasch
import TaschPresentation

/// What a shop command works with: the console, the shop's services, the global options, and
/// the helpers that put results on standard output and errors on standard error.
@MainActor
struct CommandContext {
  /// The streams.
  let console: Console
  /// Localization, theme and data.
  let services: ServiceLocator
  /// The global options.
  let options: GlobalOptions
  /// Whether some simulated failure depends on chance.
  let usesChance: Bool
  /// The simulation, for the shop's panel; `nil` when there is none.
  let simulation: (any SimulationControl)?
  /// The seed of that chance.
  let seed: UInt64
  /// Shows progress on standard error while an operation is slow.
  let spinner: Spinner
  /// Reads one line the person typed, for confirmations.
  let readLine: @MainActor () -> String?

  var localization: Localization { services.localization }
  var theme: Theme { services.theme }
  var dataLayer: any DataLayer { services.dataLayer }

  /// How standard output takes styles.
  var rendering: StyleRendering {
    StyleRendering(
      isTerminal: console.outputIsTerminal, depth: depth(isTerminal: console.outputIsTerminal))
  }

  /// How standard error takes styles.
  var errorRendering: StyleRendering {
    StyleRendering(
      isTerminal: console.errorsAreTerminal, depth: depth(isTerminal: console.errorsAreTerminal))
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

  /// The environment, for colour decisions.
  let environment: [String: String]

  // MARK: - Writing

  /// Writes `lines` to standard output.
  func write(_ lines: [StyledLine]) {
    console.output.write(lines.map { rendering.render($0) + "\n" }.joined())
  }

  /// Writes `document` as JSON to standard output.
  func write(json document: some Encodable) {
    console.output.write(JSONOutput.text(document))
  }

  /// Writes a message line to standard error.
  func complain(_ line: String) {
    console.errors.write(TextLayout.printable(line, keepingLineBreaks: true) + "\n")
  }

  /// Reports `error` (as JSON on standard output with `--json`, else on standard error), with
  /// the seed when chance may have caused it.
  ///
  /// - Returns: `.failure`.
  func fail(_ error: ErrorViewModel) -> ExitStatus {
    if options.json {
      write(json: ErrorDocument(error, seed: usesChance ? seed : nil))
    } else {
      let title = Span(error.title + ": ", theme.style(.warning))
      console.errors.write(errorRendering.render([title, Span(error.message)]) + "\n")
      for line in [error.details, error.recovery].compactMap({ $0 }) { complain(line) }
    }
    if usesChance && !options.json {
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
