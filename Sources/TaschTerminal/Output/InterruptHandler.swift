import Glibc
import Synchronization
import TaschComposition
import TaschPresentation

/// Ends the command line with exit status 130 on Ctrl-C (SIGINT) or Ctrl-\ (SIGQUIT), or 143
/// on SIGTERM or its terminal closing (SIGHUP, unless the program was started to ignore it, as
/// `nohup` does).
///
/// Ctrl-\ is a person ending the command from the keyboard, as Ctrl-C is: left to the Swift
/// runtime, it printed a crash report of every thread, as if the program had failed.
///
/// First it erases any spinner line on a terminal, so that the shell's prompt starts clean;
/// says, at a question, what the interrupt ended, on standard error; and writes the answer a
/// `--json` command promised on standard output, if it wrote nothing there yet.
///
/// While a pager runs, Ctrl-C and Ctrl-\ are the pager's, and SIGTERM or SIGHUP ends the
/// command only once the pager has gone: its input is closed and the person leaves it, as git
/// does, where a pager left behind kept reading the terminal the shell had taken back.
///
/// A plain signal handler rather than a dispatch source: all it does (an atomic exchange,
/// `open`, `dup2`, `close`, `waitpid`, `write`, `_exit`) is async-signal-safe, and a caught
/// signal shows in `/proc` from the moment it is installed, so tests can tell when the program
/// is ready to be interrupted. The interactive shop takes the signals over with its own
/// handling while it runs.
public enum InterruptHandler {
  // NB: Written once by `install`, before the handler is installed; read by the handler, and by
  // `asking` on the main thread.
  // https://man7.org/linux/man-pages/man7/signal-safety.7.html
  nonisolated(unsafe) private static var erasesLine = false

  /// What an interrupt writes on standard output: the document a `--json` command promised.
  private static let answer = SignalSafeText()
  /// What an interrupt writes on standard error, after erasing the line: what it ended, while
  /// a question is asked.
  private static let cancellationNote = SignalSafeText()
  /// Whether `install` was called.
  private static let isInstalled = Atomic(false)
  /// Holds back an interrupt while a change is being kept, once it is (see `changeWatch`).
  private static let deferral = InterruptDeferral { raise($0) }
  /// The pager running, 0 for none, and the pipe to it, which an interrupt ends before it
  /// waits for the pager to end.
  private static let pager = Atomic<Int32>(0)
  private static let pagerInput = Atomic<Int32>(-1)
  /// Whether an interrupt is ending the program: it alone may then end it, with its status.
  private static let isEnding = Atomic(false)

  /// Told how each change to the store goes, so that an interrupt never ends a command
  /// between a change kept and the answer that says so (see `InterruptDeferral`).
  public static var changeWatch: any ChangeWatch { deferral }

  /// Starts handling interrupts for the rest of the program's life; with `answeringInJSON`, an
  /// interrupt writes the document of `answer(for:)`, in English until the command's language
  /// is known.
  public static func install(errorsAreTerminal: Bool, answeringInJSON: Bool = false) {
    erasesLine = errorsAreTerminal
    // Made before the handler can run: a handler must not be the first to touch a static.
    _ = deferral
    _ = pager.load(ordering: .relaxed)
    _ = pagerInput.load(ordering: .relaxed)
    _ = isEnding.load(ordering: .relaxed)
    _ = answer.isSet
    _ = cancellationNote.isSet
    isInstalled.store(true, ordering: .relaxed)
    if answeringInJSON { answer(with: interruptedDocument(in: .english)) }
    signal(SIGINT, handleInterrupt)
    signal(SIGQUIT, handleInterrupt)
    signal(SIGTERM, handleInterrupt)
    if !hangUpIsIgnored { signal(SIGHUP, handleInterrupt) }
  }

