import TaschComposition
import Testing

@testable import TaschTerminal

/// Settings the composition refuses are usage errors naming the option that gave them, or the
/// variable or the config file's key when the value came from there.
@Suite struct UsageErrorSettingsTests {
  @Test(arguments: [
    (ShopSetting.catalogue, "--catalogue"), (.state, "--state"), (.store, "--store"),
    (.latency, "--latency"), (.fail, "--fail"),
  ])
  func aSettingIsNamedAsItsOption(setting: ShopSetting, option: String) {
    #expect(
      UsageError(
        settings: .badPath(setting, path: "/f", reason: "is a folder"),
        origins: [.state: .flag("--state")])
        == UsageError(.badPath(option: option, reason: "is a folder")))
    #expect(
      UsageError(settings: .badSpec(setting, reason: "needs a unit"))
        == UsageError(.badSpec(option: option, reason: "needs a unit")))
  }

  @Test func aSettingFromAVariableOrTheConfigFileIsNamedAsWhereItCameFrom() {
    let origins: [ConfigSetting: SettingOrigin] = [
      .latency: .environment("TASCH_LATENCY"), .fail: .configFile("/c.json"),
      .state: .flag("--state"),
    ]

    #expect(
      UsageError(settings: .badSpec(.latency, reason: "r"), origins: origins)
        == UsageError(.badSpec(option: "--latency", reason: "r"), variable: "TASCH_LATENCY"))
    #expect(
      UsageError(settings: .badSpec(.fail, reason: "r"), origins: origins)
        == UsageError(
          .badConfig(
            file: "/c.json", .badValue(key: "fail", .badSpec(option: "--fail", reason: "r")))))
    #expect(
      UsageError(settings: .badPath(.state, path: "/f", reason: "r"), origins: origins)
        == UsageError(.badPath(option: "--state", reason: "r")))
  }

  /// No option gave the state file's path: the path is named, and where it comes from.
  @Test func theDefaultStateFileIsNamedByItsPath() {
    let problem = SettingsProblem.badPath(.state, path: "/h/state.json", reason: "a folder")
    let refusal = UsageError(settings: problem)

    #expect(refusal == UsageError(.badDefaultState(path: "/h/state.json", reason: "a folder")))
    #expect(
      UsageText.message(refusal, localization: .english)
        == "/h/state.json, where tasch keeps your state when no --state is given, cannot name a "
        + "file: a folder")
    #expect(
      UsageText.hint(refusal, localization: .english)
        == "Move /h/state.json out of the way, or name another state file with --state or "
        + "TASCH_STATE.")
  }

  @Test func theShopsAreNamedAsTheStoreHoldsThem() {
    #expect(
      UsageError(settings: .unknownShop(asked: "bags", among: ["tasch", "shoes"]))
        == UsageError(.unknownShop("bags", among: ["tasch", "shoes"])))
    #expect(
      UsageError(settings: .shopNotPicked(["a", "b"])) == UsageError(.shopNotPicked(["a", "b"])))
  }

  @Test func anUnknownShopOrPresetIsNamedAsWhereItsNameCameFrom() {
    let origins: [ConfigSetting: SettingOrigin] = [
      .shop: .configFile("/c.json"), .simulation: .environment("TASCH_SIMULATION"),
    ]

    #expect(
      UsageError(settings: .unknownShop(asked: "bags", among: ["tasch"]), origins: origins)
        == UsageError(
          .badConfig(
            file: "/c.json", .badValue(key: "shop", .unknownShop("bags", among: ["tasch"])))))
    #expect(
      UsageError(settings: .unknownPreset("fast", among: ["flaky"]), origins: origins)
        == UsageError(.unknownPreset("fast", among: ["flaky"]), variable: "TASCH_SIMULATION"))
  }

  @Test func noPlaceForTheStateIsSaidAsSuch() {
    #expect(UsageError(settings: .noStatePlace) == UsageError(.noStatePlace))
  }
}
