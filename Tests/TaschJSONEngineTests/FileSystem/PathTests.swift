import Testing

@testable import TaschJSONEngine

@Suite struct PathTests {
  @Test(arguments: [
    ("/a/b/c.json", "/a/b", "c.json"),
    ("c.json", ".", "c.json"),
    ("/c.json", "/", "c.json"),
    ("a/b/", "a", "b"),
  ])
  func splitsFolderAndName(path: String, folder: String, name: String) {
    #expect(Path.folder(of: path) == folder)
    #expect(Path.name(of: path) == name)
  }
}
