import TaschPresentation
import Testing

@testable import TaschTerminal

@Suite struct GlobalOptionsTests {
  /// A database store, where `--user` picks a shopper.
  private static let inDatabase = ["--store", "sqlite:/tmp/shop.db"]

  private func resolve(_ arguments: [String], _ environment: [String: String] = ["HOME": "/home/a"])
    throws -> GlobalOptions
  {
    try GlobalOptions.resolve(
      ArgumentParser.parse(arguments, options: GlobalOptions.definitions), environment: environment)
  }

  @Test func everyOptionHasItsDefault() throws {
    let options = try resolve([])

    #expect(options.store == .files(catalogue: nil, state: "/home/a/.local/share/tasch/state.json"))
    #expect(options.shop == nil)
    #expect(options.user == DefaultPaths.loginName(environment: [:]))
    #expect(options.locale == LocaleSettings(textLocale: "en_US", moneyLocale: "en_US"))
    #expect(options.theme == .auto)
    #expect(!options.noColor && !options.json)
    #expect(options.mouse)
    #expect(options.latencySpec == nil && options.failSpec == nil && options.seed == nil)
    #expect(options.simulation == nil)
  }

  @Test func theRulesOfFailAndLatencyGivenTwiceAreAllInForceAndAnotherOptionsLastWins() throws {
    let options = try resolve(
      ["--fail", "cart", "--latency=1s", "--fail=checkout:timeout", "--latency", "rate=2s"]
        + ["--shop", "a", "--shop", "b"],
      ["TASCH_FAIL": "orders"])

    #expect(options.failSpec == "cart,checkout:timeout")
    #expect(options.latencySpec == "1s,rate=2s")
    #expect(options.shop == "b")
  }

  @Test func anEmptyRepeatOfFailOrLatencyLeavesTheEmptyValueTypedForTheSpecToRefuse() throws {
    #expect(try resolve(["--fail", "", "--fail", "cart"]).failSpec == "")
    #expect(try resolve(["--fail", "cart", "--fail="]).failSpec == "")
    #expect(try resolve(["--latency", "1s", "--latency", ""]).latencySpec == "")
  }

  @Test func noMouseLeavesTheMouseToTheTerminalFromTheFlagOrTheVariable() throws {
    #expect(try !resolve(["--no-mouse"]).mouse)
    #expect(try !resolve([], ["TASCH_NO_MOUSE": "1"]).mouse)
    #expect(try resolve([], ["TASCH_NO_MOUSE": ""]).mouse, "empty is unset")
  }

  @Test func everyOptionIsSettableByEnvironment() throws {
    let options = try resolve(
      [],
      [
        "TASCH_CATALOGUE": "/c.json", "TASCH_STATE": "/s.json", "TASCH_LOCALE": "de_DE",
        "TASCH_THEME": "dark", "TASCH_LATENCY": "1s", "TASCH_FAIL": "cart", "TASCH_SEED": "9",
        "TASCH_SHOP": "tasch", "TASCH_USER": "ann",
      ])

    #expect(options.store == .files(catalogue: "/c.json", state: "/s.json"))
    #expect(options.shop == "tasch")
    #expect(options.user == "ann")
    #expect(options.locale.textLocale == "de_DE")
    #expect(options.theme == .dark)
    #expect(options.latencySpec == "1s")
    #expect(options.failSpec == "cart")
    #expect(options.seed == 9)
  }

  @Test func aFlagBeatsTheEnvironment() throws {
    let options = try resolve(
      [
        "--catalogue", "/flag.json", "--theme=plain", "--seed", "1", "--locale", "fr_FR", "--fail",
        "rate",
      ],
      [
        "TASCH_CATALOGUE": "/env.json", "TASCH_THEME": "dark", "TASCH_SEED": "2",
        "TASCH_LOCALE": "de_DE", "TASCH_FAIL": "cart",
      ])

    #expect(options.store == .files(catalogue: "/flag.json", state: nil))
    #expect(options.theme == .plain)
    #expect(options.seed == 1)
    #expect(options.locale.textLocale == "fr_FR")
    #expect(options.failSpec == "rate")
  }

