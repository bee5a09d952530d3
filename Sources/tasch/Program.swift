import TaschComposition
import TaschPresentation
import TaschTerminal

/// What `tasch` does with a command line, from reading it to the status it ends with: the one
/// flow `main.swift` runs, and the one tests run in-process.
enum Program {
  /// Runs `arguments` (without the program's name) on `console`.
  ///
  /// - Parameters:
  ///   - arguments: the command line's words.
  ///   - console: the streams and what they are.
  ///   - environment: the process's environment.
  ///   - clock: times latency, spinners and checks for changes made elsewhere.
  ///   - readLine: reads an answer the person typed.
  /// - Returns: the status to exit with.
  @MainActor
  static func run(
    _ arguments: [String], console: Console, environment: [String: String],
    clock: any Clock<Duration>, readLine: @escaping @Sendable @MainActor () -> String?
  ) async -> ExitStatus {
    let commandLine = TaschCommandLine(
      console: console, environment: environment, clock: clock, readLine: readLine)
    let status: ExitStatus
    switch commandLine.parse(arguments) {
    case .finished(let finished):
      status = finished
    case .shop(let invocation):
      InterruptHandler.answer(for: invocation)
      var settings = invocation.settings
      settings.changeWatch = InterruptHandler.changeWatch
      do throws(ConnectionProblem) {
        status = try await Composition.run(settings, clock: clock) { connection in
          await commandLine.run(invocation, connection: connection)
        }
      } catch {
        status = commandLine.fail(invocation, error)
      }
    case .serve(let serve):
      do throws(ConnectionProblem) {
        status = try await Composition.run(serve.invocation.settings, clock: clock) {
          connection in
          await Serving.run(
            serve, connection: connection, commandLine: commandLine, console: console)
        }
      } catch {
        status = commandLine.fail(serve.invocation, error)
      }
    case .loadCatalogue(let load):
      status = commandLine.finish(
        load,
        await Composition.load(
          load.catalogue, into: load.options.store, watch: InterruptHandler.changeWatch))
    }
    return commandLine.concluded(status, arguments: arguments)
  }
}
