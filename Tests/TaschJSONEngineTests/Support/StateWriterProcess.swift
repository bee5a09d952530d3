import Foundation

/// Runs the `StateWriter` helper, built next to the test binary, as a separate process.
enum StateWriterProcess {
  /// The helper's path: beside the running test executable.
  static var executablePath: String {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: testBinary).deletingLastPathComponent()
      .appendingPathComponent("StateWriter").path
  }

  /// A started helper with `arguments`, its standard output and error piped.
  static func start(_ arguments: [String]) throws -> (Process, output: Pipe, errors: Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments = arguments
    // A helper killed mid-run would leave a torn coverage profile that spoils the merge of the
    // test run's profiles; the helper's own coverage is not what is measured.
    var environment = ProcessInfo.processInfo.environment
    environment["LLVM_PROFILE_FILE"] = "/dev/null"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return (process, output, errors)
  }

  /// Runs the helper to its end; its exit status and what it wrote to standard error.
  static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let (process, _, errors) = try start(arguments)
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: message, as: UTF8.self))
  }
}
