import Dispatch
import Foundation
import Glibc
import Synchronization
import Tasch
import TaschAPI
import TaschAPITestSupport
import TaschComposition
import TaschHTTP
import TaschHTTPTestSupport
import TaschPresentation

/// Any bytes as what a client sends the API: the requests read from them, each answered by the
/// shop on JSON files as `tasch serve` answers it, with a status, media type and document the
/// OpenAPI document lists for its path and method (never a 500), and a request refused with the
/// error document; never a crash or a hang.
///
/// Changes are kept: inputs run one after the other against one shop, whose wish list, ratings,
/// history and orders grow as the fuzzer finds requests that change them.
enum APIFuzzing {
  /// The API the inputs are sent to, once `serve` has made it.
  private static let api = Mutex<ShopAPI?>(nil)
  /// The folder of the shop's state, this process's own.
  private static var folder: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("tasch-fuzz-api-\(getpid())")
      .path
  }
  /// What the answers are checked against.
  private static let conformance = OpenAPIConformance(document: ShopAPI.openAPIDocument)

  /// Makes the API over the built-in catalogue and a state file in a new folder, connected as
  /// `tasch serve` connects (no simulation under the client's control, whose latencies would
  /// hold an input past libFuzzer's timeout), then runs `fuzz` on a thread of its own and ends
  /// the program with its status; the folder goes when the program ends.
  ///
  /// Changes run on the main actor, so the main thread must be free to run it: it waits in
  /// `dispatchMain()` while `fuzz` blocks its own thread on each answer.
  static func serve(fuzz: @escaping @Sendable () -> Int32) -> Never {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      complain("cannot make a folder for the state: \(error)")
      exit(2)
    }
    atexit { try? FileManager.default.removeItem(atPath: APIFuzzing.folder) }
    let settings = ShopSettings(
      store: .files(catalogue: nil, state: folder + "/state.json"), user: "fuzz")
    Task { @MainActor in
      do throws(ConnectionProblem) {
        try await Composition.run(settings, clock: ContinuousClock()) { _ in
          api.withLock { $0 = ShopAPI(services: ServiceLocator.current) }
          let thread = Thread { exit(fuzz()) }
          thread.start()
          // The connection stays open until the fuzzing thread ends the program.
          await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
      } catch {
        complain("cannot open the shop to fuzz: \(error)")
        exit(2)
      }
    }
    dispatchMain()
  }

  static func run(_ input: [UInt8]) {
    guard let api = api.withLock({ $0 }) else {
      return require(false, "the API was not made before the first input")
    }
    for step in steps(of: input) {
      switch step {
      case .request(let request): check(answer(to: request, from: api), to: request)
      case .refused(let problem):
        checkRefusal(api.refusal(problem, head: nil, limits: HTTPLimits()))
      case .needsMoreBytes: break
      }
    }
  }

  /// The API's answer to `request`, waited for on this thread.
  private static func answer(to request: HTTPRequest, from api: ShopAPI) -> HTTPResponse {
    let answered = DispatchSemaphore(value: 0)
    let response = Mutex<HTTPResponse?>(nil)
    Task {
      let answer = await api.respond(to: request)
      response.withLock { $0 = answer }
      answered.signal()
    }
    answered.wait()
    return response.withLock { $0 } ?? HTTPResponse(status: .internalServerError)
  }

  private static func check(_ response: HTTPResponse, to request: HTTPRequest) {
    let status = response.status.code
    require(status != 500, "\(request.method) \(request.target) answered 500")
    // An event stream goes on until the client leaves: dropped here, it ends.
    guard case .bytes(let body) = response.body else {
      return require(
        request.path == "/api/events", "a stream for \(request.method) \(request.target)")
    }
    let problems = conformance.problems(
      method: request.method.rawValue, path: String(request.path), status: status,
      contentType: response.headers["Content-Type"], body: body)
    require(
      problems.isEmpty, "\(request.method) \(request.target) \(status): \(problems)")
  }

  private static func checkRefusal(_ response: HTTPResponse) {
    guard case .bytes(let body) = response.body else {
      return require(false, "a refusal answered with a stream")
    }
    let problems = conformance.problems(ofJSON: body, schema: "Error")
    require(problems.isEmpty, "a refusal \(response.status.code): \(problems)")
  }
}
