/// How `tasch` ends, as the help and the README say.
public enum ExitStatus: Int32, Sendable {
  /// It did what was asked.
  case success = 0
  /// The operation failed: a data error, an injected failure, not found, out of stock, a
  /// corrupt file.
  case failure = 1
  /// The command line could not be run: an unknown command or option, a bad argument.
  case usage = 2
  /// Interrupted from the keyboard: Ctrl-C, or Ctrl-\.
  case interrupted = 130
  /// Ended by SIGTERM or by the terminal going away (128 + SIGTERM, by convention).
  case terminated = 143
}
