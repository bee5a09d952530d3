import Foundation
import Glibc
import TaschAPI
import TaschAPITestSupport
import TaschTestSupport
import Testing

/// The built `tasch serve`, started on a free loopback port in a sandbox, and `curl` to talk
/// to it; every answer is checked against the API's OpenAPI document.
final class ServedTasch {
  /// Whether `curl` is installed; the tests that need it are skipped without it.
  static let curl = ["/usr/bin/curl", "/bin/curl", "/usr/local/bin/curl"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  /// Whether the tests that talk to a server with curl run (`InstalledTools`).
  static let canRunCurl = curl != nil || InstalledTools.areRequired

  let sandbox: Sandbox
  let running: RunningTasch
  /// The first line it wrote: the base URL, `http://127.0.0.1:PORT/`.
  let baseURL: String
  private var finished: TaschRun?

  /// Starts `tasch serve --listen 127.0.0.1:0` with `arguments` before `serve` and `serving`
  /// after it, the sandbox's environment plus `environment`, and waits for the line that says
  /// where it listens.
  init(
    _ arguments: [String] = [], serving: [String] = [], environment: [String: String] = [:],
    in sandbox: Sandbox
  ) throws {
    self.sandbox = sandbox
    running = try sandbox.start(
      arguments + ["serve", "--listen", "127.0.0.1:0"] + serving, environment: environment)
    var line = Data()
    let reader = running.output.fileHandleForReading
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    baseURL = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  deinit {
    // A server a failed test leaves is stopped all the same.
    if finished == nil, running.process.isRunning {
      running.process.terminate()
      running.process.waitUntilExit()
    }
  }

  /// Sends `signal` and waits for the server to end: its status and what it wrote.
  func stop(with signal: Int32 = SIGTERM) -> TaschRun {
    kill(running.process.processIdentifier, signal)
    let run = running.finish()
    finished = run
    return run
  }

  /// One exchange with the server.
  struct Answer {
    let status: Int
    let headers: [String: String]
    let body: String
    /// Whatever in it the OpenAPI document does not allow.
    let problems: [String]

    /// The body, read as JSON.
    func json() throws -> [String: Any] {
      let object = try JSONSerialization.jsonObject(with: Data(body.utf8))
      guard let dictionary = object as? [String: Any] else { throw POSIXError(.EINVAL) }
      return dictionary
    }
  }

  /// Asks with `curl`: `method` on `path` (after the base URL's `/`), with `headers` and a
  /// JSON `body`.
  func curl(
    _ method: String, _ path: String, headers: [String] = [], body: String? = nil
  ) throws -> Answer {
    try startCurl(method, path, headers: headers, body: body).answer()
  }

  /// Starts `curl` asking as `curl(_:_:headers:body:)` does, without waiting for the answer:
  /// requests started one after the other run at once.
  func startCurl(
    _ method: String, _ path: String, headers: [String] = [], body: String? = nil
  ) throws -> PendingAnswer {
    var arguments = ["-sS", "-i", "-X", method, baseURL + path]
    for header in headers { arguments += ["-H", header] }
    if let body { arguments += ["-H", "Content-Type: application/json", "--data-binary", body] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.curl ?? "/usr/bin/curl")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return PendingAnswer(process: process, output: output, method: method, path: path)
  }

  /// A request `curl` is making.
  struct PendingAnswer {
    fileprivate let process: Process
    fileprivate let output: Pipe
    fileprivate let method: String
    fileprivate let path: String

    /// Waits for the answer.
    func answer() -> Answer {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return ServedTasch.answer(String(decoding: data, as: UTF8.self), method: method, path: path)
    }
  }

  /// The exchange `curl -i` wrote as `output`, for `method` on `path`.
  static func answer(_ output: String, method: String, path: String) -> Answer {
    let parts = output.components(separatedBy: "\r\n\r\n")
    let head = parts.first?.components(separatedBy: "\r\n") ?? []
    let status = head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    var fields: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let body = parts.dropFirst().joined(separator: "\r\n\r\n")
    let problems = conformance.problems(
      method: method, path: "/" + String(path.prefix { $0 != "?" }), status: status,
      contentType: fields["content-type"], body: method == "HEAD" ? [] : Array(body.utf8))
    return Answer(status: status, headers: fields, body: body, problems: problems)
  }

  /// Starts `curl` following the event stream, with `headers`, for 30 seconds at most;
  /// `read(until:)` reads what arrived, and `end()` stops it.
  ///
  /// The bound is curl's own: whatever the server does, a test reading the stream waits no
  /// longer, with no timer of its own to run.
  func follow(_ path: String, headers: [String] = []) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.curl ?? "/usr/bin/curl")
    process.arguments =
      ["-sS", "-N", "--max-time", "30", baseURL + path] + headers.flatMap { ["-H", $0] }
    process.standardOutput = Pipe()
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  private static let conformance = OpenAPIConformance(document: ShopAPI.openAPIDocument)
}

extension Process {
  /// Reads this process's standard output until it holds `text`; what was read.
  func read(until text: String) -> String {
    guard let pipe = standardOutput as? Pipe else { return "" }
    var read = Data()
    while !String(decoding: read, as: UTF8.self).contains(text) {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      read.append(chunk)
    }
    return String(decoding: read, as: UTF8.self)
  }

  /// Ends the process, and waits until it has.
  ///
  /// With SIGKILL: a process started from a test's thread inherits that thread's blocked
  /// signals, SIGTERM among them, so `terminate()` may never reach it.
  func end() {
    kill(processIdentifier, SIGKILL)
    waitUntilExit()
  }
}

/// Expects each of `answers` to be one the OpenAPI document describes, and `run`, the server's,
/// to have ended well: what every session of requests checks last.
func expectDescribed(
  _ answers: [ServedTasch.Answer], serverEnded run: TaschRun,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for answer in answers {
    #expect(answer.problems == [], sourceLocation: sourceLocation)
  }
  #expect(run.status == 0, sourceLocation: sourceLocation)
}
