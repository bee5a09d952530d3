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

  /// A default place under an XDG base folder, else in the home folder.
  enum Place: CaseIterable {
    /// The state file, under `XDG_DATA_HOME`.
    case stateFile
    /// The folder of indexes, under `XDG_CACHE_HOME`.
    case indexCache

    /// The variable naming its XDG base folder.
    var variable: String { self == .stateFile ? "XDG_DATA_HOME" : "XDG_CACHE_HOME" }
    /// Where it is when that variable is `/xdg`.
    var underXDG: String { self == .stateFile ? "/xdg/tasch/state.json" : "/xdg/tasch" }
    /// Where it is in the home folder `/home/a`.
    var inHome: String {
      self == .stateFile ? "/home/a/.local/share/tasch/state.json" : "/home/a/.cache/tasch"
    }

    /// Where it is in `environment`.
    func path(in environment: [String: String]) -> String? {
      switch self {
      case .stateFile: DefaultPaths.stateFile(environment: environment)
      case .indexCache: DefaultPaths.indexCache(environment: environment)
      }
    }
  }

  @Test(arguments: Place.allCases)
  func followsItsXDGBaseFolder(place: Place) {
    #expect(place.path(in: home(with: place.variable, "/xdg")) == place.underXDG)
  }

  @Test(arguments: Place.allCases, [nil, "", "relative/path"] as [String?])
  func fallsBackToTheHomeFolderForAnUnsetEmptyOrRelativeXDGBaseFolder(
    place: Place, value: String?
  ) {
    #expect(place.path(in: home(with: place.variable, value)) == place.inHome)
  }

  @Test func knowsNoPlaceWithoutAnAbsoluteHome() {
    #expect(DefaultPaths.stateFile(environment: [:]) == nil)
    #expect(DefaultPaths.stateFile(environment: ["HOME": "~"]) == nil)
    #expect(DefaultPaths.indexCache(environment: [:]) == nil)
    #expect(DefaultPaths.indexCache(environment: ["HOME": "~"]) == nil)
  }

  // MARK: - Index cache

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
