import TaschPresentation
import Testing

@testable import TaschTerminal

/// Where each setting comes from: a flag, then the environment, then the config file, then the
/// default; and what is said of a config file's value its option refuses.
@Suite struct SettingSourcesTests {
  private static let file = "/home/a/.config/tasch/config.json"

  private func resolve(
    _ arguments: [String], _ environment: [String: String] = [:], config text: String
  ) throws -> GlobalOptions {
    let config = try ConfigFile.read(Array(text.utf8), path: Self.file)
    return try GlobalOptions.resolve(
      ArgumentParser.parse(arguments, options: GlobalOptions.definitions),
      environment: ["HOME": "/home/a"].merging(environment) { _, new in new }, config: config)
  }

  @Test func theConfigFileGivesEveryDefault() throws {
    let options = try resolve(
      [],
      config: """
        {"catalogue": "/srv/bags.json", "state": "/srv/state.json", "shop": "outlet",
         "user": "ann", "locale": "de_DE", "theme": "dark", "no-color": true, "no-mouse": true,
         "pager": "more", "latency": "1s", "fail": "cart", "simulation": "flaky", "seed": 7}
        """)

    #expect(options.store == .files(catalogue: "/srv/bags.json", state: "/srv/state.json"))
    #expect(options.shop == "outlet")
    #expect(options.user == "ann")
    #expect(options.locale.textLocale == "de_DE")
    #expect(options.theme == .dark)
    #expect(options.noColor)
    #expect(!options.mouse)
    #expect(options.pager == "more")
    #expect(options.latencySpec == "1s")
    #expect(options.failSpec == "cart")
    #expect(options.simulation == "flaky")
    #expect(options.seed == 7)
    #expect(Set(options.origins.values) == [.configFile(Self.file)])
    #expect(options.origins.count == ConfigSetting.allCases.count - 1, "all but the store")
  }

  @Test func aFlagBeatsTheEnvironmentWhichBeatsTheConfigFile() throws {
    let config = #"{"theme": "dark", "seed": 7, "user": "ann"}"#

    let options = try resolve(
      ["--theme", "plain"], ["TASCH_THEME": "light", "TASCH_SEED": "8"], config: config)

    #expect(options.theme == .plain)
    #expect(options.seed == 8)
    #expect(options.user == "ann")
    #expect(options.origins[.theme] == .flag("--theme"))
    #expect(options.origins[.seed] == .environment("TASCH_SEED"))
    #expect(options.origins[.user] == .configFile(Self.file))
    #expect(options.origins[.fail] == nil, "the default")
  }

