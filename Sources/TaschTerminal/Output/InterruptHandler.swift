import Dispatch
import Glibc

/// Ends the program with exit status 130 on Ctrl-C (SIGINT) or SIGTERM, first erasing any
/// spinner line on a terminal, so that the shell's prompt starts clean.
public enum InterruptHandler {
  /// Starts handling interrupts for the rest of the program's life, writing to `errors`.
  ///
  /// The handler runs on a dispatch queue, not in a signal handler, so it may write and exit
  /// safely. The returned sources must be kept alive.
  public static func install(errors: any TextOutput, isTerminal: Bool) -> [any DispatchSourceSignal]
  {
    [SIGINT, SIGTERM].map { signalNumber in
      // Ignored as a signal so that only the dispatch source sees it.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        if isTerminal { errors.write(ANSI.carriageReturn + ANSI.clearToEndOfLine) }
        exit(signalNumber == SIGINT ? 130 : 143)
      }
      source.resume()
      return source
    }
  }
}
