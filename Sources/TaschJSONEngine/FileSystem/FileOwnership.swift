import Glibc

/// Who owns a file and what its permission bits are: what a file written anew in its place
/// keeps, so that replacing a file shared with other users never locks them out of it.
struct FileOwnership: Hashable, Sendable {
  /// The owner's user ID.
  let user: uid_t
  /// The group's ID.
  let group: gid_t
  /// The permission bits, with the set-user-ID, set-group-ID and sticky bits.
  let mode: mode_t

  /// The ownership of the regular file `name` in the open folder `folder`, not following a
  /// symbolic link; `nil` when there is no regular file of that name.
  init?(ofFileNamed name: String, in folder: Int32) {
    var status = stat()
    guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
      status.st_mode & S_IFMT == S_IFREG
    else { return nil }
    self.init(user: status.st_uid, group: status.st_gid, mode: status.st_mode & 0o7777)
  }

  /// The ownership of the regular file at `path`, following symbolic links; `nil` when there
  /// is no regular file there.
  init?(ofFileAt path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    self.init(user: status.st_uid, group: status.st_gid, mode: status.st_mode & 0o7777)
  }

  /// An ownership of its parts.
  init(user: uid_t, group: gid_t, mode: mode_t) {
    self.user = user
    self.group = group
    self.mode = mode
  }

  /// The same owner and group, with leave to read and write only: what the lock file of a file
  /// of this ownership is given, so that whoever may change the file may take its lock.
  var forItsLockFile: FileOwnership {
    FileOwnership(user: user, group: group, mode: mode & 0o666)
  }

  /// Gives the open `file` this ownership, as far as this process may.
  ///
  /// Only root may give a file to another user; an owner may still give it a group they are
  /// in. What the system refuses is left as the file was created: failing to set it is no
  /// reason to refuse saving. The mode is set last, since a change of owner clears the
  /// set-user-ID and set-group-ID bits.
  func give(to file: Int32) {
    if fchown(file, user, group) != 0 {
      // `-1` leaves the owner as it is.
      _ = fchown(file, uid_t.max, group)
    }
    _ = fchmod(file, mode)
  }
}