  /// Of a catalogue and a database store, the one given where a setting weighs more is in force.
  ///
  /// Both say where the shop is, and the other is not said to be in force. Both were refused,
  /// so a config file naming a database left `--catalogue` no way to look at a file.
  @Test func aCatalogueAndAStoreGivenInDifferentPlacesLeaveTheWeightierInForce() throws {
    let databaseInConfig = #"{"store": "sqlite:/srv/shop.db", "shop": "outlet"}"#
    let catalogueInConfig = #"{"catalogue": "/srv/bags.json"}"#

    let file = try resolve(["--catalogue", "/c.json"], config: databaseInConfig)
    let database = try resolve([], ["TASCH_STORE": "sqlite:/s.db"], config: catalogueInConfig)
    let flagged = try resolve(
      ["--store", "sqlite:/f.db"], ["TASCH_CATALOGUE": "/c.json"], config: "{}")

    #expect(
      file.store == .files(catalogue: "/c.json", state: "/home/a/.local/share/tasch/state.json"))
    #expect(file.origins[.catalogue] == .flag("--catalogue"))
    #expect(file.origins[.store] == nil)
    #expect(file.shop == nil, "the database's shop, not the file's")
    #expect(
      try resolve(["--catalogue", "/c.json", "--shop", "bags"], config: databaseInConfig).shop
        == "bags")
    #expect(database.store == .sqlite(path: "/s.db"))
    #expect(database.origins[.catalogue] == nil)
    #expect(flagged.store == .sqlite(path: "/f.db"))
    #expect(throws: UsageError(.optionConflict(.catalogueWithStore))) {
      try resolve(["--store", "sqlite:/s.db", "--catalogue", "/c.json"], config: "{}")
    }
  }

  /// Found by attack: a catalogue and a store given in one variable each, or in one config
  /// file, were refused as `--catalogue`, which nobody had typed.
  @Test func aCatalogueAndAStoreGivenInOnePlaceAreRefusedWhereTheyWereGiven() throws {
    #expect(
      throws: UsageError(.optionConflict(.catalogueWithStore), variable: "TASCH_CATALOGUE")
    ) {
      try resolve([], ["TASCH_STORE": "sqlite:/s.db", "TASCH_CATALOGUE": "/c.json"], config: "{}")
    }
    #expect {
      try resolve([], config: #"{"store": "sqlite:/s.db", "catalogue": "/c.json"}"#)
    } throws: { error in
      guard
        case .badConfig(_, .badValue("catalogue", .optionConflict(.catalogueWithStore))) =
          (error as? UsageError)?.problem
      else { return false }
      return true
    }
  }

  /// `--state` and a database store weigh against each other as a catalogue and a store do.
  ///
  /// `--state` beside a database store was dropped without a word, and the database's data
  /// shown as if it were that file's. `TASCH_STATE`, set for every shell, says nothing of the
  /// database the same shell uses.
  @Test func aStateFileAndAStoreGivenInDifferentPlacesLeaveTheWeightierInForce() throws {
    let databaseInConfig = #"{"store": "sqlite:/srv/shop.db"}"#

    let file = try resolve(["--state", "/s.json"], config: databaseInConfig)
    let database = try resolve(
      ["--store", "sqlite:/f.db"], ["TASCH_STATE": "/s.json"], config: "{}")

    #expect(file.store == .files(catalogue: nil, state: "/s.json"))
    #expect(file.origins[.store] == nil)
    #expect(database.store == .sqlite(path: "/f.db"))
    #expect(database.origins[.state] == nil)
    #expect(throws: UsageError(.optionConflict(.stateWithStore))) {
      try resolve(["--store", "sqlite:/f.db", "--state", "/s.json"], config: "{}")
    }
    let bothInTheEnvironment = try resolve(
      [], ["TASCH_STORE": "sqlite:/e.db", "TASCH_STATE": "/s.json"], config: "{}")
    #expect(bothInTheEnvironment.store == .sqlite(path: "/e.db"))
  }

  /// `LANG`, `LC_ALL` and `PAGER` speak for every program; the config file speaks for tasch,
  /// and comes before them, as git's `core.pager` comes before `PAGER`.
  @Test func theConfigFileComesBeforeTheSystemsOwnLocaleAndPager() throws {
    let config = #"{"locale": "ja_JP", "pager": "most"}"#

    let options = try resolve([], ["LANG": "de_DE.UTF-8", "PAGER": "more"], config: config)
    let overridden = try resolve(
      [], ["TASCH_LOCALE": "fr_FR", "TASCH_PAGER": "less"], config: config)
    let withoutConfig = try resolve([], ["LANG": "de_DE.UTF-8", "PAGER": "more"], config: "{}")

    #expect(options.locale.textLocale == "ja_JP")
    #expect(options.pager == "most")
    #expect(overridden.locale.textLocale == "fr_FR")
    #expect(overridden.pager == "less")
    #expect(withoutConfig.origins[.locale] == .environment("LANG"))
    #expect(withoutConfig.origins[.pager] == .environment("PAGER"))
  }

  @Test func noPagerBeatsEveryPager() throws {
    let options = try resolve(
      ["--no-pager"], ["TASCH_PAGER": "less"], config: #"{"pager": "most"}"#)

    #expect(options.pager == "")
    #expect(options.origins[.pager] == .flag("--no-pager"))
  }

  @Test func noColorComesFromTheFlagTheVariableOrTheConfigFile() throws {
    let off = #"{"no-color": false}"#

    #expect(try resolve(["--no-color"], config: off).noColor)
    #expect(try resolve([], ["NO_COLOR": "1"], config: off).noColor)
    #expect(try !resolve([], config: off).noColor)
    #expect(try resolve([], config: off).origins[.noColor] == .configFile(Self.file))
  }

  @Test func theConfigFilesKeysReachTheShop() throws {
    let options = try resolve([], config: #"{"keys": {"quit": "Q"}}"#)

    #expect(options.keys.action(for: .character("Q"), in: .home) == .quit)
  }

  @Test(arguments: [
    (#"{"theme": "pink"}"#, "theme"), (#"{"locale": "nowhere_at_all"}"#, "locale"),
    (#"{"seed": -1}"#, "seed"), (#"{"user": ""}"#, "user"), (#"{"store": "mysql://x"}"#, "store"),
  ])
  func aValueItsOptionRefusesNamesTheFileAndTheKey(config: String, key: String) {
    do {
      _ = try resolve([], config: config)
      Issue.record("\(config) was taken")
    } catch let error as UsageError {
      guard case .badConfig(let file, .badValue(let named, _)) = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(file == Self.file)
      #expect(named == key)
    } catch {
      Issue.record("\(error)")
    }
  }
}
