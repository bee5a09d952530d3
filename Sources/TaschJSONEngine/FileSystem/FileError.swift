import Glibc
import TaschStoreSupport

/// A file-system operation that failed: what was being done, to which path, and why, in words
/// a user can act on.
struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why an operation failed.
  enum Reason: Hashable, Sendable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The path names something other than a regular file: "a named pipe (FIFO)".
    case notARegularFile(String)
    /// The file is larger than tasch accepts for its kind.
    case tooLarge(FileSizeLimit)
    /// The path cannot name a file at all; the words say why.
    case unusablePath(String)
    /// A symbolic link points to a name that is not valid UTF-8, which no `String` can hold.
    case linkTargetNotUTF8
    /// The path, with its links followed and from the working folder, is not valid UTF-8:
    /// tasch tells catalogues apart by that path, and could not tell this one from another.
    case canonicalPathNotUTF8
    /// A symbolic link stands where tasch never follows one (its lock file).
    case symbolicLinkRefused
    /// A symbolic link on the way, the file's own or a folder's, leads to this path, which is
    /// not there: a drive not mounted, a folder moved.
    case linkIntoMissingFolder(String)
    /// A symbolic link of another user leads to this path, which is not theirs: the link's
    /// owner could make tasch, run by root, write where they may not.
    case linkOfAnotherUser(String)
    /// A folder on the way is a symbolic link of another user to a folder that is not theirs,
    /// as `linkOfAnotherUser` is for the file's own link.
    case folderLinkOfAnotherUser(String, leadingTo: String)
    /// Another process held the lock for all of this time, and may never let go.
    case heldTooLong(Duration)

    /// Why `kind` (`FileKind.nonRegular`) is refused where a file is read: a folder as the
    /// system says it (`EISDIR`), anything else as no regular file.
    static func notAFile(_ kind: String) -> Reason {
      kind == FileKind.folder ? .system(EISDIR) : .notARegularFile(kind)
    }
  }

  /// What was being done when it failed; its raw value is the verb the message uses.
  enum Action: String, Hashable, Sendable {
    case read
    case save
    case lock
    /// Creating a new file in a folder, which the folder's own state can refuse.
    case saveIn = "save in"
    case createTheFolder = "create the folder"
    case followTheLinksOf = "follow the links of"
  }

  /// What was being done.
  let action: Action
  /// The path it was done to.
  let path: String
  /// Why it failed.
  let reason: Reason

  /// A failure of `action` on `path` for `reason`.
  init(action: Action, path: String, reason: Reason) {
    self.action = action
    self.path = path
    self.reason = reason
  }

  /// A system call's failure, with the `errno` it gave.
  init(action: Action, path: String, code: Int32) {
    self.init(action: action, path: path, reason: .system(code))
  }

  /// `cannot save /home/a/state.json: the disk is full`; an empty path shows as `""`.
  var description: String {
    "cannot \(action.rawValue) \(path.isEmpty ? "\"\"" : path.inMessage): \(explanation)"
  }

  /// The `errno` of a failed system call; `nil` for the failures tasch itself detects.
  var code: Int32? {
    if case .system(let code) = reason { code } else { nil }
  }

  private var explanation: String {
    switch reason {
    case .system(let code): SystemError(code).description
    case .notARegularFile(let kind): "it is \(kind), not a regular file"
    case .tooLarge(let limit) where action == .save:
      "it would be larger than \(limit.description), the most tasch accepts for \(limit.kind)"
    case .tooLarge(let limit):
      "it is larger than \(limit.description), the most tasch accepts for \(limit.kind)"
    case .unusablePath(let problem): problem
    case .linkTargetNotUTF8: "it is a symbolic link to a name that is not valid UTF-8"
    case .canonicalPathNotUTF8:
      "its full path, with its links followed, is not valid UTF-8, and tasch could not tell it "
        + "from another catalogue: rename the folder or file that is not"
    case .symbolicLinkRefused:
      "it is a symbolic link, and tasch never follows one there: remove the link"
    case .linkIntoMissingFolder(let target):
      "it is reached through a symbolic link to \(target.inMessage), which is not there: mount "
        + "the drive that holds it, or create the folder"
    case .linkOfAnotherUser(let target):
      "it is a symbolic link of another user to \(target.inMessage), which is not theirs, and "
        + "tasch follows such a link only to what its owner owns"
    case .folderLinkOfAnotherUser(let link, let target):
      "the folder \(link.inMessage) on its way is a symbolic link of another user to "
        + "\(target.inMessage), which is not theirs, and tasch follows such a link only to what "
        + "its owner owns"
    case .heldTooLong(let limit):
      "another program held it for longer than \(limit) without changing the file (a change "
        + "that does not end, such as one of a tasch that was stopped); try again once it has ended"
    }
  }
}
