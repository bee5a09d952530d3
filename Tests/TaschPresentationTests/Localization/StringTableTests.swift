import Foundation
import Testing

@testable import TaschPresentation

/// The string tables: complete in every language, consistent, and every key used.
@Suite struct StringTableTests {
  private static func placeholders(_ text: String) -> Set<String> {
    var names = Set<String>()
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  @Test(arguments: Language.allCases)
  func everyKeyHasWordsWithTheSamePlaceholdersAsEnglish(language: Language) {
    for key in TextKey.allCases {
      let words = language.table.text(key)
      #expect(!words.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key)")
      #expect(
        Self.placeholders(words) == Self.placeholders(English.text(key)), "\(language) \(key)")
    }
    for key in PluralKey.allCases {
      let forms = language.table.plural(key)
      #expect(Self.placeholders(forms.one) == ["count"], "\(language) \(key)")
      #expect(Self.placeholders(forms.other) == ["count"], "\(language) \(key)")
    }
  }

  /// The words each language rightly shares with English: the shop's name, "OK", "ID",
  /// patterns of placeholders only, and key names as the keyboards print them.
  static let sameAsEnglish: [Language: Set<TextKey>] = [
    .german: [.appTitle, .ok, .usageFromVariable, .columnID, .columnName, .simulationTitle],
    .french: [
      .appTitle, .ok, .total, .totalAmount, .columnID, .columnStock, .simulationTitle,
      .keyNameControl,
    ],
    .spanish: [.appTitle, .total, .totalAmount, .usageFromVariable, .columnID, .keyNameControl],
    .japanese: [
      .appTitle, .ok, .usageFromVariable, .confirmPrompt, .columnID, .keyNameEnter,
      .keyNameBackspace,
      .keyNameDelete, .keyNamePages, .keyNameEnds, .keyNameControl,
    ],
  ]

  @Test(arguments: [Language.german, .french, .spanish, .japanese])
  func translationsAreNotLeftInEnglish(language: Language) {
    let same = Set(TextKey.allCases.filter { language.table.text($0) == English.text($0) })

    #expect(
      same == Self.sameAsEnglish[language],
      "\(language) repeats English for \(same.subtracting(Self.sameAsEnglish[language] ?? []))")
  }

  @Test func everyKeyIsUsed() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let sources = try ["Sources/TaschPresentation", "Sources/TaschTerminal"].flatMap { folder in
      try Self.swiftFiles(in: root.appendingPathComponent(folder))
    }.filter { !$0.path.contains("/Localization/") }
    let code = try sources.map { try String(contentsOf: $0, encoding: .utf8) }.joined()

    let keys = TextKey.allCases.map(\.rawValue) + PluralKey.allCases.map(\.rawValue)
    let unused = keys.filter { key in
      // A key is used where it is an argument or a value: `text(.total)`, `title: .cart`,
      // `isIn ? .remove : .add`, `[.columnID, …]`, `TextKey.exitSuccess`.
      code.range(of: #"([(:,?\[]\s*|TextKey|PluralKey)\.\#(key)\b"#, options: .regularExpression)
        == nil
    }

    #expect(unused.isEmpty, "keys no code uses: \(unused)")
  }

  private static func swiftFiles(in folder: URL) throws -> [URL] {
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }
}
