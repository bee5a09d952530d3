import TaschPresentation

/// One language's words for every terminal text.
///
/// Each table is an exhaustive `switch`, so a key a language lacks does not compile; the tables
/// are compiled in, so a copied `tasch` needs no resource bundle.
protocol TerminalStringTable {
  /// The words for `key`.
  static func text(_ key: TerminalText) -> String
}

extension Localization {
  /// The words for the terminal text `key`, with each `{name}` placeholder replaced by
  /// `values[name]`.
  func text(_ key: TerminalText, _ values: [String: String] = [:]) -> String {
    Self.fill(language.terminalTable.text(key), with: values)
  }
}

extension Language {
  /// This language's terminal table.
  fileprivate var terminalTable: any TerminalStringTable.Type {
    switch self {
    case .english: TerminalEnglish.self
    case .german: TerminalGerman.self
    case .french: TerminalFrench.self
    case .spanish: TerminalSpanish.self
    case .japanese: TerminalJapanese.self
    }
  }
}
