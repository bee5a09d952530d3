import TaschPresentation
import TaschTerminal

@testable import tasch

/// `tasch` run in-process as `main.swift` runs it — the command line, the real composition root
/// and its stores — with seams a process does not have: the clock the stores wait on, and what
/// the person types when asked.
@MainActor
struct InProcessTasch {
  /// The environment, usually a sandbox's.
  var environment: [String: String]
  /// The clock simulated latency waits on.
  var clock: any Clock<Duration> = ContinuousClock()
  /// Whether standard input is a terminal, so that checkout may ask.
  var inputIsTerminal = false
  /// What the person types when asked; `nil` is the end of input.
  var readLine: @Sendable @MainActor () -> String? = { nil }

  /// Runs `tasch arguments`.
  func run(_ arguments: [String]) async -> TaschRun {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let console = Console(
      output: output, errors: errors, outputIsTerminal: false, errorsAreTerminal: false,
      inputIsTerminal: inputIsTerminal, width: nil)
    let status = await Program.run(
      arguments, console: console, environment: environment, clock: clock, readLine: readLine)
    return TaschRun(status: status.rawValue, output: output.text, errors: errors.text)
  }
}
