import Foundation
import TaschTestSupport

extension Sandbox {
  /// Whether script(1) is here to make pseudo-terminals; `.ci/run` installs it.
  static let canMakeTerminals = InstalledTools.run("/usr/bin/script")

  /// Runs `tasch arguments` on a real pseudo-terminal made by script(1), typing `input`, once
  /// the terminal shows `prompt` when one is given: what the terminal showed, standard output
  /// and error together, and the exit status.
  func runOnATerminal(
    _ arguments: [String], input: String, after prompt: String? = nil,
    environment extra: [String: String] = [:]
  ) throws -> TaschRun {
    let quoted = ([TaschBinary.path] + arguments).map { "'" + $0 + "'" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", quoted.joined(separator: " "), "/dev/null"]
    process.environment = environment.merging(extra) { _, new in new }
    let output = Pipe()
    let typed = Pipe()
    process.standardOutput = output
    process.standardInput = typed
    process.standardError = FileHandle.nullDevice
    try process.run()
    var shown = Data()
    if let prompt {
      // Until the prompt shows, or the terminal closes without it.
      while !String(decoding: shown, as: UTF8.self).contains(prompt) {
        let more = output.fileHandleForReading.availableData
        if more.isEmpty { break }
        shown.append(more)
      }
    }
    // script(1) may end before it reads what is typed (a command that reads no key); the
    // write then fails with EPIPE, which `write(_:)` would turn into a crash of the whole
    // suite. What the terminal showed is what the test checks.
    try? typed.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? typed.fileHandleForWriting.close()
    shown.append(output.fileHandleForReading.readDataToEndOfFile())
    let text = String(decoding: shown, as: UTF8.self)
    process.waitUntilExit()
    return TaschRun(status: process.terminationStatus, output: text, errors: "")
  }
}
