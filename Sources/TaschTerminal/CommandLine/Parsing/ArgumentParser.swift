/// The words of a command line, sorted into options and positional arguments.
public struct ParsedArguments: Hashable, Sendable {
  /// Each option given, by name, with its value (`""` for flags); the last of repeats wins,
  /// but for an option whose value is a list, whose repeats are joined
  /// (`OptionDefinition.joinsRepeatsWith`).
  public var options: [String: String] = [:]
  /// The arguments that are not options, in order.
  public var positionals: [String] = []
  /// Whether `--help` or `-h` was given.
  public var wantsHelp = false

  /// Whether the flag `name` was given.
  public func flag(_ name: String) -> Bool {
    options[name] != nil
  }
}

/// Reads command lines the way careful command-line users expect (clig.dev): long options with
/// `=` or a space before their value, options anywhere among the arguments, `--` ending the
/// options, and the nearest valid name suggested for a mistyped one.
public enum ArgumentParser {
  /// Sorts `arguments` by `options`.
  ///
  /// - Throws: `UsageError` for an unknown option, a missing or unexpected value.
  public static func parse(_ arguments: [String], options: [OptionDefinition])
    throws(UsageError) -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals += remaining
        break
      }
      if argument == "--help" || argument == "-h" {
        parsed.wantsHelp = true
        continue
      }
      // `-1` is a (bad) number for the command to refuse, not an option.
      let looksNumeric = argument.dropFirst().first.map(\.isNumber) ?? false
      guard argument.hasPrefix("-"), argument != "-", !looksNumeric else {
        parsed.positionals.append(argument)
        continue
      }
      let (name, attachedValue) = split(argument)
      let isShort = !argument.hasPrefix("--") && name.count == 1
      let found = options.first { isShort ? $0.short.map(String.init) == name : $0.name == name }
      guard argument.hasPrefix("--") || isShort, let option = found else {
        let suggestion = Suggestion.nearest(
          to: name, among: options.map(\.name) + ["help"])
        throw UsageError(.unknownOption(argument, suggestion: suggestion.map { "--" + $0 }))
      }
      if option.takesValue {
        guard let value = attachedValue ?? remaining.popFirst() else {
          throw UsageError(.missingValue(option: "--" + option.name))
        }
        parsed.options[option.name] = joined(
          parsed.options[option.name], value, separator: option.joinsRepeatsWith)
      } else {
        guard attachedValue == nil else {
          throw UsageError(.unexpectedValue(option: "--" + option.name))
        }
        parsed.options[option.name] = ""
      }
    }
    return parsed
  }

  /// Whether `arguments` give the flag `flag`, read as `parse(_:options:)` reads them, as far
  /// as they can be read: a word that is the value of an option before it is not the flag, nor
  /// is one after `--`, and an unknown option is passed over.
  ///
  /// For deciding how to answer a command line that `parse` may refuse.
  public static func gives(
    _ flag: OptionDefinition, in arguments: [String], options: [OptionDefinition]
  ) -> Bool {
    var remaining = arguments[...]
    while let argument = remaining.popFirst(), argument != "--" {
      guard argument.hasPrefix("-"), argument != "-" else { continue }
      let (name, attachedValue) = split(argument)
      let isShort = !argument.hasPrefix("--") && name.count == 1
      // Only as `parse` reads options: `-json` is none.
      guard argument.hasPrefix("--") || isShort else { continue }
      let found = options.first { isShort ? $0.short.map(String.init) == name : $0.name == name }
      if found == flag, attachedValue == nil { return true }
      if found?.takesValue == true, attachedValue == nil { _ = remaining.popFirst() }
    }
    return false
  }

  /// The value of an option given `value` after `earlier`: `value` alone, but for an option
  /// whose repeats are joined by `separator`.
  ///
  /// An empty repeat makes the joined value empty, rather than a list with an empty rule that
  /// the user never typed as one (`",cart"` for `--fail "" --fail cart`): the command then
  /// refuses the `""` the user did type.
  private static func joined(_ earlier: String?, _ value: String, separator: String?) -> String {
    guard let separator, let earlier else { return value }
    guard !earlier.isEmpty, !value.isEmpty else { return "" }
    return earlier + separator + value
  }

  /// The name of the option in `--name=value` or `--name`, and the value after `=`.
  ///
  /// The `=` is found among the scalars, not the characters: a value that starts with a
  /// combining mark joins the `=` into one character with it.
  private static func split(_ argument: String) -> (String, String?) {
    let body = argument.drop { $0 == "-" }.unicodeScalars
    guard let equals = body.firstIndex(of: "=") else { return (String(Substring(body)), nil) }
    return (
      String(Substring(body[..<equals])), String(Substring(body[body.index(after: equals)...]))
    )
  }
}
