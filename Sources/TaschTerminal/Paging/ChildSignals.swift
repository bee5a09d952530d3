import Glibc

/// The signals a child process starts with, whatever this process does with its own.
public enum ChildSignals {
  /// Calls `body` with `posix_spawn` attributes that start a child with no signal blocked and
  /// each of `defaulted` at its default action.
  public static func spawnAttributes<Result>(
    defaulting defaulted: some Sequence<Int32>, _ body: (inout posix_spawnattr_t) -> Result
  ) -> Result {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in defaulted { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return body(&attributes)
  }
}
