import Foundation
import Glibc
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The config file on disk: the default one may be missing, one asked for may not; anything
/// but a regular file of a sensible size is refused at once, and nothing is ever written.
@Suite struct ConfigFileLoadingTests {
  private let folder = TemporaryFolder()

  @Test func readsTheFileAndLeavesItAsItWas() throws {
    let path = try folder.write(#"{"theme": "dark"}"#, to: "config.json")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let config = try ConfigFile.load(path, isAsked: false)

    #expect(config?.settings == [.theme: "dark"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func aMissingDefaultFileIsNoConfig() throws {
    try folder.write("not a folder", to: "file")

    #expect(try ConfigFile.load(folder.path + "/tasch/config.json", isAsked: false) == nil)
    #expect(try ConfigFile.load(folder.path + "/file/config.json", isAsked: false) == nil)
  }

  /// A link made to lead to a config file means one: that it leads nowhere is said, never
  /// taken for no config at all, as the state file's link is not.
  @Test(arguments: [false, true])
  func aLinkToNothingIsAProblemEvenWhereTheDefaultFileGoes(isAsked: Bool) throws {
    let link = folder.path + "/config.json"
    try #require(symlink(folder.path + "/moved.json", link) == 0)

    #expect(
      throws: ConfigProblem.unreadable(reason: "it is a symbolic link to a file that is not there")
    ) {
      try ConfigFile.load(link, isAsked: isAsked)
    }
  }

  @Test func aMissingFileAskedForIsAProblem() {
    #expect(throws: ConfigProblem.missing) {
      try ConfigFile.load(folder.path + "/none.json", isAsked: true)
    }
  }

  @Test func aFolderOrAPipeIsRefusedWithoutWaiting() throws {
    let pipe = folder.path + "/pipe.json"
    try #require(mkfifo(pipe, 0o600) == 0)

    #expect(throws: ConfigProblem.notAFile(isNamed: true)) {
      try ConfigFile.load(folder.path, isAsked: true)
    }
    #expect(throws: ConfigProblem.notAFile(isNamed: false)) {
      try ConfigFile.load(pipe, isAsked: false)
    }
  }

  @Test func aFileLargerThanAConfigFileCanBeIsRefused() throws {
    let path = try folder.write(
      "{" + String(repeating: " ", count: ConfigFile.largest) + "}", to: "large.json")

    #expect(throws: ConfigProblem.tooLarge(limit: ConfigFile.largest)) {
      try ConfigFile.load(path, isAsked: true)
    }
  }

  @Test func aProblemInsideTheFileIsItsReadersProblem() throws {
    let path = try folder.write(#"{"theme": 1}"#, to: "config.json")

    #expect(throws: ConfigProblem.wrongKind(key: "theme", expected: .text)) {
      try ConfigFile.load(path, isAsked: false)
    }
  }
}
