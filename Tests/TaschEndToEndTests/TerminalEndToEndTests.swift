import Foundation
import Glibc
import Testing

/// The binary in the situations only a real process meets: a terminal to ask on, Ctrl-C,
/// pipes, and a copy of the binary in another folder.
@Suite struct TerminalEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(.enabled(if: Sandbox.canMakeTerminals))
  func onATerminalCheckoutAsksAndYesOrders() throws {
    _ = try sandbox.run(["wishlist", "remove", "2"])

    let result = try sandbox.runOnATerminal(
      ["checkout"], input: "y\n", environment: ["TERM": "xterm"])

    #expect(result.status == 0)
    #expect(result.output.contains("Place this order for $325.00? [y/N]"))
    #expect(result.output.contains("Thank you! Order 1 is placed."))
  }

  @Test(.enabled(if: Sandbox.canMakeTerminals))
  func onATerminalAnythingButYesOrdersNothing() throws {
    _ = try sandbox.run(["wishlist", "remove", "2"])
    let before = sandbox.read(sandbox.state)

    let result = try sandbox.runOnATerminal(
      ["checkout"], input: "n\n", environment: ["TERM": "xterm"])

    #expect(result.status == 1)
    #expect(result.output.contains("Nothing was ordered."))
    #expect(sandbox.read(sandbox.state) == before)
  }

  @Test(.enabled(if: Sandbox.canMakeTerminals))
  func ctrlCAtTheQuestionSaysNothingWasOrdered() throws {
    _ = try sandbox.run(["wishlist", "remove", "2"])
    let before = sandbox.read(sandbox.state)

    let result = try sandbox.runOnATerminal(
      ["checkout"], input: "\u{3}", after: "[y/N]", environment: ["TERM": "xterm"])

    #expect(result.status == 130)
    #expect(result.output.contains("Nothing was ordered."))
    #expect(sandbox.read(sandbox.state) == before)
  }

  /// Interrupts `tasch` with `arguments` by `signal` once it catches SIGINT, and returns how it
  /// ended.
  private func interrupted(_ arguments: [String], by signal: Int32 = SIGINT) throws -> TaschRun {
    let running = try sandbox.start(arguments)
    defer { running.stopIfRunning() }
    let pid = running.process.processIdentifier
    // Interrupt only once tasch catches SIGINT, so that the test does not race the program's
    // start. Under a loaded test run the start can take seconds; the deadline only guards
    // against a tasch that never gets there.
    let deadline = ContinuousClock.now + .seconds(300)
    var handled = Self.catchesSIGINT(pid)
    while !handled && ContinuousClock.now < deadline {
      sched_yield()
      handled = Self.catchesSIGINT(pid)
    }
    try #require(handled, "tasch took over SIGINT")

    kill(pid, signal)
    return running.finish()
  }

  @Test func ctrlCEndsWithStatus130() throws {
    let result = try interrupted(["products", "--latency", "60s"])

    #expect(result.status == 130)
    #expect(result.output.isEmpty)
  }

  /// Found by an attack: Ctrl-\ (SIGQUIT) was left to the Swift runtime, which printed a crash
  /// report of every thread, 69 lines of it, as if the program had failed.
  @Test func ctrlBackslashEndsAsCtrlCDoesWithoutACrashReport() throws {
    let result = try interrupted(["products", "--json", "--latency", "60s"], by: SIGQUIT)

    #expect(result.status == 130)
    #expect(try result.json().errorCode == "interrupted")
    #expect(result.errors.isEmpty)
  }

  @Test func ctrlCOfACommandAskedForJSONAnswersWithAnErrorDocumentOnItsOutput() throws {
    let result = try interrupted(["products", "--json", "--latency", "60s"])

    #expect(result.status == 130)
    let error = try #require(try result.json()["error"] as? [String: Any])
    #expect(error["code"] as? String == "interrupted")
    #expect(error["message"] as? String == "Interrupted before the command finished.")
    #expect(error["recovery"] as? String == "Nothing was changed: run it again.")
    #expect(result.errors.isEmpty)
  }

  /// Its terminal closing ends a command as SIGTERM does, the document it promised written.
  @Test func aHangUpEndsWithStatus143AndTheDocumentAskedFor() throws {
    let result = try interrupted(["products", "--json", "--latency", "60s"], by: SIGHUP)

    #expect(result.status == 143)
    #expect(try result.json().errorCode == "interrupted")
  }

  /// Whether the process `pid` catches SIGINT, from its `SigCgt` mask in `/proc`.
  private static func catchesSIGINT(_ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16)
    else { return false }
    return mask & (1 << (UInt64(SIGINT) - 1)) != 0
  }

  @Test func pipesGetNoEscapeSequencesUnlessForced() throws {
    let plain = try sandbox.run(
      ["products"], environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"])
    let forced = try sandbox.run(["products"], environment: ["FORCE_COLOR": "1"])
    let vetoed = try sandbox.run(["products"], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])

    #expect(!plain.output.contains("\u{1B}") && !plain.errors.contains("\u{1B}"))
    #expect(forced.output.contains("\u{1B}["))
    #expect(!vetoed.output.contains("\u{1B}[3"))
  }

  @Test func aCopyOfTheBinaryInAnotherFolderStillRuns() throws {
    let copy = sandbox.folder + "/bin/tasch"
    try FileManager.default.createDirectory(
      atPath: sandbox.folder + "/bin", withIntermediateDirectories: true)
    try TaschBinary.copy(to: copy)

    let help = try sandbox.run(["--help"], environment: ["LANG": "ja_JP.UTF-8"], executable: copy)
    let products = try sandbox.run(["products", "--json"], executable: copy)

    #expect(help.status == 0)
    #expect(help.output.contains("使い方:"))
    #expect(try products.json()["total"] as? Int == 26)
  }

  // MARK: - Links without a terminal

  @Test(arguments: [
    (["open", "tasch://product/3"], ["product", "3"]),
    (["open", "tasch://wishlist"], ["wishlist"]),
    (["open", "tasch://checkout"], ["cart"]),
    (["open", "tasch://home"], []),
    (
      ["open", "tasch://products?search=leather&sort=price&reverse&in-stock"],
      ["products", "--search", "leather", "--sort", "price", "--reverse", "--in-stock"]
    ),
    (
      ["open", "tasch://products?search=sac+%C3%A0+dos", "--json"],
      ["products", "--search", "sac à dos", "--json"]
    ),
    (["open", "tasch://product/1", "--json"], ["product", "1", "--json"]),
  ])
  func withoutATerminalALinkPrintsWhatItsCommandPrints(link: [String], command: [String]) throws {
    let opened = try sandbox.run(link)
    let expected = try sandbox.run(command)

    #expect(opened.status == 0)
    #expect(opened.output == expected.output)
    #expect(!opened.output.isEmpty)
  }

  @Test(arguments: [
    "tasch://cart", "https://home", "tasch://product/x", "tasch://products?sort=size",
  ])
  func aLinkTaschDoesNotOpenIsAUsageError(link: String) throws {
    let result = try sandbox.run(["open", link])

    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(link))
  }

  @Test func aLinkToAProductThatDoesNotExistIsNotFound() throws {
    let text = try sandbox.run(["open", "tasch://product/999"])
    let json = try sandbox.run(["open", "tasch://product/999", "--json"])

    #expect(text.status == 1)
    #expect(json.status == 1)
    #expect(try json.json().errorCode == "not-found")
  }
}
