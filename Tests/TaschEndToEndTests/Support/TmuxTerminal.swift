import Foundation
import Glibc
import TaschTestSupport
import Testing

/// A real terminal for the shop: a tmux server of its own, with one window running `tasch` in
/// the sandbox, driven by keys and read as text.
///
/// When `tasch` ends its pane stays, with its last screen, and nothing else is drawn in it:
/// the script that ran `tasch` only marks the pane's title and waits to be killed. The server
/// is killed when the value goes away, and waited for with what ran in its pane, so that no
/// tmux server, pane or `tasch` outlives its test, nor writes in its sandbox afterwards; and
/// its socket file is removed.
final class TmuxTerminal {
  /// The sandbox `tasch` runs in.
  let sandbox: Sandbox
  private let socket = "tasch-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  private var runs = 0
  /// Where the server listens, once it runs.
  private(set) var socketPath: String?

  /// A terminal running `tasch` in `sandbox`.
  init(_ sandbox: Sandbox) {
    self.sandbox = sandbox
  }

  /// A terminal running `tasch` in a sandbox of its own.
  convenience init() throws {
    self.init(try Sandbox())
  }

  /// Where tmux is installed.
  static let program = "/usr/bin/tmux"

  deinit {
    // Hung up with the server, a `tasch` still running saves the shopper's place on its way
    // out: it is waited for too, so that it writes nothing once its sandbox is gone.
    let running = paneProcesses()
    _ = tmux("kill-server")
    // The server may take a moment to go; a test ends only once it has.
    let deadline = ContinuousClock.now + .seconds(30)
    while tmux("has-session").status == 0 || running.contains(where: Self.isRunning),
      ContinuousClock.now < deadline
    {
      sched_yield()
    }
    // A killed server leaves its socket file behind: removed by its exact path.
    if let socketPath { unlink(socketPath) }
  }

