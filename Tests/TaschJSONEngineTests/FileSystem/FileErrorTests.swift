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
  ])
  func explainsTheErrorsAUserCanFix(code: Int32, reason: String) {
    #expect(
      FileError(action: "save", path: "/s.json", code: code).description
        == "cannot save /s.json: \(reason)")
  }

  @Test func fallsBackToTheSystemsWords() {
    #expect(FileError.reason(for: EAGAIN) == String(cString: strerror(EAGAIN)))
  }
}
