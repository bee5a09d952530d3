import Tasch
import TaschComposition
import TaschPresentation

/// `tasch simulation`: the simulation presets `--simulation` can pick, as `simulation list`.
struct SimulationCommand: RunsItsDefaultSubcommand {
  static let definition = CommandDefinition(
    "simulation", abstract: .abstractSimulation,
    subcommands: [SimulationListCommand.definition, SimulationShowCommand.definition],
    examples: [SimulationListCommand.definition.examples[0]]
      + SimulationShowCommand.definition.examples)

  let defaultSubcommand: SimulationListCommand
}

/// `tasch simulation list`: every preset, built in and the user's, with its specs.
struct SimulationListCommand: LocalCommand {
  static let definition = CommandDefinition(
    "list", abstract: .abstractSimulationList,
    examples: [
      .init("tasch simulation list", .exampleSimulationList),
      .init("tasch simulation list > presets.txt", .exampleSimulationUse),
    ])

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
  }

  /// Writes each preset that can be used, then each file that is not a preset, and why.
  ///
  /// As text a preset is its name and where it comes from, what it is for, and its options,
  /// and the files are named on standard error; with `--json` one document holds both.
  ///
  /// - Returns: `.usage` when a file is not a preset, as `--simulation` naming it would be.
  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?, json: Bool
  )
    throws(UsageError) -> ExitStatus
  {
    let listing = SimulationShowCommand.presets(environment: environment).listing()
    let status: ExitStatus = listing.problems.isEmpty ? .success : .usage
    if json {
      console.output.write(
        ShopDocuments.text(SimulationJSON.list(listing, localization: localization)))
      return status
    }
    var lines: [String] = []
    for preset in listing.presets {
      lines.append(preset.name + (preset.file.map { "  (" + $0 + ")" } ?? ""))
      if let summary = preset.summary { lines.append("  " + summary) }
      if let options = SimulationShowCommand.options(of: preset) { lines.append("  " + options) }
    }
    console.output.write(lines.map { TextLayout.printable($0) + "\n" }.joined())
    for problem in listing.problems {
      let message = UsageText.message(UsageError(settings: problem), localization: localization)
      console.errors.write("tasch: " + TextLayout.printable(message) + "\n")
    }
    return status
  }
}

/// `tasch simulation show NAME`: one preset: where it comes from, what it is for, its options.
struct SimulationShowCommand: LocalCommand {
  static let definition = CommandDefinition(
    commandLine: "tasch simulation show", abstract: .abstractSimulationShow, arguments: "NAME",
    argumentKind: .preset,
    examples: ["flaky": .exampleSimulationShow, "offline": .exampleSimulationOverride])

  let name: String

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let typed = try arguments.single("NAME")
    // As `--simulation ''` is: a blank name names no preset, and saying so beats a list of them.
    guard !ShopRules.isBlank(typed) else {
      throw UsageError(.missingName(typed, option: "simulation show"))
    }
    // Read as `--simulation` reads it, so that the two find the same preset.
    name = ShopRules.canonicalName(typed)
  }

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?, json: Bool
  )
    throws(UsageError) -> ExitStatus
  {
    let preset: SimulationPresetDescription
    do throws(SimulationPresets.Failure) {
      preset = try Self.presets(environment: environment).description(of: name)
    } catch {
      throw UsageError(settings: error.problem)
    }
    if json {
      console.output.write(ShopDocuments.text(SimulationJSON.show(preset)))
      return .success
    }
    var lines = [preset.name + (preset.file.map { "  (" + $0 + ")" } ?? "")]
    if let summary = preset.summary { lines.append(summary) }
    if let latency = preset.latency { lines.append("--latency " + latency) }
    if let fail = preset.fail { lines.append("--fail " + fail) }
    if let seed = preset.seed { lines.append("--seed " + String(seed)) }
    console.output.write(lines.map { TextLayout.printable($0) + "\n" }.joined())
    return .success
  }

  /// The presets built in and the user's, in their folder.
  static func presets(environment: [String: String]) -> SimulationPresets {
    SimulationPresets(folder: DefaultPaths.simulationPresets(environment: environment))
  }

  /// The options a preset amounts to, as `--latency`, `--fail` and `--seed` take them.
  static func options(of preset: SimulationPresetDescription) -> String? {
    let options = [
      preset.latency.map { "--latency " + $0 }, preset.fail.map { "--fail " + $0 },
      preset.seed.map { "--seed " + String($0) },
    ].compactMap { $0 }
    return options.isEmpty ? nil : options.joined(separator: " ")
  }
}
