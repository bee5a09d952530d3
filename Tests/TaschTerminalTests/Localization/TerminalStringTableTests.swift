import Foundation
import TaschPresentation
import TaschPresentationTestSupport
import TaschSimulation
import Testing

@testable import TaschTerminal

/// The terminal's string tables: every language has every text, with the same placeholders,
/// sentences ended as English ends them, its own quotation marks, and every text used.
@Suite struct TerminalStringTableTests {
  private static func words(_ key: TerminalText, in language: Language) -> String {
    Localization.locale(language.rawValue).text(key)
  }

  @Test(arguments: Language.allCases)
  func everyTextHasWordsWithTheSamePlaceholdersAsEnglish(language: Language) {
    StringTableRules.expectWordsWithEnglishPlaceholders(in: language, Self.words)
  }

  /// The words each language rightly shares with English: column headings and key names as
  /// keyboards print them, and patterns of placeholders only.
  static let sameAsEnglish: [Language: Set<TerminalText>] = [
    .german: [
      .usageFromVariable, .columnID, .columnName, .simulationTitle, .helpFilterPrompt, .codePrompt,
    ],
    .french: [
      .columnID, .columnStock, .columnDate, .columnTotal, .simulationTitle, .keyNameControl,
    ],
    .spanish: [.usageFromVariable, .columnID, .columnTotal, .keyNameControl],
    .japanese: [
      .usageFromVariable, .confirmPrompt, .columnID, .keyNameEnter, .keyNameBackspace,
      .keyNameDelete, .keyNamePageUp, .keyNamePageDown, .keyNameHome, .keyNameEnd,
      .keyNameControl,
    ],
  ]

  @Test(arguments: Language.allCases)
  func translationsFollowTheRulesOfEveryTable(language: Language) {
    StringTableRules.expectTranslationRules(
      in: language, sameAsEnglish: Self.sameAsEnglish[language], Self.words)
  }

  /// The spec language is the simulation's; the help, written by hand, must keep up with it.
  @Test(arguments: Language.allCases)
  func theFailOptionsHelpNamesEveryKindAndPattern(language: Language) {
    let help = Self.words(.optionFail, in: language)
    let patterns = ["always", "once", "3x", "30%", "every:", "after:", "for:"]

    for word in FailureKind.allCases.map(\.rawValue) + patterns {
      #expect(help.contains(word), "\(language) --fail help lacks \(word)")
    }
    #expect(Self.words(.optionLatency, in: language).contains("lognormal:"))
  }

  @Test func everyTextIsUsed() throws {
    let unused = try StringTableRules.keysNoCodeUses(
      TerminalText.allCases.map(\.rawValue), namedAs: ["TerminalText"],
      in: ["Sources/TaschTerminal"])

    #expect(unused.isEmpty, "texts no code uses: \(unused)")
  }
}
