import Glibc
import Synchronization

/// A pager running as a child process: its standard input a pipe this process writes to, its
/// output where this process's standard output goes, the terminal.
///
/// While it runs, Ctrl-C and Ctrl-\ are the pager's (`less` uses Ctrl-C to stop a search, and
/// ignores Ctrl-\), SIGTERM and SIGHUP end the command only once the pager has gone
/// (`InterruptHandler`), and this process ignores SIGPIPE, so that a pager left early shows as
/// a reader that went away, which ends the command quietly with its own status.
public final class PagerProcess: PagerSink {
  private let process: pid_t
  private let input: FileDescriptorOutput
  /// How SIGINT and SIGQUIT were handled before the pager started, to give them back.
  private let keyboardHandling: [(signal: Int32, handler: __sighandler_t?)]
  private let isFinished = Mutex(false)

  private init(process: pid_t, inputDescriptor: Int32) {
    self.process = process
    self.input = FileDescriptorOutput(inputDescriptor)
    keyboardHandling = [SIGINT, SIGQUIT].map { ($0, signal($0, SIG_IGN)) }
    InterruptHandler.pagerStarted(process: process, input: inputDescriptor)
  }

  /// Starts `command` with `environment`, where `LESS` and `LV` say to show colours when they
  /// say nothing, as git does; `nil` when it cannot be started.
  public static func start(_ command: PagerCommand, environment: [String: String])
    -> PagerProcess?
  {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    // Close-on-exec: the pager must not hold the writing end, or it would never see the end.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)

    let variables = environment.merging(["LESS": "FRX", "LV": "-c"]) { own, _ in own }
    let argv = ([command.program] + command.arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer { for text in argv + envp { free(text) } }
    var process: pid_t = 0
    // Ignored before the pager can go away: a write after that fails, it does not end tasch.
    signal(SIGPIPE, SIG_IGN)
    // Held back here until the interrupt handler knows of the pager, so that none handled on
    // this thread ends tasch with the pager just started and left behind.
    return InterruptHandler.withEndingSignalsHeld { () -> PagerProcess? in
      // The pager starts with no signal blocked, and with SIGINT, SIGPIPE, SIGQUIT and SIGTERM
      // at their defaults, whatever this process does with them.
      let started = ChildSignals.spawnAttributes(
        defaulting: [SIGINT, SIGPIPE, SIGQUIT, SIGTERM]
      ) { attributes in
        posix_spawnp(&process, command.program, &actions, &attributes, argv, envp)
      }
      close(ends[0])
      guard started == 0 else {
        close(ends[1])
        return nil
      }
      return PagerProcess(process: process, inputDescriptor: ends[1])
    }
  }

  /// Writes `text` to the pager.
  public func write(_ text: String) {
    input.write(text)
  }

  /// Writes the UTF-8 text `bytes` to the pager.
  public func write(utf8 bytes: [UInt8]) {
    input.write(utf8: bytes)
  }

  /// Why some of the output did not reach the pager; `.readerGone` once it was left early.
  public var failure: OutputFailure? { input.failure }

  /// Ends the pager's input, waits until the person leaves it, and gives Ctrl-C and Ctrl-\
  /// back.
  public func finish() {
    let alreadyFinished = isFinished.withLock { finished in
      defer { finished = true }
      return finished
    }
    guard !alreadyFinished else { return }
    InterruptHandler.closePagerInput()
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 && errno == EINTR {}
    InterruptHandler.pagerEnded()
    for (number, handler) in keyboardHandling { signal(number, handler) }
  }
}
