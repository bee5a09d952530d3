import Testing

@testable import TaschTerminal

@Suite struct RawProcessInputTests {
  private let invalid: [UInt8] = Array("st".utf8) + [0xFF] + Array(".json".utf8)

  private func input(_ arguments: [[UInt8]], environment: [String: [UInt8]] = [:])
    -> RawProcessInput
  {
    RawProcessInput(
      arguments: arguments,
      environment: environment.map { Array("\($0.key)=".utf8) + $0.value })
  }

  private func text(_ words: String...) -> [[UInt8]] {
    words.map { Array($0.utf8) }
  }

  @Test func acceptsTextThatIsAllUTF8() {
    let valid = input(
      text("products", "--search", "Sac à dos", "--state=/tmp/旅行.json"),
      environment: ["HOME": Array("/home/über".utf8)])

    #expect(valid.firstInvalidText() == nil)
  }

  @Test func namesTheOptionWhoseSeparateValueIsNotUTF8() {
    #expect(
      input(text("rate", "1", "3", "--state") + [invalid]).firstInvalidText()
        == .optionValue("--state"))
    #expect(
      input(text("products", "--catalogue") + [invalid]).firstInvalidText()
        == .optionValue("--catalogue"))
    #expect(
      input(text("products", "--search") + [invalid]).firstInvalidText()
        == .optionValue("--search"))
  }

  @Test func namesTheOptionWhoseAttachedValueIsNotUTF8() {
    #expect(
      input(text("products") + [Array("--state=".utf8) + invalid]).firstInvalidText()
        == .optionValue("--state"))
  }

  @Test func countsAnyOtherArgumentByItsPosition() {
    #expect(input(text("product") + [invalid]).firstInvalidText() == .argument(2))
    #expect(input(text("--json") + [invalid]).firstInvalidText() == .argument(2))
    #expect(input(text("--", "--state") + [invalid]).firstInvalidText() == .argument(3))
    // An option's name is only ever one of tasch's own, never text from the argument.
    #expect(input([Array("--\u{1B}[31m=".utf8) + invalid]).firstInvalidText() == .argument(1))
  }

  @Test func namesAVariableTaschReads() {
    for name in [
      "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "TASCH_STATE", "TASCH_CATALOGUE", "TASCH_LOCALE",
      "TASCH_USER",
    ] {
      #expect(input([], environment: [name: invalid]).firstInvalidText() == .variable(name))
    }
  }

  /// A system locale or login name that is not UTF-8 spells none: passed over, as one that is
  /// not a locale or a shopper's name is, and taken out of the environment tasch reads.
  @Test func passesOverALocaleOrLoginNameThatIsNotUTF8() {
    for name in ["LANG", "LC_ALL", "LC_MESSAGES", "LC_MONETARY", "USER", "LOGNAME"] {
      let given = input([], environment: [name: invalid, "HOME": Array("/h".utf8)])

      #expect(given.firstInvalidText() == nil)
      #expect(
        given.passingOverTextNotInUTF8([name: "st\u{FFFD}.json", "HOME": "/h"]) == ["HOME": "/h"])
    }
  }

  @Test func keepsALocaleOrLoginNameInUTF8() {
    let given = input([], environment: ["USER": Array("bea".utf8), "LANG": Array("de_DE".utf8)])
    let environment = ["USER": "bea", "LANG": "de_DE"]

    #expect(given.passingOverTextNotInUTF8(environment) == environment)
  }

  @Test func ignoresVariablesTaschNeverReads() {
    let other = input(
      [],
      environment: [
        "EDITOR": invalid, "OLDPWD": invalid, "\u{FF}": Array("x".utf8), "TERM": invalid,
        "NO_COLOR": invalid,
      ])

    #expect(other.firstInvalidText() == nil)
  }

  @Test(arguments: [
    "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "TASCH_CACHE",
  ])
  func readsEveryFolderVariable(variable: String) {
    #expect(RawProcessInput.mustBeUTF8(variable))
  }

  /// A flag's variable (`NO_COLOR`) is set or not: read as best it can be, it says the same.
  @Test func readsTheVariableOfEveryGlobalOptionWithAValue() {
    let variables = GlobalOptions.definitions.filter { $0.valueName != nil }.compactMap(
      \.environment)
    #expect(!variables.isEmpty)
    for variable in variables {
      #expect(RawProcessInput.mustBeUTF8(variable), "\(variable)")
    }
  }

  @Test func theArgumentsComeFirst() {
    let both = input(text("--state") + [invalid], environment: ["HOME": invalid])

    #expect(both.firstInvalidText() == .optionValue("--state"))
  }

  @Test func refusesAsAUsageErrorThatNamesWhereTheTextCameFrom() {
    let refusal = InvalidText.optionValue("--state").refusal(in: .english)

    #expect(refusal.status == .usage)
    #expect(refusal.code == "usage")
    #expect(refusal.message.hasPrefix("the value of --state is not valid UTF-8: "))
    #expect(
      InvalidText.argument(2).refusal(in: .english).message.hasPrefix(
        "argument 2 is not valid UTF-8"))
    #expect(
      InvalidText.variable("HOME").refusal(in: .english).message.hasPrefix(
        "the environment variable HOME is not valid UTF-8"))
  }

  /// Found by attack: a refusal was in English whatever language the shopper reads.
  @Test func refusesInTheWordsOfTheLocaleTheCommandLineOrTheEnvironmentNames() {
    let german = StartupRefusal.localization(arguments: [], environment: ["LANG": "de_DE.UTF-8"])
    let japanese = StartupRefusal.localization(
      arguments: ["--locale", "fr_FR", "products", "--locale=ja_JP"],
      environment: ["LANG": "de_DE.UTF-8"])
    let refusal = InvalidText.variable("HOME").refusal(in: german)

    #expect(refusal.message.hasPrefix("die Umgebungsvariable HOME ist kein gültiges UTF-8: "))
    #expect(refusal.recovery.hasPrefix("Verwende UTF-8: "))
    #expect(
      InvalidText.argument(2).refusal(in: japanese).message.hasPrefix("引数 2 は正しい UTF-8 では"))
  }

  @Test func knowsWhetherJSONWasAskedFor() {
    #expect(input(text("cart", "--json") + [invalid]).wantsJSON)
    #expect(!input(text("cart", "--jsonx")).wantsJSON)
    #expect(!input(text("wishlist", "add", "3", "--", "--json")).wantsJSON)
    #expect(!input(text("products", "--search", "--json")).wantsJSON)
    #expect(input(text("products", "--search=x", "--json")).wantsJSON)
    #expect(input(text("-y", "checkout", "--json")).wantsJSON)
    #expect(!input(text("products", "-json")).wantsJSON, "refused as an option, not --json")
  }

  @Test func readsThisProcesssOwnInput() {
    let current = RawProcessInput.current()

    #expect(current.arguments.count == CommandLine.arguments.count - 1)
    #expect(!current.environment.isEmpty)
  }
}
