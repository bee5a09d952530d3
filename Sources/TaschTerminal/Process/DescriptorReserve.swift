import Glibc
import TaschPresentation

/// Makes sure enough file descriptors are free before anything runs, so that running short of
/// them is a message and not a crash: the threads of Swift's concurrency runtime (libdispatch)
/// open descriptors of their own when they start, and stop the program when they get none.
public enum DescriptorReserve {
  /// How many free descriptors a run needs: the runtime's (an epoll, an event, timers), the
  /// data's (a lock, the state or the catalogue, a temporary file and its folder) and the
  /// terminal's, with room to spare.
  public static let needed = 16

  /// What to do about the limit.
  enum Plan: Hashable {
    /// Enough are free.
    case enough
    /// Raise the soft limit to this.
    case raise(to: rlim_t)
    /// The hard limit does not allow enough.
    case tooFew
  }

  /// Checks that `needed` descriptors are free, raising the soft limit toward the hard one when
  /// it must; why not, in the words of `localization`, when they cannot be.
  public static func ensure(_ localization: () -> Localization) -> StartupRefusal? {
    var limits = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return nil }
    var free = freeDescriptors(below: limits.rlim_cur)
    if case .raise(let raised) = plan(soft: limits.rlim_cur, hard: limits.rlim_max, free: free) {
      limits.rlim_cur = raised
      if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0 {
        free = freeDescriptors(below: raised)
      }
    }
    guard free < needed else { return nil }
    let words = localization()
    let counts = ["needed": String(needed), "limit": String(limits.rlim_cur), "free": String(free)]
    return StartupRefusal(
      code: "storage", message: words.text(.startupTooFewDescriptors, counts),
      recovery: words.text(.startupTooFewDescriptorsRecovery), status: .failure)
  }

  /// What to do when `free` descriptors are free below the `soft` limit, and `hard` is the
  /// most it may be raised to: room for `needed` more when the hard limit allows it, else at
  /// least for the missing ones.
  static func plan(soft: rlim_t, hard: rlim_t, free: Int) -> Plan {
    guard free < needed else { return .enough }
    guard sum(soft, needed - free) <= hard else { return .tooFew }
    return .raise(to: min(sum(soft, needed), hard))
  }

  /// `limit + count`, or the largest limit when that overflows.
  private static func sum(_ limit: rlim_t, _ count: Int) -> rlim_t {
    let (sum, overflow) = limit.addingReportingOverflow(rlim_t(count))
    return overflow ? .max : sum
  }

  /// How many descriptors below `limit` are free, counting no further than `needed`.
  static func freeDescriptors(
    below limit: rlim_t, isOpen: (Int32) -> Bool = { fcntl($0, F_GETFD) != -1 || errno != EBADF }
  ) -> Int {
    var free = 0
    var descriptor: Int32 = 0
    while free < needed, rlim_t(descriptor) < limit, descriptor < Int32.max {
      if !isOpen(descriptor) { free += 1 }
      descriptor += 1
    }
    return free
  }
}
