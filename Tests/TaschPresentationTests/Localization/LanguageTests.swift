import TaschPresentation
import TaschPresentationTestSupport
import Testing

@Suite struct LanguageTests {
  @Test(arguments: [0, 1, 2, 5, 21, 100])
  func englishGermanAndSpanishUseTheSingularForOneOnly(count: Int) {
    let expected: PluralCategory = count == 1 ? .one : .other
    for language in [Language.english, .german, .spanish] {
      #expect(language.pluralCategory(for: count) == expected)
    }
  }

  @Test func frenchUsesTheSingularForZeroAndOne() {
    #expect([0, 1, 2, 10].map(Language.french.pluralCategory) == [.one, .one, .other, .other])
  }

  @Test func japaneseHasOneForm() {
    #expect([0, 1, 2].map(Language.japanese.pluralCategory) == [.other, .other, .other])
  }

  @Test func plurals() {
    #expect(Localization.locale("en_US").text(.productCount, count: 1) == "1 product")
    #expect(Localization.locale("en_US").text(.productCount, count: 0) == "0 products")
    #expect(Localization.locale("fr_FR").text(.productCount, count: 0) == "0 produit")
    #expect(Localization.locale("fr_FR").text(.productCount, count: 2) == "2 produits")
    #expect(Localization.locale("de_DE").text(.ratingCount, count: 1) == "1 Bewertung")
    #expect(Localization.locale("de_DE").text(.ratingCount, count: 1_234) == "1.234 Bewertungen")
    #expect(Localization.locale("es_ES").text(.inStockCount, count: 1) == "1 disponible")
    #expect(Localization.locale("ja_JP").text(.productCount, count: 1) == "1 件の商品")
  }

  @Test func readsTheLanguageOfALocale() {
    #expect(Language(localeIdentifier: "de_CH") == .german)
    #expect(Language(localeIdentifier: "ja") == .japanese)
    #expect(Language(localeIdentifier: "sw_KE") == nil)
  }
}
