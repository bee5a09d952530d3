import Testing

@testable import TaschTerminal

/// The config file's text: settings of their kinds, the shop's keys rebound, and every way it
/// can be wrong named by its key and what the key should be.
@Suite struct ConfigFileTests {
  private static func read(_ text: String) throws(ConfigProblem) -> ConfigFile {
    try ConfigFile.read(Array(text.utf8), path: "/home/ann/.config/tasch/config.json")
  }

  @Test func readsEachSettingAsItsFlagWouldBeGivenIt() throws {
    let config = try Self.read(
      """
      {"store": "sqlite:/srv/shop.db", "shop": "outlet", "user": "ann", "locale": "de_DE",
       "theme": "dark", "no-color": true, "pager": "less -R", "latency": "800ms",
       "fail": "cart=once", "simulation": "flaky", "seed": 42,
       "catalogue": "/srv/bags.json", "state": "/srv/state.json"}
      """)

    #expect(config.path == "/home/ann/.config/tasch/config.json")
    #expect(
      config.settings == [
        .store: "sqlite:/srv/shop.db", .shop: "outlet", .user: "ann", .locale: "de_DE",
        .theme: "dark", .noColor: "true", .pager: "less -R", .latency: "800ms",
        .fail: "cart=once", .simulation: "flaky", .seed: "42", .catalogue: "/srv/bags.json",
        .state: "/srv/state.json",
      ])
    #expect(config.isOn(.noColor) == true)
    #expect(config.keys.isEmpty)
  }

  /// As the API reads its bodies' numbers: `5.0` was refused here, and taken there.
  @Test func aWholeNumberIsOneHoweverItIsWritten() throws {
    for text in ["42", "42.0", "4.2e1", "420E-1"] {
      #expect(try Self.read(#"{"seed": \#(text)}"#).settings[.seed] == "42", "\(text)")
    }
  }

  @Test func anEmptyObjectSetsNothing() throws {
    let config = try Self.read("{}")

    #expect(config.settings.isEmpty)
    #expect(config.isOn(.noColor) == nil)
  }

  @Test func rebindsKeysByActionToAKeyOrAList() throws {
    let config = try Self.read(#"{"keys": {"wishlist": "W", "move-down": ["down", "J"]}}"#)

    #expect(
      config.keys == [.toggleWishList: [.character("W")], .moveDown: [.down, .character("J")]])
    #expect(config.keyMap.action(for: .character("W"), in: .product) == .toggleWishList)
    #expect(config.keyMap.action(for: .character("w"), in: .product) == nil)
  }

  @Test func aKeyNamedTwiceForOneActionCountsOnce() throws {
    let config = try Self.read(
      #"{"keys": {"move-down": ["J", "down", "J"], "wishlist": ["W", "W"]}}"#)

    #expect(
      config.keys == [.moveDown: [.character("J"), .down], .toggleWishList: [.character("W")]])
  }

  @Test(arguments: [
    ("{", ConfigProblem.notJSON(line: 1, column: 2, reason: "expected a key in double quotes")),
    ("[]", .notAnObject),
    (#"{"thme": "dark"}"#, .unknownSetting("thme", suggestion: "theme")),
    (#"{"colour": false}"#, .unknownSetting("colour", suggestion: nil)),
    (#"{"theme": 1}"#, .wrongKind(key: "theme", expected: .text)),
    (#"{"no-color": "yes"}"#, .wrongKind(key: "no-color", expected: .flag)),
    (#"{"seed": "42"}"#, .wrongKind(key: "seed", expected: .wholeNumber)),
    (#"{"seed": 4.2}"#, .wrongKind(key: "seed", expected: .wholeNumber)),
    (#"{"seed": 1.5e0}"#, .wrongKind(key: "seed", expected: .wholeNumber)),
    (#"{"state": "state.json"}"#, .wrongKind(key: "state", expected: .absolutePath)),
    (#"{"catalogue": null}"#, .wrongKind(key: "catalogue", expected: .absolutePath)),
    (#"{"keys": ["W"]}"#, .keysNotAnObject),
    (#"{"keys": {"wishlst": "W"}}"#, .unknownAction("wishlst", suggestion: "wishlist")),
    (#"{"keys": {"back": "b"}}"#, .fixedAction("back")),
    (#"{"keys": {"interrupt": "ctrl-x"}}"#, .fixedAction("interrupt")),
    (#"{"keys": {"sort": 5}}"#, .keysNotKeys(action: "sort")),
    (#"{"keys": {"sort": ["o", 5]}}"#, .keysNotKeys(action: "sort")),
    (#"{"keys": {"sort": []}}"#, .noKeys(action: "sort")),
    (#"{"keys": {"sort": "F5"}}"#, .unknownKey(action: "sort", key: "F5")),
    (
      #"{"keys": {"sort": "ctrl-m"}}"#,
      .keySentAsAnother(action: "sort", key: "ctrl-m", same: "enter")
    ),
    (
      #"{"keys": {"sort": "ctrl-h"}}"#,
      .keySentAsAnother(action: "sort", key: "ctrl-h", same: "backspace")
    ),
    (#"{"keys": {"wishlist": "q"}}"#, .keyCollision(action: "wishlist", key: "q", other: "quit")),
    (
      #"{"keys": {"quit": "ctrl-c"}}"#,
      .keyCollision(action: "quit", key: "ctrl-c", other: "interrupt")
    ),
  ])
  func aWrongFileIsRefusedNamingTheKeyAndWhatItShouldBe(text: String, problem: ConfigProblem) {
    #expect(throws: problem) { try Self.read(text) }
  }

  @Test func theFirstProblemInTheOrderOfTheKeysIsTheOneNamed() {
    #expect(throws: ConfigProblem.wrongKind(key: "locale", expected: .text)) {
      try Self.read(#"{"theme": 1, "seed": "x", "locale": true}"#)
    }
  }

  @Test func keysSwappedBetweenTwoActionsDoNotCollide() throws {
    let config = try Self.read(#"{"keys": {"sort": "i", "in-stock": "s"}}"#)

    #expect(config.keyMap.action(for: .character("i"), in: .home) == .sort)
    #expect(config.keyMap.action(for: .character("s"), in: .home) == .inStockOnly)
  }

  @Test func aKeyFreeWhereTheActionWorksIsNoCollision() throws {
    // `t` picks a failure's kind, on the simulation panel only; sorting is on the home screen.
    let config = try Self.read(#"{"keys": {"sort": "t"}}"#)

    #expect(config.keyMap.action(for: .character("t"), in: .home) == .sort)
    #expect(config.keyMap.action(for: .character("t"), in: .simulation) == .cycleKind)
  }
}
