import TaschPresentation

/// One option a command accepts: `--name`, `--name VALUE` or `--name=VALUE`.
public struct OptionDefinition: Hashable, Sendable {
  /// The name after `--`: `search`.
  public let name: String
  /// What the value is called in help, such as `TEXT`; `nil` for a flag.
  public let valueName: String?
  /// The environment variable that sets it too, if any; the flag wins over it.
  public let environment: String?
  /// What the option does, for help.
  public let help: TextKey
  /// The values it accepts, for checking and completion; empty for free values.
  public let choices: [String]

  /// An option.
  public init(
    _ name: String, value valueName: String? = nil, environment: String? = nil,
    help: TextKey, choices: [String] = []
  ) {
    self.name = name
    self.valueName = valueName
    self.environment = environment
    self.help = help
    self.choices = choices
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// How help shows it: `--search TEXT`.
  public var synopsis: String {
    "--" + name + (valueName.map { " " + $0 } ?? "")
  }
}
