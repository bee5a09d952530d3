/// One language's words for every key.
///
/// Each table is an exhaustive `switch`, so a key a language lacks does not compile. The tables
/// are compiled in rather than read from a resource bundle: on Linux `Bundle.module` stops the
/// program when its bundle is missing, as it is for a `tasch` binary copied elsewhere.
protocol StringTable {
  /// The words for `key`.
  static func text(_ key: TextKey) -> String
  /// The plural forms for `key`.
  static func plural(_ key: PluralKey) -> PluralForms
}

extension Language {
  /// This language's table.
  var table: any StringTable.Type {
    switch self {
    case .english: English.self
    case .german: German.self
    case .french: French.self
    case .spanish: Spanish.self
    case .japanese: Japanese.self
    }
  }
}
