import TaschComposition
import TaschJSON
import TaschPresentation

/// `tasch config`: the settings in force, as `config show`.
struct ConfigCommand: RunsItsDefaultSubcommand {
  static let definition = CommandDefinition(
    "config", abstract: .abstractConfig, subcommands: [ConfigShowCommand.definition],
    examples: ConfigShowCommand.definition.examples)

  let defaultSubcommand: ConfigShowCommand
}

/// `tasch config show`: every setting in force, the shop's keys included, and whether a flag,
/// a variable, the config file or the default gave it; `--json` a document of the same.
struct ConfigShowCommand: LocalCommand {
  static let definition = CommandDefinition(
    "show", abstract: .abstractConfigShow,
    examples: .withJSON("tasch config show", .exampleConfigShow, json: .exampleConfigShowJSON))

  /// The command line, whose flags are settings too.
  let arguments: ParsedArguments

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    self.arguments = arguments
  }

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?, json: Bool
  ) throws(UsageError) -> ExitStatus {
    let options = try GlobalOptions.resolve(arguments, environment: environment, config: config)
    // The simulation is checked as a shop command checks it: settings shown in force are ones
    // a shop command would take, not ones it refuses.
    if let problem = options.settings(
      seed: options.seed ?? 0, localization: localization, isSimulated: true
    ).simulationProblem {
      throw UsageError(settings: problem, origins: options.origins)
    }
    let inForce = SettingsInForce(options, config: config)
    let file = config?.path ?? DefaultPaths.configFile(environment: environment)
    if json {
      console.output.write(ShopDocuments.text(Self.document(inForce, file: file, config: config)))
    } else {
      console.output.write(
        Self.text(inForce, file: file, isRead: config != nil, localization, width: console.width))
    }
    return .success
  }

  // MARK: - Text

  private static func text(
    _ inForce: SettingsInForce, file: String?, isRead: Bool, _ localization: Localization,
    width: Int?
  ) -> String {
    let heading =
      switch (file, isRead) {
      case (let file?, true): localization.text(.configShowFile, ["file": file])
      case (let file?, false): localization.text(.configShowFileAbsent, ["file": file])
      case (nil, _): localization.text(.configShowNoFile)
      }
    var table = TextTable(columns: [
      TextTable.Column(), TextTable.Column(isFlexible: true, minimumWidth: 12), TextTable.Column(),
    ])
    table.append(
      [TerminalText.columnSetting, .columnValue, .columnFrom].map {
        [Span(localization.text($0))]
      })
    for entry in inForce.settings + inForce.keys {
      table.append([
        [Span(entry.name)], [Span(written(entry.value, localization))],
        [Span(written(entry.origin, localization))],
      ])
    }
    let lines =
      [TextLayout.printable(heading)]
      + table.lines(maximumWidth: width).map { StyleRendering.plainText.render($0) }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func written(_ value: SettingsInForce.Value, _ localization: Localization)
    -> String
  {
    switch value {
    case .none: localization.text(.valueNone)
    case .text(let text): TextLayout.printable(text)
    case .flag(let isOn): isOn ? "true" : "false"
    case .number(let number): String(number)
    case .keys(let keys): TextLayout.printable(keys.joined(separator: " "))
    }
  }

  private static func written(_ origin: SettingOrigin, _ localization: Localization) -> String {
    switch origin {
    case .flag(let option): localization.text(.originFlag, ["option": option])
    case .environment(let variable): localization.text(.originEnvironment, ["variable": variable])
    case .configFile: localization.text(.originConfig)
    case .default: localization.text(.originDefault)
    }
  }

  // MARK: - JSON

  /// `{"config": {"file", "read", "settings": {NAME: {"value", "from", …}}, "keys": {…}}}`.
  private static func document(
    _ inForce: SettingsInForce, file: String?, config: ConfigFile?
  ) -> JSONValue {
    func entries(_ entries: [SettingsInForce.Entry], dropping prefix: String = "") -> JSONValue {
      .object(
        Dictionary(
          uniqueKeysWithValues: entries.map { entry in
            var fields = origin(entry.origin)
            fields["value"] = value(entry.value)
            return (String(entry.name.dropFirst(prefix.count)), JSONValue.object(fields))
          }))
    }
    return .object([
      "config": .object([
        "file": file.map(JSONValue.string) ?? .null,
        "read": .bool(config != nil),
        "settings": entries(inForce.settings),
        "keys": entries(inForce.keys, dropping: ConfigFile.keysKey + "."),
      ])
    ])
  }

  private static func value(_ value: SettingsInForce.Value) -> JSONValue {
    switch value {
    case .none: .null
    case .text(let text): .string(text)
    case .flag(let isOn): .bool(isOn)
    case .number(let number): .number(String(number))
    case .keys(let keys): .array(keys.map(JSONValue.string))
    }
  }

  private static func origin(_ origin: SettingOrigin) -> [String: JSONValue] {
    switch origin {
    case .flag(let option): ["from": .string("flag"), "option": .string(option)]
    case .environment(let variable):
      ["from": .string("environment"), "variable": .string(variable)]
    case .configFile(let path): ["from": .string("config"), "file": .string(path)]
    case .default: ["from": .string("default")]
    }
  }
}
