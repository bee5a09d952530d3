import TaschComposition
import TaschJSON
import TaschPresentation

/// The `--json` documents of `tasch simulation list` and `show`.
enum SimulationJSON {
  /// `{"presets": [PRESET], "unusable": [{"file", "message"}]}`: every preset that can be
  /// used, and each file in the folder that cannot, with why.
  static func list(_ listing: SimulationPresetListing, localization: Localization) -> JSONValue {
    .object([
      "presets": .array(listing.presets.map(preset)),
      "unusable": .array(listing.problems.map { unusable($0, localization: localization) }),
    ])
  }

  /// `{"preset": PRESET}`.
  static func show(_ description: SimulationPresetDescription) -> JSONValue {
    .object(["preset": preset(description)])
  }

  /// PRESET: `{"name", "summary", "latency", "fail", "seed", "file"}`, each but the name `null`
  /// when the preset has none (`file` for one built in).
  private static func preset(_ preset: SimulationPresetDescription) -> JSONValue {
    .object([
      "name": .string(preset.name),
      "summary": preset.summary.map(JSONValue.string) ?? .null,
      "latency": preset.latency.map(JSONValue.string) ?? .null,
      "fail": preset.fail.map(JSONValue.string) ?? .null,
      "seed": preset.seed.map { .number(String($0)) } ?? .null,
      "file": preset.file.map(JSONValue.string) ?? .null,
    ])
  }

  /// A file that is not a preset: the file, and the message the text listing gives.
  private static func unusable(_ problem: SettingsProblem, localization: Localization)
    -> JSONValue
  {
    var fields = [
      "message": JSONValue.string(
        UsageText.message(UsageError(settings: problem), localization: localization))
    ]
    if case .badPreset(let file, _) = problem { fields["file"] = .string(file) }
    return .object(fields)
  }
}
