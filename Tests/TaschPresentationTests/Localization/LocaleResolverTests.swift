import TaschPresentation
import Testing

@Suite struct LocaleResolverTests {
  private func resolve(_ environment: [String: String], option: String? = nil)
    -> LocaleSettings
  {
    LocaleResolver.resolve(option: option, environment: environment)
  }

  @Test func nothingSetMeansAmericanEnglish() {
    #expect(resolve([:]) == LocaleSettings(textLocale: "en_US", moneyLocale: "en_US"))
  }

  @Test func theOptionBeatsEverything() {
    let settings = resolve(
      ["TASCH_LOCALE": "de_DE", "LC_ALL": "fr_FR", "LANG": "es_ES"], option: "ja_JP")

    #expect(settings == LocaleSettings(textLocale: "ja_JP", moneyLocale: "ja_JP"))
  }

  @Test func thenTaschLocaleThenLCAllThenTheCategoryThenLang() {
    #expect(resolve(["TASCH_LOCALE": "de_DE", "LC_ALL": "fr_FR"]).textLocale == "de_DE")
    #expect(resolve(["LC_ALL": "fr_FR", "LC_MESSAGES": "es_ES"]).textLocale == "fr_FR")
    #expect(resolve(["LC_MESSAGES": "es_ES", "LANG": "de_DE"]).textLocale == "es_ES")
    #expect(resolve(["LANG": "de_DE"]).textLocale == "de_DE")
  }

  @Test func textFollowsMessagesAndMoneyFollowsMonetary() {
    let settings = resolve(["LC_MESSAGES": "fr_FR", "LC_MONETARY": "en_IN", "LANG": "de_DE"])

    #expect(settings == LocaleSettings(textLocale: "fr_FR", moneyLocale: "en_IN"))
  }

  @Test(arguments: [
    ("de_DE.UTF-8", "de_DE"), ("de_DE.UTF-8@euro", "de_DE"), ("ca_ES@valencia", "ca_ES"),
    ("pt-BR", "pt_BR"), ("fr", "fr"), ("sr_Latn_RS", "sr_Latn_RS"), ("C", "en_US"),
    ("C.UTF-8", "en_US"), ("POSIX", "en_US"),
  ])
  func dropsEncodingAndModifier(value: String, normalized: String) {
    #expect(LocaleResolver.normalized(value) == normalized)
    #expect(resolve(["LANG": value]).textLocale == normalized)
  }

  @Test(arguments: ["", "x", "english", "12_34", "de_", "de DE", "../etc", "de_DE_waytoolongpart"])
  func ignoresWhatIsNotALocale(value: String) {
    #expect(LocaleResolver.normalized(value) == nil)
    #expect(resolve(["LC_ALL": value, "LANG": "es_MX"]).textLocale == "es_MX")
  }

  @Test(arguments: ["LC_ALL", "LC_MESSAGES", "LC_MONETARY", "LANG", "TASCH_LOCALE"])
  func valuesThatCrashedICUAreSkippedSilently(variable: String) {
    for value in ["aaaaaaaaaaaa", "aaaaaaaaaaaa_DE", String(repeating: "a", count: 4_096)] {
      let settings = resolve([variable: value])
      let underGerman = resolve(["LANG": "de_AT"].merging([variable: value]) { _, new in new })

      #expect(settings == LocaleSettings(textLocale: "en_US", moneyLocale: "en_US"))
      if variable != "LANG" {
        #expect(underGerman == LocaleSettings(textLocale: "de_AT", moneyLocale: "de_AT"))
      }
    }
    #expect(resolve([:], option: "aaaaaaaaaaaa").textLocale == "en_US")
  }

  @Test func cStopsTheSearchLikeAnyOtherLocale() {
    #expect(resolve(["LC_ALL": "C", "LANG": "de_DE"]).textLocale == "en_US")
  }

  @Test(arguments: [
    ("de_AT", Language.german), ("fr_CA", .french), ("es_MX", .spanish), ("ja_JP", .japanese),
    ("en_GB", .english), ("sw_KE", .english), ("pt_BR", .english),
  ])
  func aLanguageWithoutTablesFallsBackToEnglishText(locale: String, language: Language) {
    let settings = resolve(["LANG": locale])

    #expect(settings.language == language)
    #expect(settings.moneyLocale == locale, "money keeps the locale's region")
  }

  @Test func theNearestAvailableLocaleDropsPartsFromTheEndUntilICUHasData() {
    #expect(LocaleResolver.nearestAvailable("de_AT") == "de_AT")
    #expect(LocaleResolver.nearestAvailable("sr_Latn_RS") == "sr_Latn_RS")
    #expect(LocaleResolver.nearestAvailable("fr_JP") == "fr")
    #expect(LocaleResolver.nearestAvailable("en_Aaaa_US") == "en")
    #expect(LocaleResolver.nearestAvailable("zz") == nil)
    // Aliases ICU follows to a locale it has data for stay, as --locale keeps them.
    #expect(LocaleResolver.nearestAvailable("zh_TW") == "zh_TW")
    #expect(LocaleResolver.nearestAvailable("sr_RS") == "sr_RS")
    #expect(LocaleResolver.nearestAvailable("uz_AF") == "uz_AF")
  }

  @Test func settingsThatAreNotLocalesSpeakEnglish() {
    #expect(LocaleSettings(textLocale: "de DE", moneyLocale: "de DE").language == .english)
    #expect(LocaleSettings(textLocale: "de_DE.UTF-8", moneyLocale: "").language == .german)
  }
}
