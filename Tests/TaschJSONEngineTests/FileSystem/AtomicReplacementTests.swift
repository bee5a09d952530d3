import Glibc
import Synchronization
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct AtomicReplacementTests {
  private let folder = TemporaryFolder()
  private let small = FileSizeLimit(bytes: 8, kind: "a test file")

  @Test(arguments: [true, false])
  func createsTheFileAndLeavesNothingElse(unnamedFirst: Bool) throws {
    try PosixFile.replace(
      folder.file("state.json"), with: Array("new".utf8), limit: small, unnamedFirst: unnamedFirst)

    #expect(folder.read("state.json") == "new")
    #expect(try folder.entries() == ["state.json"])
  }

  @Test(arguments: [true, false])
  func replacesTheOldContentWhole(unnamedFirst: Bool) throws {
    try folder.write("old content", to: "state.json")

    try PosixFile.replace(
      folder.file("state.json"), with: Array("new".utf8), limit: small, unnamedFirst: unnamedFirst)

    #expect(folder.read("state.json") == "new")
  }

  @Test(arguments: [true, false])
  func replacesWithoutSyncingAlike(unnamedFirst: Bool) throws {
    try folder.write("old content", to: "index")

    try PosixFile.replace(
      folder.file("index"), with: Array("new".utf8), limit: small, unnamedFirst: unnamedFirst,
      synced: false)

    #expect(folder.read("index") == "new")
    #expect(try folder.entries() == ["index"])
  }

  @Test(arguments: [true, false])
  func neverTouchesFilesItDidNotCreate(unnamedFirst: Bool) throws {
    let foreign = [
      "state.json.tmp-backup", "state.json.tmp-123-456", ".tasch-0123456789abcdef.tmp", "notes.txt",
    ]
    for name in foreign { try folder.write("mine: \(name)", to: name) }

    try PosixFile.replace(
      folder.file("state.json"), with: Array("new".utf8), limit: small, unnamedFirst: unnamedFirst)

    #expect(try folder.entries() == (foreign + ["state.json"]).sorted())
    for name in foreign { #expect(folder.read(name) == "mine: \(name)") }
  }

  @Test func refusesContentLargerThanItCouldReadBack() throws {
    try folder.write("old", to: "state.json")

    #expect(
      throws: FileError(action: .save, path: folder.file("state.json"), reason: .tooLarge(small))
    ) {
      try PosixFile.replace(folder.file("state.json"), with: Array("123456789".utf8), limit: small)
    }
    #expect(folder.read("state.json") == "old")
    #expect(try folder.entries() == ["state.json"])
  }

  @Test func aMissingFolderIsAClearError() {
    #expect(throws: FileError(action: .saveIn, path: folder.file("none"), code: ENOENT)) {
      try PosixFile.replace(folder.file("none/state.json"), with: [], limit: small)
    }
  }

  @Test(arguments: [true, false])
  func aFailedRenameRemovesItsOwnTemporaryFileOnly(unnamedFirst: Bool) throws {
    // A folder in the way makes the final rename fail after the temporary file was written.
    try folder.write("x", to: "state.json/inside")
    try folder.write("mine", to: "state.json.tmp-backup")

    #expect(throws: FileError(action: .save, path: folder.file("state.json"), code: EISDIR)) {
      try PosixFile.replace(
        folder.file("state.json"), with: Array("new".utf8), limit: small,
        unnamedFirst: unnamedFirst)
    }
    #expect(try folder.entries() == ["state.json", "state.json.tmp-backup"])
  }

  // MARK: - Mode and owner

  /// A user and group other than the tests': `nobody` and `nogroup` on Debian.
  static let otherOwner: (user: uid_t, group: gid_t) = (65_534, 65_534)

  /// The permission bits of `name`, set-user-ID, set-group-ID and sticky bits included.
  private func mode(of name: String) throws -> mode_t {
    try #require(folder.status(name)).st_mode & 0o7777
  }

  @Test(arguments: [true, false])
  func keepsTheModeOfTheFileItReplaces(unnamedFirst: Bool) throws {
    try folder.write("old", to: "state.json")
    #expect(chmod(folder.file("state.json"), 0o664) == 0)

    try PosixFile.replace(
      folder.file("state.json"), with: Array("new".utf8), limit: small, unnamedFirst: unnamedFirst)

    #expect(folder.read("state.json") == "new")
    #expect(try mode(of: "state.json") == 0o664)
  }

  @Test(arguments: [true, false])
  func aNewFileIsTheOwnersAlone(unnamedFirst: Bool) throws {
    try PosixFile.replace(
      folder.file("state.json"), with: Array("new".utf8), limit: small, unnamedFirst: unnamedFirst)

    #expect(try mode(of: "state.json") == 0o600)
    #expect(folder.status("state.json")?.st_uid == geteuid())
  }

  @Test(
    .enabled(if: geteuid() == 0, "only root may give a file to another user"),
    arguments: [true, false])
  func keepsTheOwnerAndGroupOfTheFileItReplaces(unnamedFirst: Bool) throws {
    try folder.write("old", to: "state.json")
    #expect(chown(folder.file("state.json"), Self.otherOwner.user, Self.otherOwner.group) == 0)
    #expect(chmod(folder.file("state.json"), 0o664) == 0)

    try PosixFile.replace(
      folder.file("state.json"), with: Array("new".utf8), limit: small, unnamedFirst: unnamedFirst)

    let status = try #require(folder.status("state.json"))
    #expect(status.st_uid == Self.otherOwner.user)
    #expect(status.st_gid == Self.otherOwner.group)
    #expect(status.st_mode & 0o7777 == 0o664)
  }

  // MARK: - Laid out in place

  /// Writes `text` into a file laid out in place at `name`; what `replace` returns.
  private func layOut(_ text: String, at name: String) throws -> (
    file: PositionalFile, isSaved: Bool
  )? {
    try PosixFile.replace(folder.file(name), size: text.utf8.count, limit: small) { bytes in
      bytes.copyBytes(from: Array(text.utf8))
    }
  }

  /// What `file` holds, read through its own descriptor.
  private func content(of file: PositionalFile) throws -> String {
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = try bytes.withUnsafeMutableBytes { try file.read(into: $0, at: 0) }
    return String(decoding: bytes[..<count], as: UTF8.self)
  }

  @Test func laysANewFileOutInPlaceAndLeavesNothingElse() throws {
    let (file, isSaved) = try #require(try layOut("new", at: "index"))

    #expect(isSaved)
    #expect(folder.read("index") == "new")
    #expect(try content(of: file) == "new")
    #expect(try folder.entries() == ["index"])
  }

  @Test func replacesTheOldContentWholeInPlace() throws {
    try folder.write("old content", to: "index")

    let (file, isSaved) = try #require(try layOut("newer", at: "index"))

    #expect(isSaved)
    #expect(folder.read("index") == "newer")
    #expect(try content(of: file) == "newer")
  }

  @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
  func laysOutInPlaceKeepingTheModeAndOwnerOfTheFileItReplaces() throws {
    try folder.write("old", to: "index")
    #expect(chown(folder.file("index"), Self.otherOwner.user, Self.otherOwner.group) == 0)
    #expect(chmod(folder.file("index"), 0o640) == 0)

    let (_, isSaved) = try #require(try layOut("new", at: "index"))

    #expect(isSaved)
    let status = try #require(folder.status("index"))
    #expect(status.st_uid == Self.otherOwner.user)
    #expect(status.st_gid == Self.otherOwner.group)
    #expect(status.st_mode & 0o7777 == 0o640)
  }

  @Test func refusesASizeLargerThanItCouldReadBackBeforeLayingOut() throws {
    try folder.write("old", to: "index")
    let laidOut = Mutex(false)

    #expect(throws: FileError(action: .save, path: folder.file("index"), reason: .tooLarge(small)))
    {
      try PosixFile.replace(folder.file("index"), size: 9, limit: small) { _ in
        laidOut.withLock { $0 = true }
      }
    }
    #expect(!laidOut.withLock { $0 })
    #expect(folder.read("index") == "old")
    #expect(try folder.entries() == ["index"])
  }

  @Test func nothingToLayOutIsLeftToTheOtherWay() throws {
    #expect(try layOut("", at: "index") == nil)
    #expect(try folder.entries() == [])
  }

  @Test func aFileThatCannotBeNamedServesThisProcessAlone() throws {
    // A folder in the way makes the rename fail once the file is laid out.
    try folder.write("x", to: "index/inside")

    let (file, isSaved) = try #require(try layOut("new", at: "index"))

    #expect(!isSaved)
    #expect(try content(of: file) == "new")
    #expect(try folder.entries() == ["index"])
  }
}
