import Foundation
import Glibc
import Testing

/// The interactive shop in a real terminal, tmux's, driven by keys as a person would.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")))
struct ShopEndToEndTests {
  private let sandbox: Sandbox
  private let socket = "tasch-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

  init() throws {
    sandbox = try Sandbox()
  }

  /// Runs `tmux arguments` on this test's own server; its standard output.
  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    // A command that starts the server must not hand it a pipe of ours to keep open.
    let captures = arguments.first != "new-session"
    return Spawn.run("/usr/bin/tmux", ["-L", socket] + arguments, captures: captures).output
  }

  /// Starts tasch in an 80 × 24 terminal, saving the terminal's settings before and after and
  /// its exit status, in files of the sandbox; then the pane stays open, waiting on input that
  /// never comes, so its last screen can still be read.
  private func startShop() throws {
    let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { _, new in new }
      .map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let folder = sandbox.folder
    let script = """
      stty -g > \(folder)/stty.before; env -i \(environment) '\(TaschBinary.path)'; \
      echo \\$? > \(folder)/status.tmp; stty -g > \(folder)/stty.after; \
      mv \(folder)/status.tmp \(folder)/status; exec cat > /dev/null
      """
    try tmux("new-session", "-d", "-x", "80", "-y", "24", "/bin/sh -c \"\(script)\"")
  }

  /// Waits until the screen shows `text`, polling it; `false` if it never does.
  private func waitForScreen(_ text: String) throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      if try tmux("capture-pane", "-p").contains(text) { return true }
    }
    return false
  }

  /// Waits for tasch to end; its exit status.
  private func waitForExit() -> Int32? {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      if let text = sandbox.read(sandbox.folder + "/status") {
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      sched_yield()
    }
    return nil
  }

  private func terminalSettingsAreUnchanged() -> Bool {
    let before = sandbox.read(sandbox.folder + "/stty.before")
    return before != nil && before == sandbox.read(sandbox.folder + "/stty.after")
  }

  @Test func openAProductRateItQuitAndFindTheTerminalAsItWas() throws {
    defer { _ = try? tmux("kill-server") }
    try startShop()

    // The catalogue's heading shows while it loads; its first product once it has.
    try #require(try waitForScreen("› Carrier"))
    try tmux("send-keys", "Enter")
    try #require(try waitForScreen("Rate the product"))
    try tmux("send-keys", "4")
    try #require(try waitForScreen("Rate the product  ★★★★☆"))
    try tmux("send-keys", "q")

    #expect(waitForExit() == 0)
    #expect(terminalSettingsAreUnchanged())
    let state = try #require(sandbox.read(sandbox.state))
    #expect(state.contains("\"ratings\": {\n    \"1\": 4\n  }"))
  }

  @Test func ctrlCLeavesWith130AndTheTerminalAsItWas() throws {
    defer { _ = try? tmux("kill-server") }
    try startShop()
    try #require(try waitForScreen("› Carrier"))

    try tmux("send-keys", "C-c")

    #expect(waitForExit() == 130)
    #expect(terminalSettingsAreUnchanged())
    #expect(try !tmux("capture-pane", "-p").contains("Carrier"), "the shell's screen is back")
  }

  @Test func aCrashStillGivesTheTerminalBack() throws {
    defer { _ = try? tmux("kill-server") }
    try startShop()
    try #require(try waitForScreen("› Carrier"))
    let pid = try #require(
      Int32(
        try tmux("display-message", "-p", "#{pane_pid}").trimmingCharacters(
          in: .whitespacesAndNewlines)))
    // The pane runs the shell script; tasch is its child.
    let children = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    let tasch = try #require(children.split(separator: " ").compactMap { Int32($0) }.first)

    kill(tasch, SIGSEGV)

    #expect(waitForExit() == 139)
    #expect(terminalSettingsAreUnchanged())
  }

  @Test func resizingRedrawsAndTooSmallSaysSo() throws {
    defer { _ = try? tmux("kill-server") }
    try startShop()
    try #require(try waitForScreen("› Carrier"))

    try tmux("resize-window", "-x", "36", "-y", "10")
    #expect(try waitForScreen("too small"))
    try tmux("resize-window", "-x", "120", "-y", "40")
    #expect(try waitForScreen("Proceed to check out"))
    try tmux("send-keys", "q")
    #expect(waitForExit() == 0)
  }
}
