import TaschPresentation

/// One option a command accepts: `--name`, `--name VALUE` or `--name=VALUE`.
public struct OptionDefinition: Hashable, Sendable {
  /// The name after `--`: `search`.
  public let name: String
  /// The one-letter name after `-`, if it has one: `y` for `--yes`.
  public let short: Character?
  /// What the value is called in help, such as `TEXT`; `nil` for a flag.
  public let valueName: String?
  /// The environment variable that sets it too, if any; the flag wins over it.
  public let environment: String?
  /// What the option does, for help.
  public let help: TerminalText
  /// The values it accepts, for checking and completion; empty for free values.
  public let choices: [String]
  /// What joins the values of the option given more than once, for an option whose value is a
  /// list (`--fail cart --fail checkout` is `--fail cart,checkout`); `nil` for one whose last
  /// value wins.
  public let joinsRepeatsWith: String?

  /// An option.
  public init(
    _ name: String, short: Character? = nil, value valueName: String? = nil,
    environment: String? = nil, help: TerminalText, choices: [String] = [],
    joinsRepeatsWith: String? = nil
  ) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.environment = environment
    self.help = help
    self.choices = choices
    self.joinsRepeatsWith = joinsRepeatsWith
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// How help shows it: `--search TEXT`, `-y, --yes`.
  public var synopsis: String {
    (short.map { "-\($0), " } ?? "") + "--" + name + (valueName.map { " " + $0 } ?? "")
  }
}
