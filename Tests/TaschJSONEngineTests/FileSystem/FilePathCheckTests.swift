import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct FilePathCheckTests {
  private let folder = TemporaryFolder()

  @Test(arguments: ["state.json", "/tmp/tasch/state.json", "./a/b.json", "..json", "a/...json"])
  func acceptsAPathThatCanNameAFile(path: String) {
    #expect(FilePathCheck.problem(with: path) == nil)
  }

  @Test(arguments: [
    ("", "the path is empty"),
    ("state\u{0}.json", "the path contains a NUL character"),
    ("tasch/", "the path ends in \"/\", so it names a folder, not a file"),
    ("/", "the path ends in \"/\", so it names a folder, not a file"),
    (".", "the path ends in \".\", so it names a folder, not a file"),
    ("a/..", "the path ends in \"..\", so it names a folder, not a file"),
  ])
  func refusesAPathThatCannotNameAFile(path: String, problem: String) {
    #expect(FilePathCheck.problem(with: path) == problem)
  }

  @Test func refusesAPathLongerThanTheSystemAccepts() {
    let longest = String(repeating: "a/", count: 2_047) + "b"

    #expect(FilePathCheck.problem(with: longest) == nil)
    #expect(
      FilePathCheck.problem(with: longest + "c")
        == "the path is longer than 4095 bytes, the most the system accepts")
  }

  @Test func refusesAnExistingFolder() throws {
    try folder.write("x", to: "state.json/inside")

    #expect(FilePathCheck.problem(with: folder.file("state.json")) == "it is a folder, not a file")
  }
}
