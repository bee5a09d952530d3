import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct SymbolicLinksTests {
  private let folder = TemporaryFolder()

  init() throws {
    try folder.write("{}", to: "real/state.json")
  }

  private func link(_ name: String, to target: String) {
    #expect(symlink(target, folder.file(name)) == 0)
  }

  @Test func aFileThatIsNoLinkIsItsOwnTarget() throws {
    let path = folder.file("real/state.json")

    #expect(try SymbolicLinks.finalTarget(of: path) == path)
  }

  @Test func aPathWithNothingThereIsItsOwnTarget() throws {
    let path = folder.file("new/state.json")

    #expect(try SymbolicLinks.finalTarget(of: path) == path)
  }

  @Test func followsARelativeLinkFromTheLinksOwnFolder() throws {
    link("state.json", to: "real/state.json")

    #expect(
      try SymbolicLinks.finalTarget(of: folder.file("state.json"))
        == folder.file("real/state.json"))
  }

  @Test func followsEveryLevelOfAChainAcrossFolders() throws {
    try folder.write("x", to: "links/placeholder")
    link("links/second.json", to: "../real/state.json")
    link("first.json", to: folder.file("links/second.json"))

    #expect(
      try SymbolicLinks.finalTarget(of: folder.file("first.json"))
        == folder.file("links/../real/state.json"))
  }

  @Test func aLinkToNothingLeadsToWhereTheFileWillBe() throws {
    link("state.json", to: "later/state.json")

    #expect(
      try SymbolicLinks.finalTarget(of: folder.file("state.json"))
        == folder.file("later/state.json"))
  }

  @Test func refusesALoopWithAClearMessage() {
    link("a.json", to: "b.json")
    link("b.json", to: "a.json")

    let error = #expect(throws: FileError.self) {
      try SymbolicLinks.finalTarget(of: folder.file("a.json"))
    }

    #expect(
      error?.description
        == "cannot follow the links of \(folder.file("a.json")): its symbolic links form a loop, "
        + "or a chain too long to follow")
  }

  @Test func followsTheLongestChainLinuxFollowsAndNoLonger() throws {
    let longest = SymbolicLinks.maximumChain
    for index in 1...longest + 1 {
      link("\(index).json", to: index == 1 ? "real/state.json" : "\(index - 1).json")
    }

    #expect(
      try SymbolicLinks.finalTarget(of: folder.file("\(longest).json"))
        == folder.file("real/state.json"))
    #expect(
      throws: FileError(action: .followTheLinksOf, path: folder.file("41.json"), code: ELOOP)
    ) {
      try SymbolicLinks.finalTarget(of: folder.file("\(longest + 1).json"))
    }
  }

  @Test func refusesALinkToANameThatIsNotUTF8() {
    let target: [CChar] = [0x73, 0x74, CChar(bitPattern: 0xFF), 0x2E, 0x6A, 0]
    #expect(symlink(target, folder.file("state.json")) == 0)

    #expect(
      throws: FileError(
        action: .followTheLinksOf, path: folder.file("state.json"), reason: .linkTargetNotUTF8)
    ) { try SymbolicLinks.finalTarget(of: folder.file("state.json")) }
  }
}
