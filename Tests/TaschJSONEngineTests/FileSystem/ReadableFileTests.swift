import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct ReadableFileTests {
  private let folder = TemporaryFolder()
  private let small = FileSizeLimit(bytes: 8, kind: "a test file")

  @Test func readsARegularFileWhole() throws {
    let path = try folder.write("{\"a\": 1}", to: "file.json")

    #expect(try PosixFile.read(path, limit: .userState) == Array("{\"a\": 1}".utf8))
  }

  @Test func readsAFileOfExactlyTheLimit() throws {
    let path = try folder.write("12345678", to: "file.json")

    #expect(try PosixFile.read(path, limit: small).count == 8)
  }

  @Test func refusesANamedPipeWithoutWaitingForAWriter() throws {
    let path = folder.file("pipe.json")
    #expect(mkfifo(path, 0o600) == 0)

    #expect(
      throws: FileError(action: .read, path: path, reason: .notARegularFile("a named pipe (FIFO)"))
    ) { try PosixFile.read(path, limit: .catalogue) }
  }

  @Test func refusesADeviceThatNeverEnds() {
    #expect(
      throws: FileError(
        action: .read, path: "/dev/zero", reason: .notARegularFile("a character device"))
    ) { try PosixFile.read("/dev/zero", limit: .catalogue) }
  }

  @Test func refusesAFolder() {
    let error = #expect(throws: FileError.self) {
      try PosixFile.read(folder.path, limit: .catalogue)
    }

    #expect(error?.description == "cannot read \(folder.path): it is a folder, not a file")
  }

  @Test func refusesAFileLargerThanItsLimitBeforeReadingIt() throws {
    let path = try folder.write("123456789", to: "file.json")

    let error = #expect(throws: FileError.self) { try PosixFile.read(path, limit: small) }

    #expect(error == FileError(action: .read, path: path, reason: .tooLarge(small)))
    #expect(
      error?.description
        == "cannot read \(path): it is larger than 8 bytes, the most tasch accepts for a test file")
  }

  @Test func refusesAFileThatGrowsPastItsLimitWhileBeingRead() throws {
    let path = try folder.write("1234", to: "file.json")
    let file = try ReadableFile(path: path, limit: small)
    let appender = open(path, O_WRONLY | O_APPEND)
    defer { close(appender) }
    #expect(write(appender, "56789", 5) == 5)

    #expect(throws: FileError(action: .read, path: path, reason: .tooLarge(small))) {
      try file.readToEnd()
    }
  }

  @Test func anEmptyPathIsRefusedBeforeAnythingIsOpened() {
    #expect(
      throws: FileError(action: .read, path: "", reason: .unusablePath("the path is empty"))
    ) { try PosixFile.read("", limit: .catalogue) }
  }

  @Test func aMissingFileIsNoneWhenAsked() throws {
    #expect(try PosixFile.readIfPresent(folder.file("none.json"), limit: small) == nil)
    #expect(throws: FileError(action: .read, path: folder.file("none.json"), code: ENOENT)) {
      try PosixFile.read(folder.file("none.json"), limit: small)
    }
  }

  @Test func theLimitsOfEachKindAreStatedInMebibytes() {
    #expect(FileSizeLimit.catalogueTree.description == "128 MiB")
    #expect(FileSizeLimit.catalogue.description == "4 GiB")
    #expect(FileSizeLimit.userState.description == "16 MiB")
  }
}
