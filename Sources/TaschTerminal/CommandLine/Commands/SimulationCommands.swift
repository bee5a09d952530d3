import TaschComposition
import TaschPresentation

/// `tasch simulation`: the simulation presets `--simulation` can pick, as `simulation list`.
struct SimulationCommand: LocalCommand {
  static let definition = CommandDefinition(
    "simulation", abstract: .abstractSimulation,
    subcommands: [SimulationListCommand.definition, SimulationShowCommand.definition],
    examples: [SimulationListCommand.definition.examples[0]]
      + SimulationShowCommand.definition.examples)

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try Self.definition.expectNoSubcommand(arguments)
  }

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?
  )
    throws(UsageError) -> ExitStatus
  {
    try SimulationListCommand.list(console: console, environment: environment)
  }
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

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?
  )
    throws(UsageError) -> ExitStatus
  {
    try Self.list(console: console, environment: environment)
  }

  /// Writes each preset: its name and where it comes from, what it is for, its options.
  static func list(console: Console, environment: [String: String]) throws(UsageError)
    -> ExitStatus
  {
    let presets = try SimulationShowCommand.presets(environment: environment)
    var lines: [String] = []
    for preset in presets {
      lines.append(preset.name + (preset.file.map { "  (" + $0 + ")" } ?? ""))
      if let summary = preset.summary { lines.append("  " + summary) }
      if let options = SimulationShowCommand.options(of: preset) { lines.append("  " + options) }
    }
    console.output.write(lines.map { TextLayout.printable($0) + "\n" }.joined())
    return .success
  }
}

/// `tasch simulation show NAME`: one preset: where it comes from, what it is for, its options.
struct SimulationShowCommand: LocalCommand {
  static let definition = CommandDefinition(
    "show", abstract: .abstractSimulationShow, arguments: "NAME",
    examples: [
      .init("tasch simulation show flaky", .exampleSimulationShow),
      .init("tasch simulation show offline", .exampleSimulationOverride),
    ])

  let name: String

  init(_ arguments: ParsedArguments) throws(UsageError) {
    name = try arguments.single("NAME")
  }

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?
  )
    throws(UsageError) -> ExitStatus
  {
    let presets = try Self.presets(environment: environment)
    guard let preset = presets.first(where: { $0.name == name }) else {
      throw UsageError(settings: .unknownPreset(name, among: presets.map(\.name)))
    }
    var lines = [preset.name + (preset.file.map { "  (" + $0 + ")" } ?? "")]
    if let summary = preset.summary { lines.append(summary) }
    if let latency = preset.latency { lines.append("--latency " + latency) }
    if let fail = preset.fail { lines.append("--fail " + fail) }
    if let seed = preset.seed { lines.append("--seed " + String(seed)) }
    console.output.write(lines.map { TextLayout.printable($0) + "\n" }.joined())
    return .success
  }

  /// The presets there are, the user's read from their folder.
  static func presets(environment: [String: String]) throws(UsageError)
    -> [SimulationPresetDescription]
  {
    do throws(ConnectionProblem) {
      return try SimulationPresets(
        folder: DefaultPaths.simulationPresets(environment: environment)
      ).descriptions()
    } catch {
      guard case .usage(let problem) = error else { return [] }
      throw UsageError(settings: problem)
    }
  }

  /// The options a preset amounts to, as `--latency` and `--fail` take them.
  static func options(of preset: SimulationPresetDescription) -> String? {
    let options = [preset.latency.map { "--latency " + $0 }, preset.fail.map { "--fail " + $0 }]
      .compactMap { $0 }
    return options.isEmpty ? nil : options.joined(separator: " ")
  }
}
