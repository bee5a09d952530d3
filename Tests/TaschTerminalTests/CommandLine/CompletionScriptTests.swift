import Foundation
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

@Suite struct CompletionScriptTests {
  @Test(arguments: CompletionScript.Shell.allCases)
  func scriptsAreWrittenFromTheCommandDefinitions(shell: CompletionScript.Shell) {
    Golden.assert(CompletionScript.text(for: shell), named: "completion.\(shell.rawValue)")
  }

  @Test func describesInTheUsersLanguageWhereTheShellShowsDescriptions() {
    let german = CompletionScript.text(for: .fish, localization: .locale("de_DE"))

    #expect(german.contains("-d 'Alles im Warenkorb bestellen.'"))
  }

  @Test func quotesDescriptionsForTheShell() {
    // "the package's FakeData/catalogue.json" has a quote each shell must escape its own way.
    let fish = CompletionScript.text(for: .fish)
    let zsh = CompletionScript.text(for: .zsh)

    #expect(fish.contains("package\\'s"))
    #expect(zsh.contains("package'\\''s"))
    #expect(zsh.contains("--sort[order by name (A to Z), price (lowest first)"))
    #expect(zsh.contains("--theme[colours: light, dark or plain]"))
  }

  /// Whether a shell is installed; `.ci/run` installs zsh and fish, a bare machine may lack them.
  static func installed(_ path: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: path)
  }

  /// Each shell that is installed reads its script without a syntax error.
  @Test(
    arguments: [
      (CompletionScript.Shell.bash, "/bin/bash"), (.zsh, "/usr/bin/zsh"), (.fish, "/usr/bin/fish"),
    ].filter { installed($0.1) })
  func everyShellReadsItsScript(shell: CompletionScript.Shell, path: String) throws {
    let (status, _) = try Self.run(path, ["-n", "-c", CompletionScript.text(for: shell)])

    #expect(status == 0)
  }

  /// fish itself completes with the script.
  @Test(
    .enabled(if: installed("/usr/bin/fish")),
    arguments: [
      ("tasch pro", "product products"), ("tasch products --sort ", "name price rating stock"),
      ("tasch wishlist ", "add remove"), ("tasch --theme ", "dark light plain"),
    ])
  func fishCompletes(line: String, expected: String) throws {
    let script = CompletionScript.text(for: .fish)
    let (_, output) = try Self.run(
      "/usr/bin/fish", ["--no-config", "-c", "\(script)\ncomplete -C '\(line)'"])

    let offered = Set(output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
    #expect(
      Set(expected.split(separator: " ").map(String.init)).isSubset(of: offered), "\(offered)")
  }

  private static func run(_ path: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Bash itself completes with the script, as a person pressing Tab would.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")),
    arguments: [
      ("tasch pro", "product products"),
      ("tasch --th", "--theme"),
      ("tasch --theme ", "dark light plain"),
      ("tasch products --sort ", "name price rating stock"),
      ("tasch products --in", "--in-stock"),
      ("tasch wishlist ", "add remove"),
      ("tasch wishlist add ", ""),
      ("tasch --locale de_DE ch", "checkout"),
      ("tasch completion ", "bash fish zsh"),
      ("tasch --fail ca", "cart catalogue"),
      ("tasch rate 3 ", "1 2 3 4 5"),
      ("tasch checkout --y", "--yes"),
    ])
  func bashCompletes(line: String, expected: String) throws {
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      \(CompletionScript.text(for: .bash))
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _tasch
      printf '%s\\n' "${COMPREPLY[@]}" | sort | paste -sd ' '
      """
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["--norc", "-c", program]
    let output = Pipe()
    bash.standardOutput = output
    try bash.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    bash.waitUntilExit()

    let completions = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let offered = Set(completions.split(separator: " ").map(String.init))
    let wanted = Set(expected.split(separator: " ").map(String.init))
    #expect(wanted.isSubset(of: offered), "\(line) offered \(completions)")
    if expected.isEmpty { #expect(!offered.contains("add"), "IDs are not words") }
  }
}
