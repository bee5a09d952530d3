import Foundation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch config show`: every setting in force and where it comes from, as text in the user's
/// language and as JSON.
@MainActor
@Suite struct ConfigCommandsTests {
  private let home = ConfigHome(environment: ["USER": "shopper"])
  private var harness: CommandLineHarness { home.harness }

  /// The output, the test's own folder written as `$XDG_CONFIG_HOME`.
  private func shown(_ result: CommandLineHarness.Result) -> String {
    result.output.replacingOccurrences(of: home.path, with: "$XDG_CONFIG_HOME")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func showsEverySettingAndWhereItComesFrom(locale: String) async throws {
    try home.writeConfig(#"{"theme": "dark", "pager": "most", "keys": {"wishlist": "W"}}"#)
    var harness = harness
    harness.environment["LANG"] = locale
    harness.environment["TASCH_SEED"] = "3"

    let result = await harness.run("config", "show", "--shop", "outlet")

    #expect(result.status == .success)
    #expect(harness.store.calls.isEmpty, "the shop is not opened")
    Golden.assert(shown(result), named: "cli-config-show-\(locale).txt")
  }

  @Test func asJSON() async throws {
    try home.writeConfig(
      #"{"theme": "dark", "no-color": true, "keys": {"move-down": ["down", "J"]}}"#)

    let result = await harness.run("config", "show", "--json", "--seed", "9")

    #expect(result.status == .success)
    Golden.assert(shown(result), named: "cli-config-show.json")
  }

  /// Found by attack: `LC_MONETARY=de_DE` wrote amounts in German while `config show` said
  /// only `locale en_US default`.
  @Test func aMoneyLocaleOtherThanTheTextsIsShownWithItsVariable() async throws {
    var harness = harness
    harness.environment["LC_MONETARY"] = "de_DE.UTF-8"

    let text = await harness.run("config", "show")
    let json = try JSONSerialization.jsonObject(
      with: Data(await harness.run("config", "show", "--json").output.utf8))
    let settings =
      (json as? [String: Any])?["config"].flatMap { $0 as? [String: Any] }?[
        "settings"] as? [String: Any]
    let money = settings?["locale.money"] as? [String: String]
    var alike = self.harness
    alike.environment["LC_ALL"] = "de_DE"

    #expect(text.output.contains("locale.money           de_DE"))
    #expect(text.output.contains("environment LC_MONETARY"))
    #expect(money == ["from": "environment", "variable": "LC_MONETARY", "value": "de_DE"])
    #expect(!(await alike.run("config", "show")).output.contains("locale.money"))
  }

  /// Found by attack: a pager of blanks, which turns paging off, was shown as a blank value.
  @Test func aPagerOfBlanksIsShownAsNone() async {
    var harness = harness
    harness.environment["TASCH_PAGER"] = "   "

    let result = await harness.run("config", "show")

    #expect(result.output.contains("pager                  none"), "\(result.output)")
  }

  @Test func withoutAConfigFileEverySettingIsADefaultOrFromTheEnvironment() async {
    let result = await harness.run("config")

    #expect(result.status == .success)
    #expect(
      result.output.hasPrefix(
        "Config file: \(home.path)/tasch/config.json (not there)\n"))
    #expect(!result.output.contains("config file\n"))
  }

  @Test func theConfigFileCanBeAnother() async throws {
    let other = try home.folder.write(#"{"user": "ann"}"#, to: "other.json")

    let result = await harness.run("config", "show", "--config", other)

    #expect(result.output.hasPrefix("Config file: \(other)\n"))
    #expect(result.output.contains("user"))
    #expect(result.output.contains("ann"))
  }

  @Test func aSimulationSpecOfTheFileThatIsNotOneIsRefusedAsEveryCommandRefusesIt() async throws {
    let file = try home.writeConfig(#"{"latency": "1h"}"#)
    let reason = #""1h": h is not a unit tasch takes; use ms or s, such as 800ms or 2s"#

    let result = await harness.run("config", "show")

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "tasch: the config file \(file) cannot be used: “latency”: \(reason)\n"
        + "Mend \(file), or move it out of the way.\n",
      "the file is what to put right: no usage helps with it")
  }

  @Test func aConfigFileNamedThatIsNotThereSaysToNameOneThatIs() async throws {
    let missing = home.folder.path + "/nowhere.json"

    let result = await harness.run("config", "show", "--config", missing)

    #expect(result.status == .usage)
    #expect(
      result.errors
        == "tasch: the config file \(missing) cannot be used: there is no such file\n"
        + "Name a config file that exists with --config or TASCH_CONFIG, or unset TASCH_CONFIG.\n")
  }

  /// A folder or a device named as the config file (`/dev/null`) is not to be mended or moved:
  /// the name is what is wrong.
  @Test(arguments: ["/dev/null", "/tmp"])
  func aConfigFileNamedThatIsNotAFileSaysToNameOneThatIs(_ named: String) async throws {
    let result = await harness.run("config", "show", "--config", named)

    #expect(result.status == .usage)
    #expect(
      result.errors
        == "tasch: the config file \(named) cannot be used: it is not a regular file\n"
        + "Name a config file that exists with --config or TASCH_CONFIG, or unset TASCH_CONFIG.\n")
  }

  /// Ctrl and a letter a terminal sends as another key is named as that key, not as no key.
  @Test func aCtrlKeyATerminalSendsAsAnotherSaysWhichItIs() async throws {
    let file = try home.writeConfig(#"{"keys": {"search": "ctrl-i"}}"#)

    let result = await harness.run("config", "show")

    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "tasch: the config file \(file) cannot be used: “keys.search”: “ctrl-i” reaches the "
          + "shop as tab, which terminals send for it; give tab, or another key\n"))
  }

  /// Where the default file goes, a folder is the user's to move.
  @Test func aFolderWhereTheDefaultConfigFileGoesIsToBeMoved() async throws {
    let file = try home.writeConfig("{}")
    try FileManager.default.removeItem(atPath: file)
    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)

    let result = await harness.run("config", "show")

    #expect(result.status == .usage)
    #expect(result.errors.hasSuffix("Mend \(file), or move it out of the way.\n"))
  }

  @Test(arguments: [
    (["config", "show", "--fail", "bogus"], [:]),
    (["config", "show"], ["TASCH_LATENCY": "1h"]),
    (["config", "show", "--simulation", "nowhere"], [:]),
  ])
  func aSimulationGivenThatIsNotOneIsAUsageError(
    arguments: [String], environment: [String: String]
  ) async {
    var harness = harness
    harness.environment.merge(environment) { _, given in given }

    let result = await harness.run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
  }

  @Test func aMistypedSubcommandIsSuggested() async {
    let result = await harness.run("config", "sho")

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("tasch: unknown command “sho”; did you mean “show”?"))
  }
}
