import Glibc
import TaschPresentation

/// The process's arguments and environment as the bytes the system passed, checked for text
/// that is not UTF-8.
///
/// `CommandLine.arguments` and `ProcessInfo.environment` replace such bytes with U+FFFD, so
/// `--state $'st\xff.json'` would quietly name another file. These are the bytes themselves,
/// read before anything else runs, so that such text is refused instead.
public struct RawProcessInput: Hashable, Sendable {
  /// The arguments, without the program's name.
  public var arguments: [[UInt8]]
  /// The environment's `NAME=value` entries.
  public var environment: [[UInt8]]

  /// Input of these bytes.
  public init(arguments: [[UInt8]], environment: [[UInt8]]) {
    self.arguments = arguments
    self.environment = environment
  }

  /// This process's own input, from `argv` and `environ`.
  public static func current() -> RawProcessInput {
    let arguments = (1..<max(1, Int(CommandLine.argc))).compactMap { index in
      CommandLine.unsafeArgv[index].map { bytes(of: $0) }
    }
    var environment: [[UInt8]] = []
    var entry = environ
    while let pointer = entry.pointee {
      environment.append(bytes(of: pointer))
      entry += 1
    }
    return RawProcessInput(arguments: arguments, environment: environment)
  }

  /// Whether `--json` is among the options, so that a refusal is written as JSON
  /// (`TaschCommandLine.asksForJSON`).
  public var wantsJSON: Bool {
    // Bytes that are not UTF-8 decode to replacement characters, so they spell neither word.
    TaschCommandLine.asksForJSON(arguments.map { String(decoding: $0, as: UTF8.self) })
  }

  /// The first argument, then the first variable tasch reads, that is not valid UTF-8; `nil`
  /// when all of them are.
  public func firstInvalidText() -> InvalidText? {
    var optionsEnded = false
    for (index, argument) in arguments.enumerated() {
      guard String(validating: argument, as: UTF8.self) == nil else {
        optionsEnded = optionsEnded || argument == Array("--".utf8)
        continue
      }
      if !optionsEnded, let option = option(whoseValueIs: index) { return .optionValue(option) }
      return .argument(index + 1)
    }
    let refused = variablesNotInUTF8.first {
      Self.mustBeUTF8($0) && !Self.isPassedOverWhenNotUTF8($0)
    }
    return refused.map(InvalidText.variable)
  }

  /// The names of the variables whose values are not UTF-8, in the environment's order.
  private var variablesNotInUTF8: [String] {
    environment.compactMap { entry in
      guard let equals = entry.firstIndex(of: UInt8(ascii: "=")),
        let name = String(validating: entry[..<equals], as: UTF8.self),
        String(validating: entry[(equals + 1)...], as: UTF8.self) == nil
      else { return nil }
      return name
    }
  }

  /// `environment` without the variables that are passed over, as though unset, because their
  /// values are not UTF-8 (`isPassedOverWhenNotUTF8`).
  ///
  /// Read as best they can be, they would spell a word that is none: `USER=\u{FFFD}` would make
  /// every user whose name is not UTF-8 the one shopper `\u{FFFD}`.
  public func passingOverTextNotInUTF8(_ environment: [String: String]) -> [String: String] {
    var kept = environment
    for name in variablesNotInUTF8 where Self.isPassedOverWhenNotUTF8(name) { kept[name] = nil }
    return kept
  }

  /// Whether tasch reads the variable `name` for a word it checks and passes over when it is not
  /// one, so that one not in UTF-8 is passed over too, not refused: the system's locale
  /// variables (`LANG`, `LC_ALL`, …), and the login name's (`USER`, `LOGNAME`), after which the
  /// account's name is looked up (`DefaultPaths.loginName`).
  static func isPassedOverWhenNotUTF8(_ name: String) -> Bool {
    name == "LANG" || name.hasPrefix("LC_") || name == "USER" || name == "LOGNAME"
  }

  /// Whether tasch reads the environment variable `name` for a name that text not in UTF-8,
  /// read as best it can be, could make another: its own, the locale's, the home, config,
  /// data, state and cache folders', and the user's name (the last two passed over, not
  /// refused: `isPassedOverWhenNotUTF8`).
  ///
  /// The terminal's and the colours' (`TERM`, `NO_COLOR`, …) are read as words the program
  /// knows or not: read as best they can be, they name nothing else.
  public static func mustBeUTF8(_ name: String) -> Bool {
    name.hasPrefix("TASCH_") || name.hasPrefix("LC_")
      || [
        "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "LANG",
        "USER", "LOGNAME",
      ]
      .contains(name)
  }

  /// The option whose value the argument at `index` is.
  ///
  /// `--state` for `--state=…`, or for `…` after `--state`. Only names of real options come
  /// back, never the argument's text.
  private func option(whoseValueIs index: Int) -> String? {
    let argument = arguments[index]
    if let equals = argument.firstIndex(of: UInt8(ascii: "=")),
      let name = String(validating: argument[..<equals], as: UTF8.self),
      Self.optionsWithValues.contains(name)
    {
      return name
    }
    guard index > 0, let previous = String(validating: arguments[index - 1], as: UTF8.self),
      Self.optionsWithValues.contains(previous)
    else { return nil }
    return previous
  }

  /// `--catalogue`, `--state`, `--search` and every other option that takes a value.
  private static let optionsWithValues: Set<String> = {
    func all(_ commands: [CommandDefinition]) -> [OptionDefinition] {
      commands.flatMap { $0.options + all($0.subcommands) }
    }
    let options = GlobalOptions.definitions + all(CommandTree.commands)
    return Set(options.filter(\.takesValue).map { "--" + $0.name })
  }()

  private static func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) }
  }
}

/// Text from outside that is not valid UTF-8, named by where it came from: never quoted, since
/// it could hold anything, terminal controls included.
public enum InvalidText: Hashable, Sendable {
  /// The value of an option, such as `--state`.
  case optionValue(String)
  /// An argument, counted from 1 after the program's name.
  case argument(Int)
  /// An environment variable tasch reads.
  case variable(String)

  /// `the value of --state is not valid UTF-8`, and how to fix it, in the words of
  /// `localization`.
  public func refusal(in localization: Localization) -> StartupRefusal {
    let source =
      switch self {
      case .optionValue(let option): localization.text(.startupOptionValue, ["option": option])
      case .argument(let position):
        localization.text(.startupArgument, ["position": String(position)])
      case .variable(let name): localization.text(.startupVariable, ["name": name])
      }
    return StartupRefusal(
      code: "usage", message: localization.text(.startupNotUTF8, ["source": source]),
      recovery: localization.text(.startupNotUTF8Recovery), status: .usage)
  }
}
