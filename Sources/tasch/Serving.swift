import Dispatch
import Glibc
import Tasch
import TaschAPI
import TaschComposition
import TaschHTTP
import TaschPresentation
import TaschTerminal

/// `tasch serve`: the shop the services reach, over HTTP, until SIGTERM, SIGINT, SIGQUIT or
/// SIGHUP.
///
/// The first line on standard output is the base URL; then one line per request on standard
/// error, or a count of the lines dropped while it took none. A signal stops the server
/// accepting, lets the requests in flight finish, and ends the command with success.
enum Serving {
  @MainActor
  static func run(
    _ serve: ServeInvocation, connection: ShopConnection, commandLine: TaschCommandLine,
    console: Console
  ) async -> ExitStatus {
    let api = ShopAPI(
      services: ServiceLocator.current,
      seed: connection.chanceSeed,
      simulation: serve.controlsSimulation ? connection.simulation : nil,
      shopperTokens: connection.shopperTokens)
    var configuration = HTTPServerConfiguration(address: serve.address)
    // Written on a thread of its own: the server's must not wait on a stalled standard error.
    let log = BackgroundLines(console.errors, limit: logLimit)
    configuration.requestLog = { log.write(RequestLogLine.text(of: $0)) }
    let limits = configuration.limits
    configuration.refusal = { api.refusal($0, head: $1, limits: limits) }
    // Caught before the server starts, so that no signal between the two ends the process.
    let stop = StopSignals()
    let server: HTTPServer
    do throws(HTTPServerError) {
      server = try HTTPServer.start(configuration: configuration) { request in
        await api.respond(to: request)
      }
    } catch {
      stop.release()
      return commandLine.failToListen(serve, reason: error.reason)
    }
    console.output.write(server.address.url + "\n")
    // Its address is how a server is found (port 0 picks one nobody knows), and output that
    // cannot be written is an error: one whose address did not arrive stops at once, where it
    // would serve until stopped and only then say so.
    if console.output.failure != nil {
      await server.shutdown()
      stop.release()
      return commandLine.addressNotWritten(serve)
    }
    await stop.wait()
    await server.shutdown()
    log.flush(waitingAtMost: .seconds(2))
    stop.release()
    return .success
  }

  /// The most bytes of the request log that wait for standard error: about ten thousand lines.
  private static let logLimit = 1 << 20
}

/// A request's line in the log: `GET /api/cart 200 1.3 ms`.
enum RequestLogLine {
  /// The line of `entry`, ending with a newline; a byte of the target that is not visible
  /// ASCII is written `%XX`, so no control character from a request reaches the log raw, and
  /// a token in the target (a client's `?access_token=…`) or sent as the method is written
  /// `***`, so none reaches it at all.
  static func text(of entry: HTTPLogEntry) -> String {
    // Built as bytes: a line is written for every request, so none is made a string apiece.
    var target: [UInt8] = []
    for byte in ShopperToken.masked(in: entry.target ?? "-").utf8 {
      if (0x21...0x7E).contains(byte) {
        target.append(byte)
      } else {
        target += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      }
    }
    let tenths = Int((entry.duration / .microseconds(100)).rounded())
    let time = "\(tenths / 10).\(tenths % 10) ms"
    // A method is any token a client sends (501 for one the server does not know), so a
    // shopper's token sent as one is masked as in the target.
    let method = entry.method.map { ShopperToken.masked(in: $0.rawValue) } ?? "-"
    return "\(method) \(String(decoding: target, as: UTF8.self)) \(entry.status.code) \(time)\n"
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

/// SIGTERM, SIGINT, SIGQUIT and SIGHUP (unless started to ignore it, as under `nohup`), taken over from
/// `InterruptHandler` while the server runs: the first of any ends `wait()`.
///
/// A plain handler that writes a byte to a pipe, read on a thread of its own: a signal reaches
/// whichever thread does not block it, and a handler reached on any thread is heard. (A
/// dispatch signal source hears only signals that every thread blocks, which the runtime's
/// threads, started before, do not.)
struct StopSignals {
  // NB: Written once, before the handlers are installed; only read by them.
  // https://man7.org/linux/man-pages/man7/signal-safety.7.html
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  private let latch = Latch()

  init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    // Close-on-exec: no program the server might start inherits it.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    Self.writeEnd = ends[1]
    signal(SIGTERM, Self.handle)
    signal(SIGINT, Self.handle)
    signal(SIGQUIT, Self.handle)
    // Its terminal closing stops it as SIGTERM does, unless it was started not to care.
    if !InterruptHandler.hangUpIsIgnored { signal(SIGHUP, Self.handle) }
    let (latch, readEnd) = (latch, ends[0])
    DispatchQueue.global().async {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
      latch.open()
    }
  }

  private static let handle: @convention(c) (Int32) -> Void = { _ in
    var byte: UInt8 = 1
    _ = write(StopSignals.writeEnd, &byte, 1)
  }

  /// Returns once a signal came.
  func wait() async {
    await latch.wait()
  }

  /// Stops listening for the signals: a later one ends the process as `InterruptHandler` does.
  func release() {
    InterruptHandler.install(errorsAreTerminal: false)
  }
}
