import Glibc
import Testing

@testable import TaschJSONEngine

@Suite struct FileErrorTests {
  @Test(arguments: [
    (ENOENT, "no such file or folder"),
    (EACCES, "permission denied"),
    (EPERM, "permission denied"),
    (EROFS, "the file system is read-only"),
    (ENOSPC, "the disk is full"),
    (EDQUOT, "the disk is full"),
    (EFBIG, "the file is too large for this system's limits"),
    (EISDIR, "it is a folder, not a file"),
    (ENOTDIR, "a part of the path is a file, not a folder"),
    (ENAMETOOLONG, "the path is too long"),
    (ELOOP, "its symbolic links form a loop, or a chain too long to follow"),
    (EMFILE, "this process has too many files open (see ulimit -n)"),
    (ENFILE, "the system has too many files open"),
    (ENOMEM, "the system is out of memory"),
    (ENXIO, "it is a device or socket that cannot be opened"),
    (EBUSY, "it is busy, or a mount point that cannot be replaced"),
  ])
  func explainsTheErrorsAUserCanFix(code: Int32, reason: String) {
    #expect(
      FileError(action: .save, path: "/s.json", code: code).description
        == "cannot save /s.json: \(reason)")
  }

  @Test(arguments: [
    (FileError.Reason.notARegularFile("a socket"), "it is a socket, not a regular file"),
    (.unusablePath("the path is empty"), "the path is empty"),
    (.linkTargetNotUTF8, "it is a symbolic link to a name that is not valid UTF-8"),
    (
      .symbolicLinkRefused,
      "it is a symbolic link, and tasch never follows one there: remove the link"
    ),
    (.tooLarge(.userState), "it is larger than 16 MiB, the most tasch accepts for a state file"),
    (
      .linkIntoMissingFolder("/mnt/usb/s.json"),
      "it is reached through a symbolic link to /mnt/usb/s.json, which is not there: mount the "
        + "drive that holds it, or create the folder"
    ),
    (
      .folderLinkOfAnotherUser("/home/a/data", leadingTo: "/root/data"),
      "the folder /home/a/data on its way is a symbolic link of another user to /root/data, "
        + "which is not theirs, and tasch follows such a link only to what its owner owns"
    ),
  ])
  func explainsWhatTaschItselfRefuses(reason: FileError.Reason, text: String) {
    #expect(
      FileError(action: .read, path: "/s.json", reason: reason).description
        == "cannot read /s.json: \(text)")
  }

  /// Found by attack: a newline in a path started a line of the message that read as a
  /// message of its own.
  @Test func aPathsLineBreaksDoNotBreakTheMessage() {
    let error = FileError(
      action: .read, path: "/a\nb/s.json", reason: .linkIntoMissingFolder("/mnt\n/s.json"))
    #expect(
      error.description
        == "cannot read /a\u{FFFD}b/s.json: it is reached through a symbolic link to "
        + "/mnt\u{FFFD}/s.json, which is not there: mount the drive that holds it, or create "
        + "the folder")
  }

  @Test func aSystemFailureKeepsItsCode() {
    #expect(FileError(action: .read, path: "/s.json", code: EMFILE).code == EMFILE)
    #expect(FileError(action: .read, path: "/s.json", reason: .linkTargetNotUTF8).code == nil)
  }

  @Test func fallsBackToTheSystemsWords() {
    #expect(
      FileError(action: .read, path: "/s.json", code: EAGAIN).description
        == "cannot read /s.json: \(String(cString: strerror(EAGAIN)))")
  }
}
