import Tasch
import TaschJSON
import TaschPresentation

/// What a shop command works with: the console, the global options, the connection, and the
/// helpers that put results on standard output and errors on standard error.
///
/// Words, looks and
/// data come from the registered `ServiceLocator`.
@MainActor
struct CommandContext {
  /// The streams.
  let console: Console
  /// The global options.
  let options: GlobalOptions
  /// What the composition root connected to.
  let connection: ShopConnection
  /// The seed of simulated chance.
  let seed: UInt64
  /// Shows progress on standard error while an operation is slow.
  let spinner: Spinner
  /// Reads one line the person typed, for confirmations.
  let readLine: @MainActor () -> String?
  /// The environment, for colour decisions.
  let environment: [String: String]

  /// Words and formats.
  var localization: Localization { ServiceLocator.current.localization }
  /// Looks.
  var theme: Theme { ServiceLocator.current.theme }

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

  /// Writes `lines` to standard output.
  func write(_ lines: [StyledLine]) {
    var output = BlockOutput(console.output, rendering: rendering)
    output.write(lines)
    output.finish()
  }

  /// Writes `table`'s lines, fitted to `maximumWidth`, then `trailer`, to standard output,
  /// the lines made a block of rows at a time.
  func write(_ table: TextTable, maximumWidth: Int?, then trailer: [StyledLine] = []) {
    let rendering = rendering
    table.forEachBlockOfLines(maximumWidth: maximumWidth) { lines in
      // A long block is rendered in parts, one on each core, and the parts written in order.
      for text in lines.concurrentParts({ rendering.text(of: $0) }) {
        console.output.write(text)
      }
    }
    write(trailer)
  }

  /// Standard output, rendered and written a block of about 64 KiB at a time, so a listing of
  /// any length never holds its whole text at once.
  private struct BlockOutput {
    private let output: any TextOutput
    private let rendering: StyleRendering
    private var block = ""

    init(_ output: any TextOutput, rendering: StyleRendering) {
      self.output = output
      self.rendering = rendering
      block.reserveCapacity(Self.blockSize + 1_024)
    }

    mutating func write(_ lines: [StyledLine]) {
      for line in lines {
        rendering.render(line, into: &block)
        block += "\n"
        if block.utf8.count >= Self.blockSize {
          output.write(block)
          block.removeAll(keepingCapacity: true)
        }
      }
    }

    /// Writes what is left.
    mutating func finish() {
      if !block.isEmpty { output.write(block) }
      block.removeAll()
    }

    /// How much text is gathered before it is written.
    private static let blockSize = 64 << 10
  }

  /// Writes `document` as JSON to standard output.
  func write(json document: JSONValue) {
    console.output.write(ShopDocuments.text(document))
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
      write(json: ShopDocuments.error(error, seed: connection.usesChance ? seed : nil))
    } else {
      let title = Span(
        TextLayout.printable(error.title) + error.titleSeparator, theme.style(.warning))
      let message = Span(TextLayout.printable(error.message))
      console.errors.write(errorRendering.render([title, message]) + "\n")
      for line in [error.details, error.recovery].compactMap({ $0 }) { complain(line) }
    }
    if connection.usesChance && !options.json {
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
