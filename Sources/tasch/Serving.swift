import Dispatch
import Glibc
import Synchronization
import TaschAPI
import TaschComposition
import TaschHTTP
import TaschPresentation
import TaschTerminal

/// `tasch serve`: the shop the services reach, over HTTP, until SIGTERM or SIGINT.
///
/// The first line on standard output is the base URL; then one line per request on standard
/// error. A signal stops the server accepting, lets the requests in flight finish, and ends
/// the command with success.
enum Serving {
  @MainActor
  static func run(
    _ serve: ServeInvocation, connection: ShopConnection, commandLine: TaschCommandLine,
    console: Console
  ) async -> ExitStatus {
    let api = ShopAPI(
      services: ServiceLocator.current,
      seed: connection.usesChance ? serve.invocation.seed : nil)
    var configuration = HTTPServerConfiguration(address: serve.address)
    let errors = console.errors
    configuration.requestLog = { errors.write(RequestLogLine.text(of: $0)) }
    configuration.refusal = ShopAPI.refusal
    // Caught before the server starts, so that no signal between the two ends the process.
    let stop = StopSignals()
    let server: HTTPServer
    do throws(HTTPServerError) {
      server = try HTTPServer.start(configuration: configuration) { request in
        await api.respond(to: request)
      }
    } catch {
      stop.release()
      return commandLine.failToListen(serve, reason: error.description)
    }
    console.output.write(server.address.url + "\n")
    await stop.wait()
    await server.shutdown()
    stop.release()
    return .success
  }
}

/// A request's line in the log: `GET /api/cart 200 1.3 ms`.
enum RequestLogLine {
  /// The line of `entry`, ending with a newline; a byte of the target that is not visible
  /// ASCII is written `%XX`, so no control character from a request reaches the log raw.
  static func text(of entry: HTTPLogEntry) -> String {
    let target = (entry.target ?? "-").utf8.map { byte in
      (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "%" + hex(byte)
    }.joined()
    let tenths = Int((entry.duration / .microseconds(100)).rounded())
    let time = "\(tenths / 10).\(tenths % 10) ms"
    return "\(entry.method?.rawValue ?? "-") \(target) \(entry.status.code) \(time)\n"
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}

/// SIGTERM and SIGINT, taken over from `InterruptHandler` while the server runs: the first
/// of either ends `wait()`.
struct StopSignals {
  private let sources: [any DispatchSourceSignal]
  private let latch = SignalLatch()

  init() {
    sources = [SIGTERM, SIGINT].map { number in
      signal(number, SIG_IGN)
      return DispatchSource.makeSignalSource(signal: number, queue: .global())
    }
    for source in sources {
      source.setEventHandler { [latch] in latch.open() }
      source.resume()
    }
  }

  /// Returns once a signal came.
  func wait() async {
    await latch.wait()
  }

  /// Stops watching; a later signal ends the process as `InterruptHandler` does.
  func release() {
    for source in sources { source.cancel() }
    InterruptHandler.install(errorsAreTerminal: false)
  }
}

/// Opens once, for every task that waits on it, before or after.
final class SignalLatch: Sendable {
  private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  /// Returns once the latch is open.
  func wait() async {
    await withCheckedContinuation { waiter in
      let resumeNow = state.withLock { state in
        if state.isOpen { return true }
        state.waiters.append(waiter)
        return false
      }
      if resumeNow { waiter.resume() }
    }
  }

  /// Opens the latch.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
