import Foundation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The config file around every command: its defaults reach the shop, its words the messages,
/// and a wrong file stops everything with a usage error naming it, the file untouched.
@MainActor
@Suite struct TaschCommandLineConfigTests {
  private let home = ConfigHome()
  private var harness: CommandLineHarness { home.harness }

  @Test func theConfigFilesDefaultsReachTheShopUnderTheFlags() async throws {
    try home.writeConfig(#"{"theme": "plain", "user": "ann", "latency": "1s"}"#)

    let result = await harness.run("products", "--store", "sqlite:/nowhere/x.db", "--user", "bob")

    let options = try #require(result.invocation?.options)
    #expect(options.theme == .plain)
    #expect(options.user == "bob")
    #expect(options.latencySpec == "1s")
  }

  @Test func theConfigFilesLocaleSpeaksInUsageErrors() async throws {
    try home.writeConfig(#"{"locale": "de_DE"}"#)

    let result = await harness.run("prodcts")

    #expect(result.errors.hasPrefix("tasch: unbekannter Befehl „prodcts“"))
  }

  @Test(arguments: [
    (
      "en_US", #"{"theme": "pink"}"#,
      "the config file FILE cannot be used: “theme”: “pink” is not a choice for --theme: use auto, light, dark, plain"
    ),
    (
      "en_US", #"{"seed": "42"}"#,
      "the config file FILE cannot be used: “seed” should be a whole number"
    ),
    (
      "en_US", #"{"keys": {"wishlist": "q"}}"#,
      "the config file FILE cannot be used: “keys.wishlist”: “q” already does “quit” where “wishlist” works"
    ),
    (
      "de_DE", #"{"thme": "dark"}"#,
      "die Konfigurationsdatei FILE ist nicht nutzbar: „thme“ ist keine Einstellung; die Einstellungen sind catalogue, state, store, shop, user, locale, theme, no-color, no-mouse, pager, latency, fail, simulation, seed, keys; meintest du „theme“?"
    ),
    (
      "ja_JP", "{\"theme\": ",
      "設定ファイル FILE は使えません: JSON ではありません: 1 行 11 列: unexpected end of the document"
    ),
  ])
  func aWrongFileIsAUsageErrorNamingTheFileTheKeyAndWhatItShouldBe(
    locale: String, text: String, message: String
  ) async throws {
    let file = try home.writeConfig(text)
    var harness = harness
    harness.environment["LANG"] = locale

    let result = await harness.run("products")

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    let expected = "tasch: " + message.replacingOccurrences(of: "FILE", with: file) + "\n"
    #expect(result.errors.hasPrefix(expected), "\(result.errors)")
    #expect(harness.store.calls.isEmpty, "nothing is done")
    #expect(home.folder.read("tasch/config.json") == text, "the file is untouched")
  }

  /// Found by attack: a file that was not JSON refused the version, help, which says how to
  /// mend it, and the completion script a shell loads at every start.
  @Test(arguments: [
    ["--version"], ["help"], ["help", "config"], ["products", "--help"], ["completion", "bash"],
  ])
  func aWrongFileStillLetsTheVersionHelpAndCompletionBeAnswered(arguments: [String]) async throws {
    try home.writeConfig("garbage")

    let result = await harness.run(arguments)
    let products = await harness.run("products")

    #expect(result.status == .success, "\(result.errors)")
    #expect(!result.output.isEmpty)
    #expect(products.status == .usage)
  }

  /// `completion ids` offers the products of the shop the settings pick: with settings that
  /// cannot be read, none, rather than another shop's.
  @Test func aWrongFileStillStopsTheProductsOfferedToCompletion() async throws {
    try home.writeConfig("garbage")

    let result = await harness.run("completion", "ids", "catalogue")

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
  }

  @Test func aSettingOfTheFileTheShopRefusesIsNamedAsTheFileAndTheKey() async throws {
    let file = try home.writeConfig(#"{"latency": "1h", "state": "/tmp/folder/"}"#)
    let reason = #""1h": h is not a unit tasch takes; use ms or s, such as 800ms or 2s"#
    var latency = harness
    latency.connectionProblem = .usage(.badSpec(.latency, reason: reason))
    var state = harness
    state.connectionProblem = .usage(
      .badPath(.state, path: "/tmp/folder/", reason: "it is a folder"))

    let refused = await latency.run("cart")
    let path = await state.run("cart")

    #expect(refused.status == .usage)
    #expect(
      refused.errors.hasPrefix(
        "tasch: the config file \(file) cannot be used: “latency”: \(reason)\n"),
      "\(refused.errors)")
    #expect(
      path.errors.hasPrefix(
        "tasch: the config file \(file) cannot be used: “state”: --state cannot name a file: "
          + "it is a folder\n"),
      "\(path.errors)")
  }

  @Test func withJSONAWrongFileIsAnErrorDocument() async throws {
    try home.writeConfig("[]")

    let result = await harness.run("cart", "--json")

    #expect(result.status == .usage)
    #expect(result.output.contains(#""code": "usage""#))
    #expect(result.output.contains("it should be an object of settings"))
  }

  @Test func aConfigFileAskedForMustBeThere() async {
    let missing = home.path + "/none.json"
    var fromVariable = harness
    fromVariable.environment["TASCH_CONFIG"] = missing

    let flag = await harness.run("cart", "--config", missing)
    let variable = await fromVariable.run("cart")
    let empty = await harness.run("cart", "--config=")

    for result in [flag, variable] {
      #expect(result.status == .usage)
      #expect(
        result.errors.hasPrefix(
          "tasch: the config file \(missing) cannot be used: there is no such file\n"))
    }
    #expect(empty.errors.hasPrefix("tasch: --config needs a path, and was given an empty one"))
  }

  @Test func theConfigFileAskedForIsReadInsteadOfTheDefault() async throws {
    try home.writeConfig(#"{"theme": "pink"}"#)
    let other = try home.folder.write(#"{"theme": "dark"}"#, to: "other.json")

    let result = await harness.run("cart", "--config", other)

    #expect(result.status == .success)
    #expect(result.invocation?.options.theme == .dark)
  }

  @Test func theConfigFilesPagerPagesLongOutput() async throws {
    try home.writeConfig(#"{"pager": "most -s"}"#)
    var harness = harness
    (harness.outputIsTerminal, harness.width, harness.height) = (true, 80, 4)

    _ = await harness.run("products")

    #expect(harness.pagers.pagers.map(\.command) == [PagerCommand("most -s")])
  }
}
