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

  @Test(arguments: Language.allCases)
  func translationsFollowTheRulesOfEveryTable(language: Language) {
    StringTableRules.expectTranslationRules(
      in: language, sameAsEnglish: Self.sameAsEnglish[language], Self.text)
  }

  /// Every key is used, and a key no code names is found out.
  @Test func everyKeyIsUsed() throws {
    let unused = try StringTableRules.keysNoCodeUses(
      TextKey.allCases.map(\.rawValue) + PluralKey.allCases.map(\.rawValue) + ["noCodeNamesMe"],
      namedAs: ["TextKey", "PluralKey"],
      in: [
        "Sources/TaschPresentation", "Sources/TaschTerminal", "Sources/TaschAPI",
      ])

    #expect(unused == ["noCodeNamesMe"], "keys no code uses: \(unused)")
  }
}