  /// The process running in the pane and its children, while the pane is alive.
  func paneProcesses() -> [pid_t] {
    guard socketPath != nil else { return [] }
    let output = tmux("display-message", "-p", "#{pane_pid}").output
    guard let pid = pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0,
      let children = try? String(
        contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    else { return [] }
    return [pid] + children.split(separator: " ").compactMap { pid_t($0) }
  }

  /// Whether the process `pid` has not ended; one that has, and waits to be reaped, has.
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return false }
    // The state follows the name, in parentheses, and a space.
    return !stat[nameEnd...].dropFirst(2).hasPrefix("Z")
  }

  /// Runs `tmux arguments` on this terminal's own server.
  @discardableResult
  private func tmux(_ arguments: String...) -> (status: Int32, output: String) {
    tmux(arguments)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) -> (status: Int32, output: String) {
    // A command that starts the server must not hand it a pipe of ours to keep open.
    let captures = arguments.first != "new-session"
    let configuration = sandbox.folder + "/tmux.conf"
    return Spawn.run(
      Self.program, ["-L", socket, "-f", configuration] + arguments, captures: captures)
  }

  /// Starts `tasch arguments` in a terminal of `columns` × `rows`, with the sandbox's
  /// environment and `environment`; the terminal's settings are saved before and after, and
  /// the exit status, in files of the sandbox.
  ///
  /// A terminal given a `background` colour (`#ffffff`) answers the OSC 11 query with it, as
  /// tmux does for a window style; one given none does not answer the query at all. The first
  /// start sets it for every later one.
  func start(
    _ arguments: [String] = [], environment: [String: String] = [:], columns: Int = 80,
    rows: Int = 24, background: String? = nil
  ) throws {
    runs += 1
    let run = "\(sandbox.folder)/run-\(runs)"
    let variables = sandbox.environment.merging(["TERM": "xterm-256color"]) { _, new in new }
      .merging(environment) { _, new in new }
      .map { "'\($0.key)=\($0.value)'" }.joined(separator: " ")
    let command = ([TaschBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    try sandbox.write(
      """
      #!/bin/sh
      stty -g > '\(run).stty.before'
      env -i \(variables) \(command)
      status=$?
      stty -g > '\(run).stty.after'
      echo $status > '\(run).status.tmp' && mv '\(run).status.tmp' '\(run).status'
      printf '\\033]2;\(Self.endTitle(runs))\\033\\\\'
      exec tail -f /dev/null

      """, to: "run-\(runs).sh")
    chmod(run + ".sh", 0o755)
    try sandbox.write(
      "set -g remain-on-exit on\n" + (background.map { "set -g window-style bg=\($0)\n" } ?? ""),
      to: "tmux.conf")
    if runs == 1 {
      tmux("new-session", "-d", "-x", String(columns), "-y", String(rows), run + ".sh")
      let path = tmux("display-message", "-p", "#{socket_path}").output
        .trimmingCharacters(in: .whitespacesAndNewlines)
      socketPath = path.isEmpty ? nil : path
    } else {
      tmux("respawn-pane", "-k", run + ".sh")
    }
  }

  /// Types `keys`, as tmux names them (`Enter`, `Escape`, `C-c`, or text).
  func send(_ keys: String...) {
    tmux(["send-keys"] + keys)
  }

  /// Clicks the left button at `row`, `column` (from 0), as a terminal reports it to a program
  /// that asked for SGR reports (mode 1006): pressed, then let go.
  ///
  /// `send-keys -M` sends mouse events only to tmux's own copy mode, so the report's bytes are
  /// written into the pane as they are, at once, as a terminal writes them.
  func click(row: Int, column: Int) {
    for final in ["M", "m"] {
      let report = "\u{1B}[<0;\(column + 1);\(row + 1)" + final
      tmux(["send-keys", "-H"] + report.utf8.map { String($0, radix: 16) })
    }
  }

  /// Turns the wheel towards the person at `row`, `column` (from 0), as `click` reports.
  func scrollDown(row: Int, column: Int) {
    let report = "\u{1B}[<65;\(column + 1);\(row + 1)M"
    tmux(["send-keys", "-H"] + report.utf8.map { String($0, radix: 16) })
  }

  /// Whether the program in the pane asked for mouse reports in SGR form, as tmux knows it.
  var reportsMouse: Bool {
    tmux("display-message", "-p", "#{mouse_standard_flag}#{mouse_sgr_flag}").output
      .trimmingCharacters(in: .whitespacesAndNewlines) == "11"
  }

  /// Whether the program in the pane asked for no mouse reports at all, or stopped them.
  var reportsNoMouse: Bool {
    tmux("display-message", "-p", "#{mouse_any_flag}#{mouse_sgr_flag}").output
      .trimmingCharacters(in: .whitespacesAndNewlines) == "00"
  }

  /// The row of the screen that shows `text`, from 0, and the column it starts at.
  func position(of text: String) -> (row: Int, column: Int)? {
    for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if let range = line.range(of: text) {
        return (row, line[..<range.lowerBound].count)
      }
    }
    return nil
  }

  /// Makes the terminal `columns` × `rows`.
  func resize(columns: Int, rows: Int) {
    tmux("resize-window", "-x", String(columns), "-y", String(rows))
  }

  /// The screen now.
  var screen: String { tmux("capture-pane", "-p").output }

  /// The screen now, with the escape sequences of its colours and styles.
  var styledScreen: String { tmux("capture-pane", "-p", "-e").output }

  /// The screen with its colours once it stays the same over `captures` captures in a row,
  /// each a call to tmux: a frame can be caught half drawn, or just before a later one, on a
  /// busy machine.
  func settledStyledScreen(captures: Int = 8) -> String {
    var screen = styledScreen
    var same = 1
    let deadline = ContinuousClock.now + .seconds(300)
    while same < captures, ContinuousClock.now < deadline {
      let next = styledScreen
      same = next == screen ? same + 1 : 1
      screen = next
    }
    return screen
  }

  /// Waits until the screen shows `text`; `false` if it never does, with the screen it showed
  /// instead recorded, so that a failure on a busy machine far away can be read.
  func waitForScreen(_ text: String) -> Bool {
    if waitFor({ self.screen.contains(text) }) { return true }
    Issue.record("The screen never showed “\(text)”; it shows:\n\(screen)")
    return false
  }

  /// Waits until `condition` holds, a real terminal taking its time; `false` if it never does.
  func waitFor(_ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(300)
    while ContinuousClock.now < deadline {
      if condition() { return true }
      sched_yield()
    }
    return condition()
  }

  /// Waits for the latest `tasch` to end, and for tmux to show all it wrote; its exit status.
  ///
  /// tmux reads a pane's output in order, so once the title its script sets after `tasch`
  /// ended shows, so does everything `tasch` wrote. The script stays until it is killed: tmux
  /// may drop what it had not read yet of a pane whose program has ended.
  func waitForExit() -> Int32? {
    var status: Int32?
    let hasEnded = waitFor {
      status = exitStatus
      return status != nil
        && tmux("display-message", "-p", "#{pane_title}").output
          .trimmingCharacters(in: .whitespacesAndNewlines) == Self.endTitle(runs)
    }
    return hasEnded ? status : nil
  }

  /// The title the script of run `run` gives its pane once `tasch` has ended.
  private static func endTitle(_ run: Int) -> String { "tasch-ended-\(run)" }

  /// The exit status of the latest `tasch`, once it has ended.
  var exitStatus: Int32? {
    sandbox.read("\(sandbox.folder)/run-\(runs).status").flatMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// Whether the latest `tasch` gave the terminal back with the settings it found.
  var settingsAreUnchanged: Bool {
    let before = sandbox.read("\(sandbox.folder)/run-\(runs).stty.before")
    return before != nil && before == sandbox.read("\(sandbox.folder)/run-\(runs).stty.after")
  }

  /// How many bytes typed into the terminal wait to be read, as its program would read them
  /// now (a line not ended with Enter, in a terminal that reads lines, waits as none); `nil`
  /// when the terminal cannot be asked.
  var pendingInput: Int? {
    let path = tmux("display-message", "-p", "#{pane_tty}").output.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let terminal = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard terminal >= 0 else { return nil }
    defer { close(terminal) }
    var count: Int32 = 0
    return ioctl(terminal, UInt(FIONREAD), &count) == 0 ? Int(count) : nil
  }

  /// Whether process `pid` is stopped by a signal, as a suspended job is.
  static func isStopped(_ pid: Int32) -> Bool {
    // /proc/PID/stat: the process ID, its name in parentheses (which may hold spaces), then
    // its state, `T` when stopped.
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: nameEnd)...].split(separator: " ").first == "T"
  }

  /// The process ID of the latest `tasch`, the child of the pane's shell.
  var taschProcess: Int32? {
    guard
      let shell = Int32(
        tmux("display-message", "-p", "#{pane_pid}").output.trimmingCharacters(
          in: .whitespacesAndNewlines)),
      let children = try? String(
        contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    else { return nil }
    return children.split(separator: " ").compactMap { Int32($0) }.first
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the tests only where tmux is installed.
  static var needsTmux: Self {
    .enabled(
      if: InstalledTools.run(TmuxTerminal.program),
      "SKIPPED: tmux is not installed at \(TmuxTerminal.program).")
  }
}