  @Test func emptyVariablesAreUnset() throws {
    let options = try resolve(
      [],
      [
        "TASCH_CATALOGUE": "", "TASCH_STATE": "", "TASCH_STORE": "", "TASCH_THEME": "",
        "TASCH_LOCALE": "", "LANG": "de_DE.UTF-8", "TASCH_LATENCY": "", "TASCH_FAIL": "",
        "TASCH_SEED": "", "TASCH_SIMULATION": "", "HOME": "/h",
      ])

    #expect(options.store == .files(catalogue: nil, state: "/h/.local/share/tasch/state.json"))
    #expect(options.theme == .auto)
    #expect(options.locale.textLocale == "de_DE")
    #expect(options.latencySpec == nil && options.failSpec == nil && options.seed == nil)
    #expect(options.simulation == nil)
  }

  /// A shopper's or a shop's name is never empty: falling back would quietly use someone
  /// else's data, so an empty one is refused from the flag and from the variable alike.
  @Test func anEmptyNameIsAUsageErrorFromTheFlagAndTheVariable() {
    for option in ["user", "shop"] {
      let problem = UsageError.Problem.emptyName(option: "--" + option)
      #expect(throws: UsageError(problem)) { try resolve(["--" + option, ""]) }
      #expect(throws: UsageError(problem)) { try resolve(["--\(option)="]) }
      let variable = "TASCH_" + option.uppercased()
      #expect(throws: UsageError(problem, variable: variable)) {
        try resolve([], ["HOME": "/h", variable: ""])
      }
    }
  }

  /// A name of nothing but white space is as empty; one with a control character could not be
  /// told from another in a list; one written with `e` and an accent is the same as with `é`.
  @Test func aNameIsNeitherBlankNorHoldsAControlCharacterAndIsKeptComposed() throws {
    let blank = UsageError.Problem.blankName(option: "--user")
    #expect(throws: UsageError(blank)) { try resolve(Self.inDatabase + ["--user", " "]) }
    #expect(throws: UsageError(blank, variable: "TASCH_USER")) {
      try resolve([], ["HOME": "/h", "TASCH_USER": " \t"])
    }
    // Not empty, as it was said to be: an accent alone shows as nothing.
    #expect(throws: UsageError(blank)) { try resolve(Self.inDatabase + ["--user", "\u{300}"]) }
    let invisible = UsageError.Problem.invisibleInName(option: "--user")
    #expect(throws: UsageError(invisible)) {
      try resolve(Self.inDatabase + ["--user", "a\u{A0}b"])
    }
    let control = UsageError.Problem.controlInName(option: "--user")
    #expect(throws: UsageError(control)) { try resolve(Self.inDatabase + ["--user", "a\tb"]) }
    #expect(throws: UsageError(control)) { try resolve(Self.inDatabase + ["--user", "a\u{1B}b"]) }
    #expect(
      try resolve(Self.inDatabase + ["--user", "e\u{301}"]).user.unicodeScalars.elementsEqual(
        "\u{E9}".unicodeScalars)
    )
  }

  /// A new name of more than a hundred characters is refused, from the flag and the variable.
  @Test func aNameHasAtMostAHundredCharacters() throws {
    let long = String(repeating: "a", count: 101)
    #expect(throws: UsageError(.longName(option: "--user", limit: 100))) {
      try resolve(Self.inDatabase + ["--user", long])
    }
    #expect(throws: UsageError(.longName(option: "--shop", limit: 100), variable: "TASCH_SHOP")) {
      try resolve([], ["HOME": "/h", "TASCH_SHOP": long])
    }
    #expect(try resolve(Self.inDatabase + ["--user", String(long.dropFirst())]).user.count == 100)
  }

  /// A login name longer than a new name may be is passed over, as one `--user` refuses for
  /// its characters is.
  @Test func aLoginNameTooLongIsPassedOver() throws {
    let long = String(repeating: "a", count: 101)
    #expect(try resolve([], ["HOME": "/h", "USER": long, "LOGNAME": "bea"]).user == "bea")
  }

  /// The white space around a name, which a list cannot show, is not part of it: `ann ` is ann,
  /// from the flag, the variable and the login name alike.
  @Test func theSpacesAroundANameAreNotPartOfIt() throws {
    #expect(try resolve(Self.inDatabase + ["--user", "  ann "]).user == "ann")
    #expect(try resolve([], ["HOME": "/h", "TASCH_USER": " ann  "]).user == "ann")
    #expect(try resolve([], ["HOME": "/h", "USER": " ann"]).user == "ann")
    // A tab is white space too, not a control character in the name.
    #expect(try resolve(Self.inDatabase + ["--user", "ann\t"]).user == "ann")
    #expect(try resolve(Self.inDatabase + ["--shop", "\ttasch\n"]).shop == "tasch")
    #expect(try resolve([], ["HOME": "/h", "USER": "ann\t"]).user == "ann")
    #expect(try resolve(["--shop", " outlet "]).shop == "outlet")
  }

  /// A login name of nothing but white space is no login name: the next source is asked.
  @Test func aBlankLoginNameIsPassedOver() {
    #expect(
      DefaultPaths.loginNameVariable(environment: ["USER": " ", "LOGNAME": "bea"]) == "LOGNAME")
    #expect(DefaultPaths.loginNameVariable(environment: ["USER": " "]) == nil)
  }

  /// A login name holding a control character or one that shows as nothing is passed over as
  /// a blank one is: `--user` and `TASCH_USER` refuse it, and a list could not tell it apart.
  @Test(arguments: ["ann\u{1B}[31m", "\u{202E}nna", "an\u{200B}n", "a\tb"])
  func aLoginNameAListCouldNotShowIsPassedOver(_ name: String) throws {
    #expect(
      DefaultPaths.loginNameVariable(environment: ["USER": name, "LOGNAME": "bea"]) == "LOGNAME")
    #expect(DefaultPaths.loginNameVariable(environment: ["LOGNAME": name]) == nil)
    #expect(try resolve([], ["HOME": "/h", "USER": name, "LOGNAME": "bea"]).user == "bea")
  }

  /// Every other option given an empty value on the command line is refused too.
  @Test(arguments: [
    ["--store", ""], ["--locale", ""], ["--theme", ""], ["--seed", ""], ["--state", ""],
    ["--catalogue="],
  ])
  func anEmptyFlagValueIsAUsageError(arguments: [String]) {
    #expect(throws: UsageError.self) { try resolve(arguments) }
  }

  @Test func badValuesAreUsageErrorsNamingTheirVariable() {
    #expect(
      throws: UsageError(
        .badChoice(
          option: "--theme", value: "drak", choices: ["auto", "light", "dark", "plain"],
          suggestion: "dark"),
        variable: "TASCH_THEME")
    ) { try resolve([], ["TASCH_THEME": "drak"]) }
    #expect(throws: UsageError(.badSeed("-1"), variable: "TASCH_SEED")) {
      try resolve([], ["TASCH_SEED": "-1"])
    }
    #expect(throws: UsageError(.badSeed("x"))) { try resolve(["--seed", "x"]) }
    #expect(throws: UsageError(.badSeed("+5"))) { try resolve(["--seed", "+5"]) }
    #expect(throws: UsageError(.badSeed("+0"), variable: "TASCH_SEED")) {
      try resolve([], ["TASCH_SEED": "+0"])
    }
    #expect(throws: UsageError(.badLocale("de DE"))) { try resolve(["--locale", "de DE"]) }
    #expect(throws: UsageError(.badLocale("aaaaaaaaaaaa"), variable: "TASCH_LOCALE")) {
      try resolve([], ["TASCH_LOCALE": "aaaaaaaaaaaa"])
    }
  }

  /// Found by attack: `--locale "  de_DE "` was refused, where spaces around a name, a spec or
  /// a seed are not part of it.
  @Test func aLocaleIsReadWithoutTheSpacesAroundIt() throws {
    #expect(try resolve(["--locale", "  de_DE "]).locale.textLocale == "de_DE")
    #expect(try resolve([], ["TASCH_LOCALE": "fr_FR "]).locale.moneyLocale == "fr_FR")
    #expect(throws: UsageError(.badLocale(" "))) { try resolve(["--locale", " "]) }
  }

  /// Spaces around a seed are not part of it, as around a spec's rules; inside, they are.
  @Test func aSeedIsReadWithoutTheSpacesAroundIt() throws {
    #expect(try resolve(["--seed", " 5 "]).seed == 5)
    #expect(try resolve([], ["TASCH_SEED": "7 "]).seed == 7)
    #expect(throws: UsageError(.badSeed("5 6"))) { try resolve(["--seed", "5 6"]) }
    #expect(throws: UsageError(.badSeed(" "))) { try resolve(["--seed", " "]) }
    #expect(throws: UsageError(.badSeed("\t5"))) { try resolve(["--seed", "\t5"]) }
  }

  @Test func theLocaleFlagBeatsABadVariableAndOtherVariablesAreSkipped() throws {
    let options = try resolve(
      ["--locale", "ja_JP"], ["TASCH_LOCALE": "aaaaaaaaaaaa", "LANG": "aaaaaaaaaaaa"])
    let fromLang = try resolve([], ["LANG": "aaaaaaaaaaaa", "LC_ALL": "aaaaaaaaaaaa_DE"])

    #expect(options.locale.textLocale == "ja_JP")
    #expect(fromLang.locale == LocaleSettings(textLocale: "en_US", moneyLocale: "en_US"))
  }

  @Test func noHomeMeansNoStatePath() throws {
    #expect(try resolve([], [:]).store == .files(catalogue: nil, state: nil))
  }

  /// `--user` on the JSON files is refused, where it was taken without a word.
  ///
  /// Found by an attack: the files' one shopper's data was shown as if it were bob's. The
  /// variable and the config file's setting, there for the databases the same shell uses, are
  /// left alone.
  @Test func aUserOnTheJSONFilesIsAUsageError() throws {
    #expect(throws: UsageError(.optionConflict(.userWithFiles))) { try resolve(["--user", "bob"]) }
    #expect(throws: UsageError(.optionConflict(.userWithFiles))) {
      try resolve(["--catalogue", "/tmp/c.json", "--user", "bob"])
    }
    #expect(try resolve([], ["HOME": "/h", "TASCH_USER": "eve"]).user == "eve")
  }

  @Test func theLoginNameIsTheShopperUnlessOneIsGiven() throws {
    #expect(try resolve([], ["HOME": "/h", "USER": "bea"]).user == "bea")
    #expect(try resolve([], ["HOME": "/h", "LOGNAME": "cy"]).user == "cy")
    #expect(try resolve([], ["HOME": "/h", "USER": "", "LOGNAME": "cy"]).user == "cy")
    #expect(
      try resolve(Self.inDatabase + ["--user", "dee"], ["HOME": "/h", "USER": "bea"]).user == "dee")
    #expect(try resolve([], ["HOME": "/h", "TASCH_USER": "eve", "USER": "bea"]).user == "eve")
  }

  @Test func aDatabaseStoreIsNamedByItsURL() throws {
    #expect(try resolve(["--store", "sqlite:/tmp/shop.db"]).store == .sqlite(path: "/tmp/shop.db"))
    #expect(
      try resolve(["--store", "postgresql://localhost/tasch"]).store
        == .postgreSQL(url: "postgresql://localhost/tasch"))
    #expect(
      try resolve([], ["HOME": "/h", "TASCH_STORE": "postgres://db/shop"]).store
        == .postgreSQL(url: "postgres://db/shop"))
  }

  @Test func badStoresAndPathsAreUsageErrors() {
    #expect(throws: UsageError(.badStore("mysql://x"))) { try resolve(["--store", "mysql://x"]) }
    #expect(throws: UsageError(.badStore("sqlite:"))) { try resolve(["--store", "sqlite:"]) }
    // Not the file //z.db at the root, as a URI's form would have it read.
    #expect(throws: UsageError(.badStore("sqlite://z.db"))) {
      try resolve(["--store", "sqlite://z.db"])
    }
    #expect(throws: UsageError(.optionConflict(.catalogueWithStore))) {
      try resolve(["--store", "sqlite:/s.db", "--catalogue", "/c.json"])
    }
    #expect(throws: UsageError(.emptyPath(option: "--state"))) { try resolve(["--state", ""]) }
    #expect(throws: UsageError(.emptyPath(option: "--catalogue"))) {
      try resolve(["--catalogue="])
    }
  }
}
