import Tasch
import TaschComposition
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport

@testable import TaschTerminal

/// Runs the command line in-process as the program does — `parse`, then `run` with
/// the services registered around it — on a store the test owns, and keeps what it wrote.
@MainActor
struct CommandLineHarness {
  /// The environment `tasch` sees.
  var environment: [String: String] = ["HOME": "/home/shopper", "LANG": "en_US.UTF-8"]
  /// Whether standard output is a terminal.
  var outputIsTerminal = false
  /// Whether standard error is a terminal.
  var errorsAreTerminal = false
  /// Whether standard input is a terminal, so that checkout may ask.
  var inputIsTerminal = false
  /// The terminal's width, if any.
  var width: Int?
  /// The terminal's height, if any.
  var height: Int?
  /// The pagers long output on a terminal went through.
  let pagers = RecordingPagers()
  /// What the person types when asked; `nil` is the end of input.
  var answer: @Sendable @MainActor () -> String? = { nil }
  /// The seed the connection says replays failures drawn by chance; `nil` when none are.
  var chanceSeed: UInt64?
  /// Why connecting fails, when it should.
  var connectionProblem: ConnectionProblem?
  /// How standard output fails to take what is written, when it should.
  var outputFailure: OutputFailure?
  /// The store every command reaches, counting its requests.
  let store: ShopStoreSpy
  /// The shoppers' tokens the connection keeps, as a database store's does; `nil` for none.
  var shopperTokens: ShopperTokens?

  /// A harness on `store`, by default the shelf with the stub shopper's wish list.
  init(_ store: any ShopStore = Shelf.store()) {
    self.store = ShopStoreSpy(wrapping: store)
  }

  /// How one run ended.
  struct Result {
    let status: ExitStatus
    let output: String
    let errors: String
    /// The command as read, when it was one for the shop.
    let invocation: ShopInvocation?
    /// `serve` as read; the program, not the command line, serves.
    var serve: ServeInvocation? = nil
  }

  func run(_ arguments: String...) async -> Result {
    await run(arguments)
  }

  func run(_ arguments: [String]) async -> Result {
    let output = FailingOutput(failure: outputFailure)
    let errors = CapturedOutput()
    let console = Console(
      output: output, errors: errors, outputIsTerminal: outputIsTerminal,
      errorsAreTerminal: errorsAreTerminal, inputIsTerminal: inputIsTerminal, width: width,
      height: height)
    let commandLine = TaschCommandLine(
      console: console, environment: environment, clock: RecordingClock(), readLine: answer,
      makeSeed: { 4_242 }, startPager: pagers.start)
    var invocation: ShopInvocation?
    var serve: ServeInvocation?
    let status: ExitStatus
    switch commandLine.parse(arguments) {
    case .finished(let finished):
      status = finished
    case .loadCatalogue:
      // Loading needs the composition's stores; StoreLoadCommandTests drives it.
      errors.write("the harness runs shop commands, not store load\n")
      status = .failure
    case .serve(let serveInvocation):
      (invocation, serve) = (serveInvocation.invocation, serveInvocation)
      status = .success
    case .shop(let shopInvocation):
      invocation = shopInvocation
      if let connectionProblem {
        status = commandLine.fail(shopInvocation, connectionProblem)
      } else {
        let services = ServiceLocator(
          localization: shopInvocation.localization,
          theme: Theme(shopInvocation.options.theme), shop: .stub(store))
        let connection = ShopConnection(
          simulation: nil, chanceSeed: chanceSeed, shopperTokens: shopperTokens)
        status = await ServiceLocator.$current.withValue(services) {
          await commandLine.run(shopInvocation, connection: connection)
        }
      }
    }
    return Result(
      status: commandLine.concluded(status, arguments: arguments), output: output.kept.text,
      errors: errors.text, invocation: invocation, serve: serve)
  }
}

/// Standard output that keeps what is written, and says it did not arrive when told to.
final class FailingOutput: TextOutput {
  /// What was written.
  let kept = CapturedOutput()
  /// How the writing fails; `nil` for never.
  let failure: OutputFailure?

  init(failure: OutputFailure?) {
    self.failure = failure
  }

  func write(_ text: String) {
    kept.write(text)
  }

  func write(utf8 bytes: [UInt8]) {
    kept.write(utf8: bytes)
  }
}
