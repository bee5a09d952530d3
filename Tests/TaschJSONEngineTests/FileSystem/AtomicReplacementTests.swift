import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct AtomicReplacementTests {
  private let folder: TemporaryFolder
  private let small = FileSizeLimit(bytes: 8, kind: "a test file")

  init() throws {
    folder = try TemporaryFolder()
  }

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
      throws: FileError(action: "save", path: folder.file("state.json"), reason: .tooLarge(small))
    ) {
      try PosixFile.replace(folder.file("state.json"), with: Array("123456789".utf8), limit: small)
    }
    #expect(folder.read("state.json") == "old")
    #expect(try folder.entries() == ["state.json"])
  }

  @Test func aMissingFolderIsAClearError() {
    #expect(throws: FileError(action: "save in", path: folder.file("none"), code: ENOENT)) {
      try PosixFile.replace(folder.file("none/state.json"), with: [], limit: small)
    }
  }

  @Test(arguments: [true, false])
  func aFailedRenameRemovesItsOwnTemporaryFileOnly(unnamedFirst: Bool) throws {
    // A folder in the way makes the final rename fail after the temporary file was written.
    try folder.write("x", to: "state.json/inside")
    try folder.write("mine", to: "state.json.tmp-backup")

    #expect(throws: FileError(action: "save", path: folder.file("state.json"), code: EISDIR)) {
      try PosixFile.replace(
        folder.file("state.json"), with: Array("new".utf8), limit: small,
        unnamedFirst: unnamedFirst)
    }
    #expect(try folder.entries() == ["state.json", "state.json.tmp-backup"])
  }
}
