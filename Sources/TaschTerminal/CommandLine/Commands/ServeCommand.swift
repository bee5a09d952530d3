import TaschComposition
import TaschHTTP
import TaschPresentation

/// `tasch serve [--listen HOST:PORT] [--simulation-control]`: the program connects as for any shop
/// command, then serves the shop over HTTP — the front itself is started by the program, never by
/// the terminal.
enum ServeCommand {
  static let listen = Option.text("listen", value: "HOST:PORT", help: .optionListen)
  static let simulationControl = Option.flag(
    "simulation-control", help: .optionSimulationControl)

  static let definition = CommandDefinition(
    "serve", abstract: .abstractServe, options: [listen.definition, simulationControl.definition],
    examples: [
      .init("tasch serve", .exampleServe),
      .init(
        "tasch serve --listen 127.0.0.1:0 --simulation-control --simulation flaky",
        .exampleServeFreePort),
      .init(
        "tasch serve --store postgresql://localhost/tasch --listen 0.0.0.0:8080",
        .exampleServeDatabase),
    ])

  /// Where `serve` listens unless told.
  static let defaultAddress = "127.0.0.1:8080"
}

/// `tasch serve`, read and checked: the shop to serve, the address to listen on, and whether
/// clients may control the simulation.
public struct ServeInvocation: Sendable {
  /// The shop, as a shop command asks for it.
  public let invocation: ShopInvocation
  /// Where to listen.
  public let address: HTTPSocketAddress
  /// Whether clients may read and change the simulation (`--simulation-control`).
  public let controlsSimulation: Bool

  /// Reads `serve`'s arguments.
  ///
  /// - Throws: `UsageError` for an argument, an address that is not `HOST:PORT`, on the JSON
  ///   files an address other machines reach (the files hold one shopper's data, and nothing
  ///   there keeps anyone else out), or on a database store a `--user` on the command line,
  ///   where each request's token names its shopper.
  init(path: [String], _ parsed: ParsedArguments, invocation: ShopInvocation)
    throws(UsageError)
  {
    try parsed.expectNone()
    controlsSimulation = parsed.flag(ServeCommand.simulationControl)
    let text = try parsed.value(ServeCommand.listen) ?? ServeCommand.defaultAddress
    do throws(HTTPAddressError) {
      address = try HTTPSocketAddress(parsing: text)
    } catch {
      throw UsageError(.badListen(text, error.problem))
    }
    if case .files = invocation.options.store, !address.isLoopback {
      throw UsageError(.listenNotLoopback(text))
    }
    // On the files `--user` is refused already; on a database it would be dropped unsaid.
    if try parsed.value(GlobalOptions.userName) != nil {
      throw UsageError(.optionConflict(.userWithServe))
    }
    self.invocation = invocation
  }
}

extension TaschCommandLine {
  /// Says that the server's address did not reach standard output, which stops it.
  ///
  /// A failed write is said when the command ends, as every command's is; a reader gone before
  /// the address (`tasch serve | true`) is said here, since elsewhere a reader that went away
  /// wanted no more, and is told nothing.
  ///
  /// - Returns: `.failure`.
  @MainActor
  public func addressNotWritten(_ serve: ServeInvocation) -> ExitStatus {
    if case .readerGone = console.output.failure {
      let localization = serve.invocation.localization
      let reason = localization.text(.outputReaderGone)
      console.errors.write(
        "tasch: " + localization.text(.outputNotWritten, ["reason": reason]) + "\n")
    }
    return .failure
  }

  /// Says that the server could not start listening on `serve`'s address, and why.
  ///
  /// - Returns: `.failure`.
  @MainActor
  public func failToListen(_ serve: ServeInvocation, reason: String) -> ExitStatus {
    let message = serve.invocation.localization.text(
      .serveCannotListen, ["address": serve.address.description, "reason": reason])
    console.errors.write("tasch: " + TextLayout.printable(message) + "\n")
    return .failure
  }
}
