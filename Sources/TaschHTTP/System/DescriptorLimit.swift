import Glibc

/// The process's limit on open file descriptors, which a server holding a thousand connections
/// reaches long before the kernel's: many systems start programs with a soft limit of 1024.
enum DescriptorLimit {
  /// Raises the soft limit toward `needed`, no further than the hard limit allows.
  static func raise(toward needed: Int) {
    var limits = rlimit()
    let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    guard getrlimit(resource, &limits) == 0,
      let raised = softLimit(soft: limits.rlim_cur, hard: limits.rlim_max, needed: needed)
    else { return }
    limits.rlim_cur = raised
    // Refused, the limit stays as it was, and connections past it wait in the backlog.
    _ = setrlimit(resource, &limits)
  }

  /// The soft limit to set, when `soft` is below `needed` and `hard` allows more; nil to leave
  /// it.
  static func softLimit(soft: rlim_t, hard: rlim_t, needed: Int) -> rlim_t? {
    let wanted = min(rlim_t(clamping: max(needed, 0)), hard)
    return wanted > soft ? wanted : nil
  }
}
