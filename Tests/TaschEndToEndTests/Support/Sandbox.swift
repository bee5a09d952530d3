import Foundation
import Glibc
import Synchronization
import TaschTestSupport

/// A folder of its own for one test: a home, a state file, catalogues; removed afterwards.
///
/// The built `tasch` runs in it with a clean environment, so no test touches the real home.
final class Sandbox: Sendable {
  private let temporary: TemporaryFolder
  /// The folder.
  let folder: String

  init() throws {
    temporary = TemporaryFolder()
    folder = temporary.path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
  }

  /// The home folder `tasch` is given.
  var home: String { folder + "/home" }
  /// The state file `tasch` is given.
  var state: String { folder + "/state.json" }

  /// Writes `text` to `name` in the folder; its path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    try temporary.write(text, to: name)
  }

  /// The content of `path`, or `nil`.
  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The environment every run starts from: a home in the sandbox, English, the sandbox's
  /// state file, and nothing of the test runner's own `TASCH_*`, `LC_*` or colour settings.
  var environment: [String: String] {
    [
      "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "LANG": "en_US.UTF-8",
      "TASCH_STATE": state,
      // A coverage run instruments the binary too; its profiles are not what is measured.
      "LLVM_PROFILE_FILE": "/dev/null",
    ]
  }

  /// Runs `tasch` with `arguments` and the sandbox's environment, with no input.
  func run(_ arguments: String...) throws -> TaschRun {
    try run(arguments)
  }

  /// Runs `tasch` with `arguments`, the sandbox's environment plus `extra`, and `input` on
  /// standard input (none: `/dev/null`, which is not a terminal).
  func run(
    _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil,
    executable: String = TaschBinary.path, in directory: String? = nil
  ) throws -> TaschRun {
    let process = try start(
      arguments, environment: extra, input: input, executable: executable, in: directory)
    return process.finish()
  }

  /// Starts `tasch` without waiting for it, in `directory` when given, else in the test's own.
  func start(
    _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil,
    executable: String = TaschBinary.path, in directory: String? = nil
  ) throws -> RunningTasch {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.environment = environment.merging(extra) { _, new in new }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    if let input {
      let pipe = Pipe()
      process.standardInput = pipe
      try process.run()
      // A command that ends before it reads its input leaves the write failing with EPIPE,
      // which `write(_:)` would turn into a crash of the whole suite: its answer is what the
      // test checks.
      try? pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? pipe.fileHandleForWriting.close()
    } else {
      process.standardInput = FileHandle.nullDevice
      try process.run()
    }
    return RunningTasch(process: process, output: output, errors: errors)
  }
}

/// A `tasch` process under way.
struct RunningTasch {
  let process: Process
  let output: Pipe
  let errors: Pipe

  /// Reads its output to the end and waits for it to exit.
  func finish() -> TaschRun {
    // Both pipes are read at once, so that neither can fill up and block the process.
    let errorData = Mutex(Data())
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) { [errors] in
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    process.waitUntilExit()
    return TaschRun(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
  }

  /// Kills the process if it still runs, and waits for it: for a test that failed before the
  /// process could finish, so that none is left behind.
  func stopIfRunning() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

/// How one run of `tasch` ended.
struct TaschRun {
  let status: Int32
  let output: String
  let errors: String

  /// The standard output, read as JSON.
  func json() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    guard let dictionary = object as? [String: Any] else { throw POSIXError(.EINVAL) }
    return dictionary
  }
}

/// The `tasch` built for these tests.
enum TaschBinary {
  /// Its path, next to the test bundle in the build folder.
  static var path: String { sibling("tasch") }

  /// The path of the program `name` built beside it, such as a test's helper.
  static func sibling(_ name: String) -> String {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: testBinary).deletingLastPathComponent()
      .appendingPathComponent(name).path
  }

  /// Copies it to `destination`, a new file, executable, as an installer would.
  ///
  /// Written by `cp`, another process: a descriptor open for writing in this one, even closed
  /// on exec, is inherited by every child another test starts meanwhile until that child
  /// execs, and running the copy then fails with "Text file busy". `cp` keeps its descriptor
  /// to itself, and is done before the copy runs.
  static func copy(to destination: String) throws {
    let copying = Process()
    copying.executableURL = URL(fileURLWithPath: "/bin/cp")
    copying.arguments = ["--no-clobber", "--", path, destination]
    try copying.run()
    copying.waitUntilExit()
    guard copying.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: destination)
    else { throw POSIXError(.EIO) }
  }
}
