import Glibc

/// A moment as the system keeps file times: seconds and nanoseconds since 1970.
struct FileTime: Comparable, Hashable, Sendable {
  let seconds: Int64
  let nanoseconds: Int64

  /// The moment `time` stands for.
  init(_ time: timespec) {
    self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
  }

  /// A moment; the nanoseconds are below one second.
  init(seconds: Int64, nanoseconds: Int64) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The moment `nanoseconds` later, saturating instead of overflowing.
  func adding(nanoseconds: Int64) -> FileTime {
    let total = self.nanoseconds.addingReportingOverflow(nanoseconds)
    let carry = total.partialValue / 1_000_000_000
    let seconds = self.seconds.addingReportingOverflow(carry)
    guard !total.overflow, !seconds.overflow else { return FileTime(seconds: .max, nanoseconds: 0) }
    return FileTime(seconds: seconds.partialValue, nanoseconds: total.partialValue % 1_000_000_000)
  }

  /// Now, by the system's real-time clock.
  static func now() -> FileTime {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return FileTime(time)
  }

  /// Orders moments.
  static func < (lhs: FileTime, rhs: FileTime) -> Bool {
    (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
  }
}

/// What tells a file's content apart without reading it: which file it is, its size, and when
/// its content and its metadata last changed, to the nanosecond.
///
/// A catalogue's index is believed while its catalogue's stays the same; the state file is read
/// again when its changes.
struct FileFingerprint: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: UInt64
  let modified: FileTime
  let changed: FileTime

  /// The fingerprint of the file whose status is `status`.
  init(_ status: stat) {
    self.init(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
      size: UInt64(max(status.st_size, 0)), modified: FileTime(status.st_mtim),
      changed: FileTime(status.st_ctim))
  }

  /// The fingerprint of the file at `path` (following symbolic links); `nil` when there is
  /// none.
  init?(of path: String) {
    guard case .file(let fingerprint) = Self.lookUp(path) else { return nil }
    self = fingerprint
  }

  /// What the status of the file at `path` (following symbolic links) says: its fingerprint,
  /// or that nothing is there, in one call where `path` is no link.
  ///
  /// A link that leads to nothing is `.unknown`, not `.absent`: reading it says what it is.
  static func lookUp(_ path: String) -> FileLookup {
    var status = stat()
    guard lstat(path, &status) == 0 else { return errno == ENOENT ? .absent : .unknown }
    if status.st_mode & S_IFMT == S_IFLNK {
      guard stat(path, &status) == 0 else { return .unknown }
    }
    return .file(FileFingerprint(status))
  }

  /// A fingerprint of its parts.
  init(device: UInt64, inode: UInt64, size: UInt64, modified: FileTime, changed: FileTime) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
    self.changed = changed
  }

  /// Whether an index built from the file in this state, whose building started at `builtAt`,
  /// can be trusted while the fingerprint stays the same.
  ///
  /// A change within the same tick of the clock that stamps file times could leave the same
  /// fingerprint, so the file must have last changed more than a tick before the building
  /// started: git's rule for "racily clean" index entries. The change time counts too, since
  /// `touch -d` can put the modification time back but not the change time.
  func isSettled(before builtAt: FileTime) -> Bool {
    max(modified, changed).adding(nanoseconds: timestampGranularity) < builtAt
  }

  /// How finely the file system stamps times: the coarse clock's tick, at least 10 ms; two
  /// seconds when neither time has nanoseconds, as on file systems that keep whole seconds.
  private var timestampGranularity: Int64 {
    guard modified.nanoseconds != 0 || changed.nanoseconds != 0 else { return 2_000_000_000 }
    var resolution = timespec()
    clock_getres(CLOCK_REALTIME_COARSE, &resolution)
    let tick = Int64(resolution.tv_sec) * 1_000_000_000 + Int64(resolution.tv_nsec)
    return max(tick, 10_000_000)
  }
}

/// What looking at a path found.
enum FileLookup: Hashable, Sendable {
  /// A file, with its fingerprint.
  case file(FileFingerprint)
  /// Nothing: no such file, and no link of that name.
  case absent
  /// Its status could not be read for another reason, which opening it will name.
  case unknown

  /// The file's fingerprint, when there is one.
  var fingerprint: FileFingerprint? {
    if case .file(let fingerprint) = self { return fingerprint }
    return nil
  }
}
