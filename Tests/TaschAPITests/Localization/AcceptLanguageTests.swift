import Testing

@testable import TaschAPI

@Suite struct AcceptLanguageTests {
  /// Found by attack: a tag with an extension fell back to the server's locale.
  @Test func extensionsAndPrivateUseAreLeftOffATag() {
    #expect(AcceptLanguage.preferredLocale(["de-DE-u-cu-jpy"]) == "de_DE")
    #expect(AcceptLanguage.preferredLocale(["ja-JP-u-nu-arab, en;q=0.5"]) == "ja_JP")
    #expect(AcceptLanguage.preferredLocale(["fr-x-private"]) == "fr")
    #expect(AcceptLanguage.preferredLocale(["x-klingon, es;q=0.1"]) == "es")
  }

  @Test func takesTheFirstRangeWhenNoneIsWeighted() {
    #expect(AcceptLanguage.preferredLocale(["de-AT, en"]) == "de_AT")
  }

  @Test func takesTheHeaviestRange() {
    #expect(AcceptLanguage.preferredLocale(["en;q=0.5, fr-FR;q=0.9, de;q=0.7"]) == "fr_FR")
  }

  /// Found by attack: `pt-BR, es;q=0.5` was answered in English words, Tasch having none in
  /// Portuguese.
  @Test func takesTheHeaviestRangeInALanguageTaschSpeaks() {
    #expect(AcceptLanguage.preferredLocale(["pt-BR, es;q=0.5"]) == "es")
    #expect(AcceptLanguage.preferredLocale(["ar-BH;q=0.9, de-AT;q=0.2, ja;q=0.1"]) == "de_AT")
    #expect(AcceptLanguage.preferredLocale(["ar-BH, pt-BR;q=0.5"]) == "ar_BH")
  }

  @Test func rangesOfEqualWeightKeepTheClientsOrder() {
    #expect(AcceptLanguage.preferredLocale(["ja;q=0.8", "es;q=0.8"]) == "ja")
  }

  @Test func passesOverWhatIsNotALocaleAndTheWildcard() {
    #expect(AcceptLanguage.preferredLocale(["*, aaaaaaaaaaaa, es-419;q=0.1"]) == "es_419")
  }

  @Test func aRangeOfWeightZeroIsNotAcceptable() {
    #expect(AcceptLanguage.preferredLocale(["de;q=0, en;q=0.1"]) == "en")
  }

  @Test(arguments: ["de;q=2", "de;q=0.1234", "de;q=abc", "de;q=1.001", "de;q=.5", "de;q="])
  func aMalformedWeightLeavesItsRangeOut(field: String) {
    #expect(AcceptLanguage.preferredLocale([field + ", fr"]) == "fr")
  }

  /// RFC 9110's weights may end with their point: `1.` is 1 and `0.` is 0.
  @Test func aWeightMayEndWithItsPoint() {
    #expect(AcceptLanguage.preferredLocale(["fr;q=0.5, de;q=1."]) == "de")
    #expect(AcceptLanguage.preferredLocale(["de;q=0., fr;q=0.1"]) == "fr")
  }

  /// As RFC 4647's lookup finds it: a client may name any of millions of locales, and each one
  /// Foundation made was kept for good.
  @Test func aLocaleIsTheNearestICUHasDataFor() {
    #expect(AcceptLanguage.preferredLocale(["fr-JP"]) == "fr")
    #expect(AcceptLanguage.preferredLocale(["en-Aaaa-US"]) == "en")
    #expect(AcceptLanguage.preferredLocale(["sr-Latn-RS"]) == "sr_Latn_RS")
    #expect(AcceptLanguage.preferredLocale(["zh-TW"]) == "zh_TW")
  }

  /// A tag no locale here takes as written, a variant in it, is shortened until one does.
  @Test func aTagIsShortenedFromItsEndUntilItIsALocale() {
    #expect(AcceptLanguage.preferredLocale(["de-DE-1996"]) == "de_DE")
    #expect(AcceptLanguage.preferredLocale(["sl-rozaj-biske, ar;q=0.5"]) == "sl")
    #expect(AcceptLanguage.preferredLocale(["aaaaaaaaa-DE, en;q=0.5"]) == "en")
  }

  @Test func nothingAcceptableIsNil() {
    #expect(AcceptLanguage.preferredLocale([]) == nil)
    #expect(AcceptLanguage.preferredLocale(["*"]) == nil)
  }
}
