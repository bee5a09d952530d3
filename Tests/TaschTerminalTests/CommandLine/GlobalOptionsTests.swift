import TaschPresentation
import Testing

@testable import TaschTerminal

@Suite struct GlobalOptionsTests {
  private func resolve(_ arguments: [String], _ environment: [String: String] = ["HOME": "/home/a"])
    throws -> GlobalOptions
  {
    try GlobalOptions.resolve(
      ArgumentParser.parse(arguments, options: GlobalOptions.definitions), environment: environment)
  }

  @Test func everyOptionHasItsDefault() throws {
    let options = try resolve([])

    #expect(options.cataloguePath == nil)
    #expect(options.statePath == "/home/a/.local/share/tasch/state.json")
    #expect(options.locale == LocaleSettings(textLocale: "en_US", moneyLocale: "en_US"))
    #expect(options.theme == .light)
    #expect(!options.noColor && !options.json)
    #expect(options.latencySpec == nil && options.failSpec == nil && options.seed == nil)
  }

  @Test func everyOptionIsSettableByEnvironment() throws {
    let options = try resolve(
      [],
      [
        "TASCH_CATALOGUE": "/c.json", "TASCH_STATE": "/s.json", "TASCH_LOCALE": "de_DE",
        "TASCH_THEME": "dark", "TASCH_LATENCY": "1s", "TASCH_FAIL": "cart", "TASCH_SEED": "9",
      ])

    #expect(options.cataloguePath == "/c.json")
    #expect(options.statePath == "/s.json")
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

    #expect(options.cataloguePath == "/flag.json")
    #expect(options.theme == .plain)
    #expect(options.seed == 1)
    #expect(options.locale.textLocale == "fr_FR")
    #expect(options.failSpec == "rate")
  }

  @Test func emptyVariablesAreUnset() throws {
    let options = try resolve([], ["TASCH_CATALOGUE": "", "TASCH_THEME": "", "HOME": "/h"])

    #expect(options.cataloguePath == nil)
    #expect(options.theme == .light)
  }

  @Test func badValuesAreUsageErrorsNamingTheirVariable() {
    #expect(
      throws: UsageError(
        .badChoice(
          option: "--theme", value: "drak", choices: ["light", "dark", "plain"], suggestion: "dark"),
        variable: "TASCH_THEME")
    ) { try resolve([], ["TASCH_THEME": "drak"]) }
    #expect(throws: UsageError(.badSeed("-1"), variable: "TASCH_SEED")) {
      try resolve([], ["TASCH_SEED": "-1"])
    }
    #expect(throws: UsageError(.badSeed("x"))) { try resolve(["--seed", "x"]) }
    #expect(throws: UsageError(.badLocale("de DE"))) { try resolve(["--locale", "de DE"]) }
    #expect(throws: UsageError(.badLocale("aaaaaaaaaaaa"), variable: "TASCH_LOCALE")) {
      try resolve([], ["TASCH_LOCALE": "aaaaaaaaaaaa"])
    }
  }

  @Test func theLocaleFlagBeatsABadVariableAndOtherVariablesAreSkipped() throws {
    let options = try resolve(
      ["--locale", "ja_JP"], ["TASCH_LOCALE": "aaaaaaaaaaaa", "LANG": "aaaaaaaaaaaa"])
    let fromLang = try resolve([], ["LANG": "aaaaaaaaaaaa", "LC_ALL": "aaaaaaaaaaaa_DE"])

    #expect(options.locale.textLocale == "ja_JP")
    #expect(fromLang.locale == LocaleSettings(textLocale: "en_US", moneyLocale: "en_US"))
  }

  @Test func noHomeMeansNoStatePath() throws {
    #expect(try resolve([], [:]).statePath == nil)
  }
}
