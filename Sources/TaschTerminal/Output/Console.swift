import Glibc
import Synchronization
import TaschPresentation

/// Somewhere text goes: a file descriptor, or a buffer in tests.
public protocol TextOutput: Sendable {
  /// Writes `text` as it is.
  func write(_ text: String)
  /// Writes the UTF-8 text `bytes` as they are: a long listing made as bytes is not made a
  /// string first, which would check every byte again.
  func write(utf8 bytes: [UInt8])
  /// Why some of what was written did not arrive; `nil` while all of it did.
  var failure: OutputFailure? { get }
}

/// A command's streams and what they are connected to.
public struct Console: Sendable {
  /// Standard output: results.
  public let output: any TextOutput
  /// Standard error: messages, errors and progress.
  public let errors: any TextOutput
  /// Whether standard output is a terminal.
  public let outputIsTerminal: Bool
  /// Whether standard error is a terminal.
  public let errorsAreTerminal: Bool
  /// Whether standard input is a terminal, so a question can be asked.
  public let inputIsTerminal: Bool
  /// The terminal's width in columns, when standard output is a terminal.
  public let width: Int?
  /// The terminal's height in rows, when standard output is a terminal.
  public let height: Int?

  /// A console of these streams.
  public init(
    output: any TextOutput, errors: any TextOutput, outputIsTerminal: Bool,
    errorsAreTerminal: Bool, inputIsTerminal: Bool, width: Int?, height: Int? = nil
  ) {
    self.output = output
    self.errors = errors
    self.outputIsTerminal = outputIsTerminal
    self.errorsAreTerminal = errorsAreTerminal
    self.inputIsTerminal = inputIsTerminal
    self.width = width
    self.height = height
  }

  /// The process's own standard streams.
  public static func standard() -> Console {
    let size = TerminalSize.size(of: STDOUT_FILENO)
    return Console(
      output: FileDescriptorOutput(STDOUT_FILENO, beforeWriting: InterruptHandler.outputBegins),
      errors: FileDescriptorOutput(STDERR_FILENO),
      outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorsAreTerminal: isatty(STDERR_FILENO) == 1,
      inputIsTerminal: isatty(STDIN_FILENO) == 1, width: size?.columns, height: size?.rows)
  }

  /// The same console, its standard output written to `output`.
  func writing(to output: any TextOutput) -> Console {
    Console(
      output: output, errors: errors, outputIsTerminal: outputIsTerminal,
      errorsAreTerminal: errorsAreTerminal, inputIsTerminal: inputIsTerminal, width: width,
      height: height)
  }
}

extension Console {
  /// How a run that ended with `status` ends, once standard output says whether all that was
  /// written to it arrived.
  ///
  /// A failed write is said on standard error, and a run that had succeeded fails: a result
  /// cut short must not pass for a whole one. A reader that went away wanted no more, and
  /// changes nothing.
  public func concluded(_ status: ExitStatus, localization: Localization) -> ExitStatus {
    guard case .failed(let code) = output.failure else { return status }
    let reason =
      switch code {
      case ENOSPC, EDQUOT: localization.text(.outputDiskFull)
      case EBADF: localization.text(.outputNotOpen)
      default: String(cString: strerror(code))
      }
    errors.write("tasch: " + localization.text(.outputNotWritten, ["reason": reason]) + "\n")
    return status == .success ? .failure : status
  }
}

extension Console {
  /// Says `done` on standard error when standard output failed to take the words or the
  /// document that said it: a change the shop kept must not pass for one that failed with the
  /// output, or it is made again (a second order).
  ///
  /// A reader that went away wanted no more, and is told nothing; nor is anyone when nothing
  /// was done.
  public func sayDone(_ done: @autoclosure () -> String, localization: Localization) {
    // Only then is what was done put into words: a change of 4,000 ids said 4,000 things.
    guard case .failed = output.failure else { return }
    let done = done()
    guard !done.isEmpty else { return }
    let line = localization.text(.doneThoughNotWritten, ["done": done])
    errors.write("tasch: " + TextLayout.printable(line) + "\n")
  }
}

/// Keeps what is written, for tests and for building output before writing it.
public final class CapturedOutput: TextOutput {
  private let buffer = Mutex("")

  /// An empty buffer.
  public init() {}

  /// Appends `text`.
  public func write(_ text: String) {
    buffer.withLock { $0 += text }
  }

  /// Appends the UTF-8 text `bytes`.
  public func write(utf8 bytes: [UInt8]) {
    write(String(decoding: bytes, as: UTF8.self))
  }

  /// Never: a buffer takes everything.
  public var failure: OutputFailure? { nil }

  /// Everything written so far.
  public var text: String { buffer.withLock { $0 } }
}

/// The size of the terminal on a file descriptor.
public enum TerminalSize {
  /// The terminal's rows and columns, or `nil` when the descriptor is not a terminal.
  public static func size(of descriptor: Int32) -> (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// The most rows and columns the shop draws: more than the largest screen shows.
  ///
  /// A larger terminal, a window sized by a script or a size misreported, has the rest left
  /// blank, where a frame of its every cell took gigabytes.
  static let largestDrawn = (rows: 500, columns: 1_500)

  /// The part of the terminal at `descriptor` the shop draws: its size, at most
  /// `largestDrawn`; `nil` when the descriptor is not a terminal.
  static func drawn(of descriptor: Int32) -> (rows: Int, columns: Int)? {
    size(of: descriptor).map(drawn)
  }

  /// The part of a terminal of `size` the shop draws: at most `largestDrawn`.
  static func drawn(_ size: (rows: Int, columns: Int)) -> (rows: Int, columns: Int) {
    (min(size.rows, largestDrawn.rows), min(size.columns, largestDrawn.columns))
  }
}
