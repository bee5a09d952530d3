import Foundation
import Testing

@testable import TaschPresentation

/// Only what a locale can be gets through: ICU crashes on some of what cannot.
@Suite struct LocaleIdentifierTests {
  @Test(arguments: [
    ("de_DE", "de_DE"), ("de", "de"), ("pt-BR", "pt_BR"), ("es_419", "es_419"),
    ("sr_Latn_RS", "sr_Latn_RS"), ("zh-Hant-TW", "zh_Hant_TW"), ("uz_Cyrl", "uz_Cyrl"),
    ("fil_PH", "fil_PH"), ("DE_de", "de_DE"), ("sr_latn_rs", "sr_Latn_RS"),
    ("de_DE.UTF-8", "de_DE"), ("de_DE.UTF-8@euro", "de_DE"), ("ca_ES@valencia", "ca_ES"),
    ("ja_JP.eucJP", "ja_JP"), ("C", "en_US"), ("POSIX", "en_US"), ("C.UTF-8", "en_US"),
    // Codes ISO 639 replaced, which the system's locales still use.
    ("tl_PH.UTF-8", "fil_PH"), ("iw_IL", "he_IL"), ("in_ID", "id_ID"), ("cmn_TW", "zh_TW"),
  ])
  func acceptsLocalesInCanonicalForm(value: String, canonical: String) {
    #expect(LocaleIdentifier(parsing: value)?.description == canonical)
  }

  @Test(arguments: [
    // Values that crashed ICU in `LANG`.
    "aaaaaaaaaaaa", "aaaaaaaaaaaa_DE", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    // Not a language, script or region where one is expected.
    "", "x", "english", "12_34", "d3_DE", "de_", "_DE", "de__DE", "de_DEU", "de_1234",
    "de_Latn_DE_1996", "de_DE_waytoolongpart", "en_US_POSIX", "sr_RS_Latn",
    // Not ASCII, not one separator, not a POSIX charset or modifier.
    "dé_DE", "de_DE\u{0}", "de DE", "../etc", "de_DE-x", "de-DE_x", "de_DE.", "de_DE@",
    "de_DE@euro.UTF-8", "de_DE.UTF 8", "de_DE.\(String(repeating: "u", count: 33))",
    "de-DE-u-nu-latn", "de_DE@numbers=arab", "C_DE",
    // Of the right form, but no language or region ICU knows: it would write `US$`.
    "xx_YY.UTF-8@foo", "zz", "qaa", "en_YY", "de_ZZ",
    // ISO 639's codes that name no language: undetermined, several, uncoded, none.
    "und", "und_US", "mul", "mis", "zxx",
  ])
  func refusesWhatIsNotALocale(value: String) {
    #expect(LocaleIdentifier(parsing: value) == nil)
  }

  @Test func refusesValuesLongerThanAnyLocale() {
    let charset = String(repeating: "a", count: 28)
    let modifier = String(repeating: "b", count: 29)
    let longest = "de_DE.\(charset)@\(modifier)"

    #expect(longest.utf8.count == LocaleIdentifier.maximumLength)
    #expect(LocaleIdentifier(parsing: longest)?.description == "de_DE")
    #expect(LocaleIdentifier(parsing: longest + "a") == nil)
  }

  @Test func keepsItsOwnDigitsOnlyForTheLanguageOfTheWords() throws {
    let bahrain = try #require(LocaleIdentifier(parsing: "ar_BH"))
    let germany = try #require(LocaleIdentifier(parsing: "de_DE"))

    #expect(bahrain.locale(forWordsIn: .english).identifier == "ar_BH@numbers=latn")
    #expect(germany.locale(forWordsIn: .german).identifier == "de_DE")
    #expect(germany.locale(forWordsIn: .french).identifier == "de_DE@numbers=latn")
  }
}
