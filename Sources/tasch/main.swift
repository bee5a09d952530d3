// The composition root: the one place that knows every ring. It reads the command line, builds
// the store the options name, registers the services once, and runs the command with them.
import Foundation
import TaschPresentation
import TaschTerminal

let console = Console.standard()
// Before anything else runs: refuse bytes that are not UTF-8 (Swift would quietly repair them
// into the name of another file), and make sure the runtime's threads can open descriptors.
let rawInput = RawProcessInput.current()
if let refusal = rawInput.firstInvalidText()?.refusal ?? DescriptorReserve.ensure() {
  exit(refusal.report(on: console, json: rawInput.wantsJSON).rawValue)
}
InterruptHandler.install(errorsAreTerminal: console.errorsAreTerminal)
let commandLine = TaschCommandLine(
  console: console,
  environment: ProcessInfo.processInfo.environment,
  clock: ContinuousClock(),
  readLine: { Swift.readLine(strippingNewline: true) })

let status: ExitStatus
switch commandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .finished(let finished):
  status = finished
case .shop(let invocation):
  do throws(ConnectionFailure) {
    let (services, connection) = try await Composition.connect(
      invocation, clock: ContinuousClock())
    status = await ServiceLocator.$current.withValue(services) {
      await commandLine.run(invocation, connection: connection)
    }
  } catch {
    status = commandLine.fail(invocation, error)
  }
case .loadCatalogue(let load):
  let (outcome, store) = await Composition.load(load)
  status = commandLine.finish(load, loaded: outcome, into: store)
}
exit(status.rawValue)
