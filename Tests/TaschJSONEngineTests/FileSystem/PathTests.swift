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

  @Test(arguments: [
    ("real.json", "/a/b", "/a/b/real.json"),
    ("../real.json", "links", "links/../real.json"),
    ("/abs/real.json", "/a", "/abs/real.json"),
    ("real.json", "/", "/real.json"),
  ])
  func resolvesALinkTargetFromItsFolder(target: String, folder: String, resolved: String) {
    #expect(Path.resolve(target, in: folder) == resolved)
  }
}
