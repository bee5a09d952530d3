import Glibc
import TaschTerminal
import Testing

@Suite struct DefaultPathsTests {
  /// The environment of a user whose home is `/home/a`, with `variable` set to `value`, or
  /// unset when it is `nil`.
  private func home(with variable: String, _ value: String?) -> [String: String] {
    var environment = ["HOME": "/home/a"]
    environment[variable] = value
    return environment
  }

  @Test func followsXDGDataHome() {
    #expect(
      DefaultPaths.stateFile(environment: home(with: "XDG_DATA_HOME", "/data"))
        == "/data/tasch/state.json")
  }

  @Test(arguments: [nil, "", "relative/path"] as [String?])
  func fallsBackToTheHomeFolderForAnUnsetEmptyOrRelativeXDGDataHome(value: String?) {
    #expect(
      DefaultPaths.stateFile(environment: home(with: "XDG_DATA_HOME", value))
        == "/home/a/.local/share/tasch/state.json")
  }

  @Test func knowsNoPlaceWithoutAnAbsoluteHome() {
    #expect(DefaultPaths.stateFile(environment: [:]) == nil)
    #expect(DefaultPaths.stateFile(environment: ["HOME": "~"]) == nil)
    #expect(DefaultPaths.indexCache(environment: [:]) == nil)
    #expect(DefaultPaths.indexCache(environment: ["HOME": "~"]) == nil)
  }

  // MARK: - Index cache

  @Test func keepsIndexesUnderXDGCacheHome() {
    #expect(
      DefaultPaths.indexCache(environment: home(with: "XDG_CACHE_HOME", "/cache"))
        == "/cache/tasch")
  }

  @Test(arguments: [nil, "", "relative/path"] as [String?])
  func fallsBackToTheHomeFoldersCacheForAnUnsetEmptyOrRelativeXDGCacheHome(value: String?) {
    #expect(
      DefaultPaths.indexCache(environment: home(with: "XDG_CACHE_HOME", value))
        == "/home/a/.cache/tasch")
  }

  @Test func keepsNoIndexWhenTheCacheIsOff() {
    let environment = ["TASCH_CACHE": "off", "XDG_CACHE_HOME": "/cache", "HOME": "/home/a"]

    #expect(DefaultPaths.indexCache(environment: environment) == nil)
  }

  // MARK: - Login name

  @Test func theLoginNameComesFromUserThenLogname() {
    #expect(DefaultPaths.loginName(environment: ["USER": "bea", "LOGNAME": "cy"]) == "bea")
    #expect(DefaultPaths.loginName(environment: ["USER": "", "LOGNAME": "cy"]) == "cy")
  }

  /// Without either, each user ID is a shopper of its own: its account's name, or its number
  /// when no account names it.
  @Test func withoutEitherItIsTheUserIDsAccountName() {
    #expect(DefaultPaths.loginName(environment: [:], userID: 0) == "root")
    #expect(DefaultPaths.loginName(environment: ["LOGNAME": ""], userID: 0) == "root")
    #expect(DefaultPaths.loginName(environment: [:], userID: 4_000_000_123) == "uid-4000000123")
    #expect(
      DefaultPaths.loginName(environment: [:])
        == UserAccount.name(of: getuid()) ?? "uid-\(getuid())")
  }
}
