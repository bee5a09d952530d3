import TaschPresentation

/// The options every command takes, each also settable by environment; a flag beats the
/// environment.
public struct GlobalOptions: Sendable {
  /// The catalogue file, or `nil` for the package's default catalogue.
  public var cataloguePath: String?
  /// The user's state file, or `nil` when no place is known for it.
  public var statePath: String?
  /// The locales of text and money.
  public var locale: LocaleSettings
  /// The theme.
  public var theme: Theme.Name
  /// Whether `--no-color` was given.
  public var noColor: Bool
  /// Whether to print JSON.
  public var json: Bool
  /// The latency spec, if any.
  public var latencySpec: String?
  /// The failure spec, if any.
  public var failSpec: String?
  /// The seed, if one was given.
  public var seed: UInt64?

  /// The global options, in the order help lists them.
  public static let definitions: [OptionDefinition] = [
    OptionDefinition(
      "catalogue", value: "PATH", environment: "TASCH_CATALOGUE", help: .optionCatalogue),
    OptionDefinition("state", value: "PATH", environment: "TASCH_STATE", help: .optionState),
    OptionDefinition("locale", value: "ID", environment: "TASCH_LOCALE", help: .optionLocale),
    OptionDefinition(
      "theme", value: "NAME", environment: "TASCH_THEME", help: .optionTheme,
      choices: Theme.Name.allCases.map(\.rawValue)),
    OptionDefinition("no-color", environment: "NO_COLOR", help: .optionNoColor),
    OptionDefinition("json", help: .optionJSON),
    OptionDefinition("latency", value: "SPEC", environment: "TASCH_LATENCY", help: .optionLatency),
    OptionDefinition("fail", value: "SPEC", environment: "TASCH_FAIL", help: .optionFail),
    OptionDefinition("seed", value: "N", environment: "TASCH_SEED", help: .optionSeed),
    OptionDefinition("version", help: .optionVersion),
  ]

  /// The options given by `parsed` and `environment`.
  ///
  /// - Throws: `UsageError` for a bad theme, locale or seed, naming the variable when the value
  ///   came from the environment.
  public static func resolve(_ parsed: ParsedArguments, environment: [String: String])
    throws(UsageError) -> GlobalOptions
  {
    func value(_ name: String, _ variable: String) -> (String, fromVariable: String?)? {
      if let flag = parsed.options[name] { return (flag, nil) }
      if let set = environment[variable], !set.isEmpty { return (set, variable) }
      return nil
    }

    var theme = Theme.Name.light
    if let (name, variable) = value("theme", "TASCH_THEME") {
      guard let chosen = Theme.Name(rawValue: name) else {
        let choices = Theme.Name.allCases.map(\.rawValue)
        throw UsageError(
          .badChoice(
            option: "--theme", value: name, choices: choices,
            suggestion: Suggestion.nearest(to: name, among: choices)),
          variable: variable)
      }
      theme = chosen
    }
    if let (text, variable) = value("locale", "TASCH_LOCALE"),
      LocaleResolver.normalized(text) == nil
    {
      throw UsageError(.badLocale(text), variable: variable)
    }
    var seed: UInt64?
    if let (text, variable) = value("seed", "TASCH_SEED") {
      guard let number = UInt64(text) else { throw UsageError(.badSeed(text), variable: variable) }
      seed = number
    }
    return GlobalOptions(
      cataloguePath: value("catalogue", "TASCH_CATALOGUE")?.0,
      statePath: value("state", "TASCH_STATE")?.0
        ?? DefaultPaths.stateFile(environment: environment),
      locale: LocaleResolver.resolve(option: parsed.options["locale"], environment: environment),
      theme: theme,
      noColor: parsed.flag("no-color"),
      json: parsed.flag("json"),
      latencySpec: value("latency", "TASCH_LATENCY")?.0,
      failSpec: value("fail", "TASCH_FAIL")?.0,
      seed: seed)
  }
}
