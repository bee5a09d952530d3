import Glibc
import TaschTerminal

/// Runs a program with `posix_spawn` and reaps it with `waitpid`.
///
/// Foundation's `Process` notices a child's exit through a descriptor the child inherits; a
/// program that leaves a daemon behind (tmux starting its server) passes it on to the daemon,
/// and `waitUntilExit` then waits for ever. `waitpid` waits for the child alone, and the child
/// gets no descriptor but its three standard ones, so no daemon holds a pipe of another test.
enum Spawn {
  /// Runs `path` with `arguments`, standard input from `/dev/null`.
  ///
  /// - Parameters:
  ///   - path: the program.
  ///   - arguments: its arguments, without its name.
  ///   - captures: whether to return standard output; when `false` it goes to `/dev/null`, so
  ///     that nothing the program leaves behind holds a pipe of ours open.
  /// - Returns: the exit status, and standard output when captured.
  static func run(_ path: String, _ arguments: [String], captures: Bool) -> (
    status: Int32, output: String
  ) {
    var pipeEnds: [Int32] = [-1, -1]
    if captures {
      _ = pipe(&pipeEnds)
      // Close-on-exec: a program another test starts meanwhile must not inherit it.
      for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if captures {
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    _ = closeFrom?(&actions, 3)

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    // The test runner's threads block and ignore signals of their own; a child must start with
    // none blocked and every one at its default, or a daemon it leaves (tmux's server) cannot
    // be told to end.
    let catchableSignals = (Int32(1)..<32).filter { $0 != SIGKILL && $0 != SIGSTOP }
    let started = ChildSignals.spawnAttributes(defaulting: catchableSignals) { attributes in
      posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    }
    guard started == 0 else {
      return (-1, "")
    }

    var output: [UInt8] = []
    if captures {
      close(pipeEnds[1])
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        if count > 0 {
          output += buffer[..<count]
        } else if count == 0 || errno != EINTR {
          break
        }
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return ((status >> 8) & 0xFF, String(decoding: output, as: UTF8.self))
  }

  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), which Swift's Glibc
  /// module does not declare: the child closes every descriptor from the given one up.
  private static let closeFrom: CloseFrom? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
    else {
      return nil
    }
    return unsafeBitCast(symbol, to: CloseFrom.self)
  }()
}
