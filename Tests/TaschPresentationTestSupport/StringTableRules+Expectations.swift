import Foundation
import TaschPresentation
import Testing

/// The rules checked on a front's whole table, for the string table tests of every front:
/// `text(key, language)` gives a key's text in a language.
extension StringTableRules {
  /// Expects every key's text in `language` to have words, and the placeholders of English's.
  public static func expectWordsWithEnglishPlaceholders<Key: CaseIterable>(
    in language: Language, _ text: (Key, Language) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (key, words, english) in texts(in: language, text) {
      #expect(
        !words.trimmingCharacters(in: .whitespaces).isEmpty
          && placeholders(words) == placeholders(english),
        "\(language) \(key)", sourceLocation: sourceLocation)
    }
  }

  /// Expects every key's text in `language` to follow the rules of a translation, in every
  /// string table: English's words only for the keys of `sameAsEnglish`, sentences ended as
  /// English ends them, and the language's own quotation marks.
  public static func expectTranslationRules<Key: CaseIterable & Hashable>(
    in language: Language, sameAsEnglish: Set<Key>?, _ text: (Key, Language) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if language != .english {
      expectSameAsEnglish(sameAsEnglish, in: language, text, sourceLocation: sourceLocation)
    }
    expectEndingsAsEnglish(in: language, text, sourceLocation: sourceLocation)
    expectOwnQuotationMarks(in: language, text, sourceLocation: sourceLocation)
  }

  /// Expects the keys whose text in `language` is English's to be `expected`: the words the
  /// language rightly shares with English.
  public static func expectSameAsEnglish<Key: CaseIterable & Hashable>(
    _ expected: Set<Key>?, in language: Language, _ text: (Key, Language) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let same = Set(texts(in: language, text).filter { $0.words == $0.english }.map(\.key))

    #expect(
      same == expected, "\(language) repeats English for \(same.subtracting(expected ?? []))",
      sourceLocation: sourceLocation)
  }

  /// Expects every key's text in `language` to end as English's ends, and one that holds
  /// several sentences to end as a sentence.
  public static func expectEndingsAsEnglish<Key: CaseIterable>(
    in language: Language, _ text: (Key, Language) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (key, words, english) in texts(in: language, text) {
      let sentenceIfSeveral = !holdsSeveralSentences(words) || ending(words) == .sentence
      #expect(
        ending(words) == ending(english) && sentenceIfSeveral, "\(language) \(key): \(words)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects every key's text in `language` to quote with the language's own quotation marks
  /// only.
  public static func expectOwnQuotationMarks<Key: CaseIterable>(
    in language: Language, _ text: (Key, Language) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (key, words, _) in texts(in: language, text) {
      let foreign = foreignQuotationMarks(in: words, language: language)
      #expect(
        foreign.isEmpty, "\(language) \(key) quotes with \(foreign)", sourceLocation: sourceLocation
      )
    }
  }

  /// Every key, with its text in `language` and in English.
  private static func texts<Key: CaseIterable>(
    in language: Language, _ text: (Key, Language) -> String
  ) -> [(key: Key, words: String, english: String)] {
    Key.allCases.map { ($0, text($0, language), text($0, .english)) }
  }
}
