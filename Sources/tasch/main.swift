// The composition root: the one place that knows every ring. It hands the command line the
// real world (arguments, environment, terminal, clock) and the JSON engine as its backend.
import Foundation
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
  backend: JSONShopBackend(clock: ContinuousClock()),
  readLine: { Swift.readLine(strippingNewline: true) })
let status = await commandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