  /// Whether the program was started with SIGHUP ignored, as `nohup` starts it: a terminal
  /// closing is then meant not to end it, and no handler may undo that.
  public static var hangUpIsIgnored: Bool {
    var action = sigaction()
    guard sigaction(SIGHUP, nil, &action) == 0 else { return false }
    let handler = action.__sigaction_handler.sa_handler
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Has an interrupt write `document` on standard output, until the program writes there
  /// itself: a reader that expects a document, such as `tasch … --json | jq`, then finds one
  /// saying why there is no other.
  public static func answer(with document: [UInt8]) {
    // Only in a program that handles interrupts: a test running commands in-process has none.
    guard isInstalled.load(ordering: .relaxed) else { return }
    answer.set(document)
  }

  /// Asks the person with `ask`, which shows the question and reads their answer, and has an
  /// interrupt meanwhile say `cancelled` on standard error, on its own line: Ctrl-C at a
  /// question then says what it ended, as any other answer but yes does.
  @MainActor
  static func asking<Answer>(cancelled: String, _ ask: () -> Answer) -> Answer {
    if isInstalled.load(ordering: .relaxed) {
      // On a terminal the question's line is erased first; elsewhere the note starts a line.
      cancellationNote.set(Array(((erasesLine ? "" : "\n") + cancelled + "\n").utf8))
    }
    defer { cancellationNote.clear() }
    return ask()
  }

  /// A pager started as the process `process`, reading the pipe `input`: until `pagerEnded`,
  /// an interrupt that ends the command waits for it first.
  static func pagerStarted(process: pid_t, input: Int32) {
    pagerInput.store(input, ordering: .sequentiallyConsistent)
    pager.store(process, ordering: .sequentiallyConsistent)
  }

  /// Closes the pipe to the pager, unless an interrupt ended it first: the pager then sees
  /// the end of its input.
  ///
  /// The signals that end the command are held back on this thread meanwhile: one handled here
  /// between the two steps would find the pipe taken, and wait for a pager whose input nothing
  /// would then close.
  static func closePagerInput() {
    withEndingSignalsHeld {
      let input = pagerInput.exchange(-1, ordering: .sequentiallyConsistent)
      if input >= 0 { close(input) }
    }
  }

  /// Runs `body` with the signals that end the command held back on this thread; one sent
  /// meanwhile is handled after it, or on another thread.
  static func withEndingSignalsHeld<Result>(_ body: () -> Result) -> Result {
    var ending = sigset_t()
    sigemptyset(&ending)
    for number in [SIGINT, SIGQUIT, SIGTERM, SIGHUP] { sigaddset(&ending, number) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &ending, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return body()
  }

  /// The pager has ended.
  ///
  /// When an interrupt is ending the program meanwhile, this waits for it to: the command must
  /// not end first, with its own status.
  static func pagerEnded() {
    pager.store(0, ordering: .sequentiallyConsistent)
    while isEnding.load(ordering: .sequentiallyConsistent) { pause() }
  }

  /// Ends the pager's input and waits until the pager ends, when one runs.
  ///
  /// The person leaves it before the command ends. The command may be waiting for it too; one
  /// of the two is told how it ended, and both go on.
  ///
  /// The pipe is replaced by `/dev/null` rather than closed, so that the command, still
  /// writing on another thread, writes nowhere instead of failing on a closed descriptor.
  private static func waitForThePager() {
    let process = pager.load(ordering: .sequentiallyConsistent)
    guard process > 0 else { return }
    let input = pagerInput.exchange(-1, ordering: .sequentiallyConsistent)
    if input >= 0 {
      let nowhere = open("/dev/null", O_WRONLY)
      if nowhere >= 0 {
        dup2(nowhere, input)
        close(nowhere)
      }
    }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
  }

  /// Standard output is about to be written: from now on an interrupt adds nothing there, where
  /// a second document could only break the one begun.
  @Sendable public static func outputBegins() {
    answer.clear()
  }

  private static let handleInterrupt: @convention(c) (Int32) -> Void = { number in
    guard InterruptHandler.deferral.interruptEndsNow(number) else { return }
    InterruptHandler.isEnding.store(true, ordering: .sequentiallyConsistent)
    InterruptHandler.waitForThePager()
    if InterruptHandler.erasesLine {
      let erase: StaticString = "\r\u{1B}[K"
      _ = write(STDERR_FILENO, erase.utf8Start, erase.utf8CodeUnitCount)
    }
    InterruptHandler.cancellationNote.write(to: STDERR_FILENO)
    InterruptHandler.answer.write(to: STDOUT_FILENO)
    let fromKeyboard = number == SIGINT || number == SIGQUIT
    _exit((fromKeyboard ? ExitStatus.interrupted : .terminated).rawValue)
  }
}

extension InterruptHandler {
  /// Has an interrupt of the command `invocation` asks for answer as its other errors do, when
  /// it writes JSON: `{"error": {"code": "interrupted", "message"}}` in the user's language.
  public static func answer(for invocation: ShopInvocation) {
    guard invocation.options.json else { return }
    answer(with: interruptedDocument(in: invocation.localization))
  }

  private static func interruptedDocument(in localization: Localization) -> [UInt8] {
    let document = ShopDocuments.error(
      code: "interrupted", message: localization.text(.interruptedBeforeFinishing),
      recovery: localization.text(.interruptedRecovery))
    return ShopDocuments.bytes(document)
  }
}
