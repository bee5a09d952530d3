import Glibc

/// Ends the command line with exit status 130 on Ctrl-C (SIGINT) or 143 on SIGTERM, first
/// erasing any spinner line on a terminal, so that the shell's prompt starts clean.
///
/// A plain signal handler rather than a dispatch source: all it does (write, `_exit`) is
/// async-signal-safe, and a caught signal shows in `/proc` from the moment it is installed, so
/// tests can tell when the program is ready to be interrupted. The interactive shop takes the
/// signals over with its own handling while it runs.
public enum InterruptHandler {
  // NB: Written once by `install`, before the handler is installed; only read by the handler.
  // https://man7.org/linux/man-pages/man7/signal-safety.7.html
  nonisolated(unsafe) private static var erasesLine = false

  /// Starts handling interrupts for the rest of the program's life.
  public static func install(errorsAreTerminal: Bool) {
    erasesLine = errorsAreTerminal
    signal(SIGINT, handleInterrupt)
    signal(SIGTERM, handleInterrupt)
  }

  private static let handleInterrupt: @convention(c) (Int32) -> Void = { number in
    if InterruptHandler.erasesLine {
      let erase: StaticString = "\r\u{1B}[K"
      _ = write(STDERR_FILENO, erase.utf8Start, erase.utf8CodeUnitCount)
    }
    _exit((number == SIGINT ? ExitStatus.interrupted : .terminated).rawValue)
  }
}
