import Glibc
import TaschComposition
import TaschTestSupport
import Testing

/// A settings file is read whole only when it is a regular file small enough, and anything
/// else is refused at once, never waited on.
@Suite struct SettingsFileTests {
  private let folder = TemporaryFolder()

  @Test func aRegularFileIsReadWhole() throws {
    try folder.write("{\"latency\": \"800ms\"}", to: "config.json")

    let bytes = try SettingsFile.bytes(at: folder.file("config.json"), limit: 100)

    #expect(bytes == Array("{\"latency\": \"800ms\"}".utf8))
  }

  @Test func nothingThereIsMissing() {
    #expect(throws: SettingsFile.Problem.missing) {
      try SettingsFile.bytes(at: folder.file("none.json"), limit: 100)
    }
    #expect(throws: SettingsFile.Problem.missing) {
      try SettingsFile.bytes(at: folder.file("none/inside.json"), limit: 100)
    }
  }

  @Test func aLinkToNothingIsNotMissingButALinkToNothing() throws {
    try #require(symlink(folder.file("none.json"), folder.file("link.json")) == 0)
    try #require(symlink(folder.file("file/inside.json"), folder.file("through.json")) == 0)
    try folder.write("x", to: "file")

    #expect(throws: SettingsFile.Problem.danglingLink) {
      try SettingsFile.bytes(at: folder.file("link.json"), limit: 100)
    }
    // Through a file, as if it were a folder, it leads nowhere just the same.
    #expect(throws: SettingsFile.Problem.danglingLink) {
      try SettingsFile.bytes(at: folder.file("through.json"), limit: 100)
    }
    // A path through a file that is no link has nothing there.
    #expect(throws: SettingsFile.Problem.missing) {
      try SettingsFile.bytes(at: folder.file("file/inside.json"), limit: 100)
    }
  }

  @Test func aFolderOrANamedPipeIsNotAFileAndIsNotWaitedOn() throws {
    try folder.write("x", to: "folder/inside")
    #expect(mkfifo(folder.file("pipe.json"), 0o600) == 0)

    #expect(throws: SettingsFile.Problem.notAFile) {
      try SettingsFile.bytes(at: folder.file("folder"), limit: 100)
    }
    #expect(throws: SettingsFile.Problem.notAFile) {
      try SettingsFile.bytes(at: folder.file("pipe.json"), limit: 100)
    }
  }

  /// The system's refusal is said in the words every store uses for it, not the C library's.
  @Test func aFileTheSystemWillNotOpenSaysWhyAsTheStoresDo() throws {
    #expect(symlink(folder.file("b.json"), folder.file("a.json")) == 0)
    #expect(symlink(folder.file("a.json"), folder.file("b.json")) == 0)

    #expect(
      throws: SettingsFile.Problem.unreadable(
        reason: "its symbolic links form a loop, or a chain too long to follow")
    ) {
      try SettingsFile.bytes(at: folder.file("a.json"), limit: 100)
    }
  }

  @Test func aFileLargerThanTheLimitIsNotReadThrough() throws {
    try folder.write(String(repeating: " ", count: 101), to: "large.json")

    #expect(throws: SettingsFile.Problem.tooLarge(limit: 100)) {
      try SettingsFile.bytes(at: folder.file("large.json"), limit: 100)
    }
    #expect(try SettingsFile.bytes(at: folder.file("large.json"), limit: 101).count == 101)
  }

  @Test func eachProblemIsSaidInWordsThatFollowTheFilesName() {
    #expect(SettingsFile.Problem.notAFile.description == "it is not a regular file")
    #expect(SettingsFile.Problem.tooLarge(limit: 100).description == "it is larger than 100 bytes")
    #expect(
      SettingsFile.Problem.missing.description == "it cannot be read: No such file or directory")
  }
}
