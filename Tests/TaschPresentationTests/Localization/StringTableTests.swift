import Foundation
import TaschPresentationTestSupport
import Testing

@testable import TaschPresentation

/// The string tables: complete in every language, consistent, and every key used.
@Suite struct StringTableTests {
  /// The text of `key` in `language`'s table.
  private static func text(_ key: TextKey, in language: Language) -> String {
    language.table.text(key)
  }

  @Test(arguments: Language.allCases)
  func everyKeyHasWordsWithTheSamePlaceholdersAsEnglish(language: Language) {
    StringTableRules.expectWordsWithEnglishPlaceholders(in: language, Self.text)
    for key in PluralKey.allCases {
      let forms = language.table.plural(key)
      let expected = StringTableRules.placeholders(English.plural(key).other)
      #expect(expected.contains("count"), "\(key)")
      #expect(StringTableRules.placeholders(forms.one) == expected, "\(language) \(key)")
      #expect(StringTableRules.placeholders(forms.other) == expected, "\(language) \(key)")
    }
  }

  /// The words each language rightly shares with English: the shop's name, "OK", "Total"
  /// where the language says it so too, and the quantities' and discounts' marks, which are
  /// symbols.
  static let sameAsEnglish: [Language: Set<TextKey>] = [
    .german: [.appTitle, .ok, .labelSeparator, .quantityMark, .changeQuantity, .amountOff],
    .french: [.appTitle, .ok, .total, .totalAmount, .quantityMark, .amountOff],
    .spanish: [
      .appTitle, .total, .totalAmount, .labelSeparator, .quantityMark, .changeQuantity, .amountOff,
    ],
    .japanese: [.appTitle, .ok, .labelSeparator, .quantityMark, .changeQuantity, .amountOff],
  ]

  @Test(arguments: [Language.german, .french, .spanish, .japanese])
  func translationsAreNotLeftInEnglish(language: Language) {
    StringTableRules.expectSameAsEnglish(Self.sameAsEnglish[language], in: language, Self.text)
  }

  @Test(arguments: Language.allCases)
  func sentencesEndAsEnglishEndsThemWithTheirFullStop(language: Language) {
    StringTableRules.expectEndingsAsEnglish(in: language, Self.text)
  }

  @Test(arguments: Language.allCases)
  func quotesAreTheLanguagesOwn(language: Language) {
    StringTableRules.expectOwnQuotationMarks(in: language, Self.text)
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
      // `title = .simulatedTitle`, `isIn ? .remove : .add`, `[.heightSize, …]`,
      // `PluralKey.itemCount`.
      code.range(of: #"([(:,?=\[]\s*|TextKey|PluralKey)\.\#(key)\b"#, options: .regularExpression)
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
