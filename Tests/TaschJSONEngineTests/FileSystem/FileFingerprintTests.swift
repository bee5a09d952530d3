import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct FileFingerprintTests {
  private let folder = TemporaryFolder()

  @Test func aFileIsFoundWithItsFingerprint() throws {
    try folder.write("{}", to: "state.json")

    let lookup = FileFingerprint.lookUp(folder.file("state.json"))

    #expect(lookup.fingerprint?.size == 2)
    #expect(lookup.fingerprint == FileFingerprint(of: folder.file("state.json")))
  }

  @Test func nothingThereIsAbsent() {
    #expect(FileFingerprint.lookUp(folder.file("state.json")) == .absent)
  }

  /// Not absent: a link has the name, and reading through it says where it leads.
  @Test func aLinkToNothingIsNotKnownToBeAbsent() {
    symlink(folder.file("missing.json"), folder.file("state.json"))

    #expect(FileFingerprint.lookUp(folder.file("state.json")) == .unknown)
  }

  @Test func aLinkToAFileHasTheFilesFingerprint() throws {
    try folder.write("abc", to: "real.json")
    symlink(folder.file("real.json"), folder.file("state.json"))

    #expect(FileFingerprint.lookUp(folder.file("state.json")).fingerprint?.size == 3)
  }

  @Test func aPathThroughAFileIsNotKnownToBeAbsent() throws {
    try folder.write("x", to: "blocker")

    // Opening it says why: a part of the path is not a folder.
    #expect(FileFingerprint.lookUp(folder.file("blocker/state.json")) == .unknown)
  }
}
