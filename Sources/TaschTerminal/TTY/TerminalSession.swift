import Glibc

/// The terminal in the shop's hands: raw mode (keys one by one, no echo, no signals from
/// Ctrl-C or Ctrl-Z), the alternate screen, the cursor hidden, pastes marked, the mouse
/// reported unless the person asked to keep it; and given back exactly as it was, by `leave()`
/// on every normal way out and by `CrashGuard` on a crash.
@MainActor
final class TerminalSession {
  private let input: Int32
  private let output: any TextOutput
  private let saved: termios
  private let reportsMouse: Bool
  /// Whether keys read now are the shop's: open only while it holds the terminal.
  nonisolated let keys = KeyGate()

  /// A session on the terminal at `input`, drawing to `output`, with the mouse reported when
  /// `reportsMouse`; `nil` when `input` is not a terminal.
  init?(input: Int32, output: any TextOutput, reportsMouse: Bool) {
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { return nil }
    self.input = input
    self.output = output
    self.reportsMouse = reportsMouse
    saved = settings
  }

  /// Takes the terminal: raw mode, the alternate screen, no cursor, pastes marked, the mouse
  /// reported.
  func enter() {
    var raw = saved
    cfmakeraw(&raw)
    tcsetattr(input, TCSAFLUSH, &raw)
    keys.open()
    output.write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen + modesOn)
    CrashGuard.arm(restoring: saved, on: input)
  }

  /// Gives the terminal back as it was.
  func leave() {
    keys.close()
    CrashGuard.disarm()
    output.write(
      ANSI.reset + ANSI.showCursor + ANSI.disableBracketedPaste
        + (reportsMouse ? ANSI.disableMouse : "") + ANSI.leaveAlternateScreen)
    var settings = saved
    tcsetattr(input, TCSAFLUSH, &settings)
  }

  /// What asks the terminal to mark pastes, and to report the mouse when it should.
  private var modesOn: String {
    ANSI.enableBracketedPaste + (reportsMouse ? ANSI.enableMouse : "")
  }

  /// Suspends the program as Ctrl-Z does in a shell: gives the terminal back, stops, and
  /// takes the terminal again when `fg` continues it.
  func suspend() {
    leave()
    // NB: SIGSTOP, not SIGTSTP: on Linux, dispatch signal sources block the signals they watch
    // and read them from a file descriptor, so a raised SIGTSTP would only come back to the
    // shop as an event. SIGSTOP cannot be blocked; the shell sees the job stopped all the same
    // and resumes it here with SIGCONT.
    // https://github.com/apple/swift-corelibs-libdispatch/blob/main/src/event/event_epoll.c
    raise(SIGSTOP)
    enter()
  }

  /// Takes the terminal again after being continued from a stop the shop did not ask for
  /// (SIGSTOP), when the shell may have reset it.
  func retake() {
    var raw = saved
    cfmakeraw(&raw)
    keys.close()
    tcsetattr(input, TCSAFLUSH, &raw)
    keys.open()
    output.write(ANSI.enterAlternateScreen + ANSI.hideCursor + modesOn)
  }
}
