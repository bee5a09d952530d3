import Glibc
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
    #expect(DefaultPaths.indexCache(environment: [:]) == nil)
    #expect(DefaultPaths.indexCache(environment: ["HOME": "~"]) == nil)
  }

  // MARK: - Index cache

  @Test func keepsIndexesUnderXDGCacheHome() {
    #expect(
      DefaultPaths.indexCache(environment: ["XDG_CACHE_HOME": "/cache", "HOME": "/home/a"])
        == "/cache/tasch")
  }

  @Test func fallsBackToTheHomeFoldersCacheForAnUnsetEmptyOrRelativeXDGCacheHome() {
    for value in [nil, "", "relative/path"] {
      var environment = ["HOME": "/home/a"]
      environment["XDG_CACHE_HOME"] = value
      #expect(DefaultPaths.indexCache(environment: environment) == "/home/a/.cache/tasch")
    }
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
