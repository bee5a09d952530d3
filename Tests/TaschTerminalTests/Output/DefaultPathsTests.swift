import TaschTerminal
import Testing

@Suite struct DefaultPathsTests {
  @Test func followsXDGDataHome() {
    #expect(
      DefaultPaths.stateFile(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
        == "/data/tasch/state.json")
  }

  @Test func fallsBackToTheHomeFolderForAnUnsetEmptyOrRelativeXDGDataHome() {
    for value in [nil, "", "relative/path"] {
      var environment = ["HOME": "/home/a"]
      environment["XDG_DATA_HOME"] = value
      #expect(
        DefaultPaths.stateFile(environment: environment) == "/home/a/.local/share/tasch/state.json")
    }
  }

  @Test func knowsNoPlaceWithoutAnAbsoluteHome() {
    #expect(DefaultPaths.stateFile(environment: [:]) == nil)
    #expect(DefaultPaths.stateFile(environment: ["HOME": "~"]) == nil)
  }
}
