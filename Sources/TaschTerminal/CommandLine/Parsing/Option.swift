import Tasch

/// An option with the one way its value is read: commands ask for the typed value, never the
/// text, and every command that takes the same option reads it the same way.
struct Option<Value: Sendable>: Sendable {
  /// Its name, help and value, for the parser, help and completion.
  let definition: OptionDefinition
  /// Whether its environment variable set to nothing counts as unset, as `NO_COLOR`, `LANG`
  /// and the XDG folders do; else the empty text is read, as the flag's would be.
  let emptyVariableIsUnset: Bool
  private let read: @Sendable (String) throws(UsageError.Problem) -> Value

  /// An option defined by `definition`, whose text `read` turns into a value.
  init(
    _ definition: OptionDefinition, emptyVariableIsUnset: Bool = true,
    read: @escaping @Sendable (String) throws(UsageError.Problem) -> Value
  ) {
    self.definition = definition
    self.emptyVariableIsUnset = emptyVariableIsUnset
    self.read = read
  }

  /// The value of `text`, given to the option (or to its environment `variable`).
  ///
  /// - Throws: `UsageError` naming the option, and the variable when it came from one.
  func value(of text: String, variable: String? = nil) throws(UsageError) -> Value {
    do throws(UsageError.Problem) {
      return try read(text)
    } catch {
      throw UsageError(error, variable: variable)
    }
  }
}

extension Option where Value == Bool {
  /// A flag: `--reverse`.
  static func flag(
    _ name: String, short: Character? = nil, environment: String? = nil, help: TerminalText
  ) -> Option {
    Option(OptionDefinition(name, short: short, environment: environment, help: help)) { _ in
      true
    }
  }
}

extension Option where Value == String {
  /// Free text: `--search TEXT`.
  static func text(
    _ name: String, value: String, environment: String? = nil, help: TerminalText,
    joinsRepeatsWith separator: String? = nil
  ) -> Option {
    Option(
      OptionDefinition(
        name, value: value, environment: environment, help: help, joinsRepeatsWith: separator)
    ) { $0 }
  }

  /// A name that is never empty: `--user NAME`, `--code CODE`.
  ///
  /// Empty, from the flag or from its variable alike, it is a usage error, never a quiet
  /// fallback to somebody else's data, nor a code that cannot be one; but for a name whose
  /// variable set empty is unset, as any variable's is, when falling back uses nobody else's
  /// data (`TASCH_SIMULATION=`: no preset).
  static func name(
    _ name: String, value: String, environment: String? = nil, help: TerminalText,
    emptyVariableIsUnset: Bool = false
  ) -> Option {
    Option(
      OptionDefinition(name, value: value, environment: environment, help: help),
      emptyVariableIsUnset: emptyVariableIsUnset
    ) { text throws(UsageError.Problem) in
      return try Self.checkedName(text, option: "--" + name)
    }
  }

  /// `text` as a name to keep (composed, as `ShopRules.canonicalName` keeps every name), when
  /// it is one: not blank, and free of control characters and of characters that show as
  /// nothing (`ShopRules.isUnlistable`), and no longer than `ShopRules.longestName`, unless it
  /// only names a holder of something given before those were refused (`existing`), whose
  /// name may break the last two rules.
  ///
  /// The rules are those of the name as kept, so that a tab around it, white space that is not
  /// part of it, is no control character in it.
  static func checkedName(_ text: String, option: String, existing: Bool = false)
    throws(UsageError.Problem) -> String
  {
    let name = ShopRules.canonicalName(text)
    guard !ShopRules.isBlank(name) else { throw .missingName(text, option: option) }
    guard !ShopRules.hasControlCharacters(name) else { throw .controlInName(option: option) }
    guard existing || !ShopRules.hasInvisibleCharacters(name) else {
      throw .invisibleInName(option: option)
    }
    guard existing || !ShopRules.isTooLongForANewName(name) else {
      throw .longName(option: option, limit: ShopRules.longestName)
    }
    return name
  }
}

extension Option where Value == Int {
  /// A whole number of at least `minimum`, written in decimal digits: `--limit N`.
  static func count(_ name: String, minimum: Int, help: TerminalText) -> Option {
    Option(OptionDefinition(name, value: "N", help: help)) { text throws(UsageError.Problem) in
      guard let number = ShopRules.typedWholeNumber(text, atLeast: minimum) else {
        throw .badCount(option: "--" + name, value: text, minimum: minimum)
      }
      return number
    }
  }
}

extension Option where Value == Int {
  /// How many of a product a line asks for, from `minimum` to `ShopRules.largestQuantity`:
  /// `--quantity N`.
  static func quantity(_ name: String, help: TerminalText) -> Option {
    Option(OptionDefinition(name, value: "N", help: help)) { text throws(UsageError.Problem) in
      try quantity(text, minimum: 1)
    }
  }

  /// The quantity `text` writes, from `minimum` to `ShopRules.largestQuantity`, as every
  /// number typed is read (`ShopRules.typedWholeNumber`).
  static func quantity(_ text: String, minimum: Int) throws(UsageError.Problem) -> Int {
    guard let number = ShopRules.typedWholeNumber(text, atLeast: minimum),
      number <= ShopRules.largestQuantity
    else { throw .badQuantity(text, minimum: minimum) }
    return number
  }
}

extension Option {
  /// One of a fixed set of words: `--sort name|price|rating|stock`.
  static func choice(
    _ name: String, value: String, environment: String? = nil, help: TerminalText,
    _ choices: [(String, Value)]
  ) -> Option {
    let words = choices.map(\.0)
    return Option(
      OptionDefinition(
        name, value: value, environment: environment, help: help, choices: words)
    ) { text throws(UsageError.Problem) in
      guard let value = choices.first(where: { $0.0 == text })?.1 else {
        throw .badChoice(
          option: "--" + name, value: text, choices: words,
          suggestion: Suggestion.nearest(to: text, among: words))
      }
      return value
    }
  }
}

extension ParsedArguments {
  /// The value given to `option` on the command line; `nil` when it was not given.
  ///
  /// - Throws: `UsageError` when the text is not a value the option takes.
  func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
    guard let text = options[option.definition.name] else { return nil }
    return try option.value(of: text)
  }

  /// Whether the flag `option` was given.
  func flag(_ option: Option<Bool>) -> Bool {
    options[option.definition.name] != nil
  }
}
