import Glibc

/// Gives the terminal back when the program dies of a signal (a trap, a segmentation fault, an
/// abort, or any other signal that ends it and is not otherwise caught), then lets the signal
/// take its default course.
///
/// A signal handler may only call async-signal-safe functions and cannot capture anything, so
/// what it needs lives in memory allocated once when the guard is first armed and never freed:
/// no reference counting, allocation or exclusivity check runs inside the handler.
enum CrashGuard {
  /// What the handler reads.
  private struct Restoration {
    var terminal: Int32
    var settings: termios
    var bytes: UnsafeMutablePointer<UInt8>
    var byteCount: Int
    var isArmed: Bool
  }

  // NB: Written only by `arm` and `disarm`, on the main actor; read only by the handler, on
  // the thread that is dying, after `isArmed` was set last by `arm`. There is no second
  // writer to race. https://man7.org/linux/man-pages/man7/signal-safety.7.html
  nonisolated(unsafe) private static var restoration: UnsafeMutablePointer<Restoration>?

  /// The signals that end a program by accident.
  private static let fatalSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

  /// The other signals whose default course ends the program, which nothing else here catches.
  ///
  /// Such as `kill -USR1`, a CPU time limit, `timeout -s ALRM`. One the program was started
  /// ignoring, as `nohup` and some parents do, is left ignored: catching it would make it end
  /// the shop.
  private static let endingSignals = [
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO, SIGPWR,
    SIGSTKFLT,
  ]

  /// From now on, a fatal signal first restores `settings` on `terminal`, stops the marks
  /// around pastes and the mouse reports, and leaves the alternate screen.
  @MainActor
  static func arm(restoring settings: termios, on terminal: Int32) {
    if restoration == nil {
      // The mouse is let go whether the shop took it or not: a terminal that was not
      // reporting it ignores being told to stop.
      let sequence = Array(
        (ANSI.reset + ANSI.showCursor + ANSI.disableBracketedPaste + ANSI.disableMouse
          + ANSI.leaveAlternateScreen).utf8)
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: sequence.count)
      bytes.initialize(from: sequence, count: sequence.count)
      let pointer = UnsafeMutablePointer<Restoration>.allocate(capacity: 1)
      pointer.initialize(
        to: Restoration(
          terminal: terminal, settings: settings, bytes: bytes, byteCount: sequence.count,
          isArmed: false))
      restoration = pointer
    }
    restoration?.pointee.terminal = terminal
    restoration?.pointee.settings = settings
    restoration?.pointee.isArmed = true
    for fatal in fatalSignals { signal(fatal, handleFatalSignal) }
    for ending in endingSignals where takesItsDefaultCourse(ending) {
      signal(ending, handleFatalSignal)
    }
  }

  /// Whether signal `number` would now take its default course: neither ignored nor caught (a
  /// guard armed before has caught it already).
  private static func takesItsDefaultCourse(_ number: Int32) -> Bool {
    var current = sigaction()
    return sigaction(number, nil, &current) == 0 && current.__sigaction_handler.sa_handler == nil
  }

  /// Stops restoring the terminal on a fatal signal: it is not the shop's any more.
  @MainActor
  static func disarm() {
    restoration?.pointee.isArmed = false
  }

  private static let handleFatalSignal: @convention(c) (Int32) -> Void = { number in
    if let restoration = CrashGuard.restoration, restoration.pointee.isArmed {
      _ = write(STDOUT_FILENO, restoration.pointee.bytes, restoration.pointee.byteCount)
      withUnsafePointer(to: &restoration.pointee.settings) { settings in
        _ = tcsetattr(restoration.pointee.terminal, TCSANOW, settings)
      }
    }
    signal(number, SIG_DFL)
    raise(number)
  }
}
