import Glibc

/// Follows symbolic links to the file they finally name.
///
/// A file reached through a link is updated where it really is: renaming a new file over the
/// link would replace the link with a copy, and later updates would never reach the real file.
enum SymbolicLinks {
  /// The most links followed in a row before the chain is called a loop, as Linux itself does.
  static let maximumChain = 40

  /// The path of the file `path` finally names.
  ///
  /// That is `path` itself when it is not a symbolic link or names nothing yet; otherwise
  /// where its links lead, relative targets read from the folder of the link that holds them.
  /// Links in the folders of the path are left to the system, which follows them the same way
  /// for every process.
  ///
  /// A link of another user than the one tasch runs as, and not root's, is followed only to
  /// what that user owns — the next link, the file, or, when nothing is there yet, the folder
  /// it would be made in — as Linux follows links in a shared folder: otherwise a user could
  /// link their state file to any file of root's, and make root, running tasch on their files,
  /// rewrite it. A folder on the way that is such a link must lead to a folder of theirs, for
  /// the same reason (`refuseOtherUsersFolderLinks`).
  ///
  /// - Throws: `FileError` for a loop, a chain longer than `maximumChain`, a target that is not
  ///   valid UTF-8, a link that cannot be read, or another user's link to what is not theirs.
  static func finalTarget(of path: String) throws(FileError) -> String {
    var current = path
    // The owner of the link just followed, when it is another user's than this process's.
    var otherOwner: uid_t?
    for _ in 0...maximumChain {
      try refuseOtherUsersFolderLinks(above: current, reportedAs: path)
      var status = stat()
      guard lstat(current, &status) == 0 else {
        let code = errno
        // Nothing there yet: the file will be created at this path, or creating its folder
        // will say what is in the way.
        if code == ENOENT || code == ENOTDIR {
          try check(current, reachedThroughALinkOf: otherOwner, from: path)
          return current
        }
        throw FileError(action: .followTheLinksOf, path: path, code: code)
      }
      if let otherOwner, status.st_uid != otherOwner {
        throw FileError(action: .followTheLinksOf, path: path, reason: .linkOfAnotherUser(current))
      }
      guard status.st_mode & S_IFMT == S_IFLNK else { return current }
      otherOwner = status.st_uid == geteuid() || status.st_uid == 0 ? nil : status.st_uid
      let target = try linkTarget(of: current, reportedAs: path)
      current = Path.resolve(target, in: Path.folder(of: current))
    }
    throw FileError(action: .followTheLinksOf, path: path, code: ELOOP)
  }

  /// Refuses a folder above `file` that is a symbolic link of another user, not root's, and
  /// leads to a folder that is neither theirs nor, but for root, this process's: `nobody`
  /// linking a folder of their home to one of root's would make root, running tasch on their
  /// files, write there.
  ///
  /// The path is walked as the system walks it, from the top down: each link met, written in
  /// the path or in a link's target, is read and its target walked in its place, so that a
  /// link of root's or of this user's leading to another user's link is no way round. The walk
  /// stops at the first folder not there yet (the file's folders are made, or refused, where it
  /// is saved), and after `maximumChain` links (the system then refuses the path itself).
  static func refuseOtherUsersFolderLinks(
    above file: String, reportedAs path: String
  ) throws(FileError) {
    var folder = file.hasPrefix("/") ? "/" : Path.workingFolder() ?? "."
    // The parts still to walk, the next last.
    var parts = Array(Path.folder(of: file).split(separator: "/").reversed())
    var linksFollowed = 0
    while let part = parts.popLast() {
      if part == "." { continue }
      if part == ".." {
        folder = Path.folder(of: folder)
        continue
      }
      let next = Path.resolve(String(part), in: folder)
      var link = stat()
      guard lstat(next, &link) == 0 else { return }
      guard link.st_mode & S_IFMT == S_IFLNK else {
        folder = next
        continue
      }
      linksFollowed += 1
      guard linksFollowed <= maximumChain else { return }
      if link.st_uid != geteuid() && link.st_uid != 0 {
        var destination = stat()
        // A link to nothing is refused as one, where the file is read or saved.
        guard stat(next, &destination) == 0 else { return }
        // Run by another user than root, what it owns is its own to write anyway.
        let isOwn = geteuid() != 0 && destination.st_uid == geteuid()
        guard destination.st_uid == link.st_uid || isOwn else {
          throw FileError(
            action: .followTheLinksOf, path: path,
            reason: .folderLinkOfAnotherUser(next, leadingTo: Path.canonical(next) ?? next))
        }
      }
      let target = try linkTarget(of: next, reportedAs: path)
      if target.hasPrefix("/") { folder = "/" }
      parts += target.split(separator: "/").reversed()
    }
  }

  /// Refuses `target`, not there yet, reached from `path` through a link of `owner`, another
  /// user, unless the folder it would be made in is theirs.
  private static func check(
    _ target: String, reachedThroughALinkOf owner: uid_t?, from path: String
  ) throws(FileError) {
    var status = stat()
    // A folder not there either is refused as one missing, where the file is made.
    guard let owner, stat(Path.folder(of: target), &status) == 0, status.st_uid != owner
    else { return }
    throw FileError(action: .followTheLinksOf, path: path, reason: .linkOfAnotherUser(target))
  }

  /// Where the first symbolic link among the folders above `file` leads, when it leads to
  /// nothing; `nil` when the nearest of them that is there is no such link.
  ///
  /// The folders are looked at from the file's own up, until one is there: most often the
  /// first, in one call.
  static func destinationOfBrokenFolderLink(above file: String) -> String? {
    var folder = Path.folder(of: file)
    var status = stat()
    while stat(folder, &status) != 0 {
      if lstat(folder, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFLNK else { return nil }
        return (try? finalTarget(of: folder)) ?? folder
      }
      let parent = Path.folder(of: folder)
      guard parent != folder else { return nil }
      folder = parent
    }
    return nil
  }

  private static func linkTarget(of link: String, reportedAs path: String)
    throws(FileError) -> String
  {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = buffer.withUnsafeMutableBufferPointer { characters in
      characters.baseAddress.map { readlink(link, $0, characters.count) } ?? -1
    }
    guard count >= 0 else {
      throw FileError(action: .followTheLinksOf, path: path, code: errno)
    }
    guard count < buffer.count else {
      throw FileError(action: .followTheLinksOf, path: path, code: ENAMETOOLONG)
    }
    guard
      let target = String(validating: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    else {
      throw FileError(action: .followTheLinksOf, path: link, reason: .linkTargetNotUTF8)
    }
    return target
  }
}
