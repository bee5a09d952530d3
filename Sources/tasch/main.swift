// The program: it checks what the process was given, then runs the command line (Program),
// which reads the options into the settings `Composition` connects to — the store they name,
// the services registered once — and runs the command with them.
import Foundation
import TaschPresentation
import TaschSystemLibrary
import TaschTerminal

// First of all, before any file is opened: a standard descriptor the process was started
// without must not become the number of one of tasch's files.
ClosedStandardDescriptors.take()
let console = Console.standard()
// Before anything else runs: refuse bytes that are not UTF-8 (Swift would quietly repair them
// into the name of another file), and make sure the runtime's threads can open descriptors.
let rawInput = RawProcessInput.current()
let environment = rawInput.passingOverTextNotInUTF8(ProcessInfo.processInfo.environment)
let arguments = Array(CommandLine.arguments.dropFirst())
// The C library and ICU read TZ themselves: a named pipe or a device where it names a zone's
// file would keep them waiting for ever. Tasch reads such a TZ as UTC, and so do they then.
if LocalTime.blocksTheCLibrary(tz: environment["TZ"], zoneFolder: environment["TZDIR"]) {
  setenv("TZ", "UTC0", 1)
}
let startupWords = { StartupRefusal.localization(arguments: arguments, environment: environment) }
if let refusal = rawInput.firstInvalidText()?.refusal(in: startupWords())
  ?? DescriptorReserve.ensure(startupWords)
{
  let status = refusal.report(on: console, json: rawInput.wantsJSON)
  exit(console.concluded(status, localization: startupWords()).rawValue)
}
InterruptHandler.install(
  errorsAreTerminal: console.errorsAreTerminal, answeringInJSON: rawInput.wantsJSON)
// A reader that stops reading early (`tasch products | head`) shows as a failed write, which
// ends the command quietly with its own status; SIGPIPE ended it with 141 or let it end with 0,
// by which of the two came first.
signal(SIGPIPE, SIG_IGN)
// Large arrays freed while the index of a large catalogue is built go back to the system.
LargeAllocations.returnWhenFreed()
let status = await Program.run(
  arguments, console: console, environment: environment,
  clock: ContinuousClock(),
  readLine: { Swift.readLine(strippingNewline: true) })
exit(status.rawValue)
