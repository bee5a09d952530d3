import Tasch
import TaschTestSupport
import Testing

@testable import TaschPresentation

@Suite struct LocalizationTests {
  @Test func fillsPlaceholdersOnce() {
    #expect(Localization.fill("Total {amount}", with: ["amount": "$5.00"]) == "Total $5.00")
    #expect(Localization.fill("{a}{b}", with: ["a": "{b}", "b": "x"]) == "{b}x")
    #expect(Localization.fill("keep {unknown} and {", with: ["a": "1"]) == "keep {unknown} and {")
    #expect(Localization.fill("no values {a}", with: [:]) == "no values {a}")
  }

  @Test func wordsComeFromTheLanguagesTable() {
    #expect(Localization.locale("en_US").text(.yourWishList) == "Your wish list")
    #expect(Localization.locale("de_AT").text(.yourWishList) == "Deine Wunschliste")
    #expect(Localization.locale("fr_CA").text(.yourWishList) == "Votre liste d’envies")
    #expect(Localization.locale("es_MX").text(.yourWishList) == "Tu lista de deseos")
    #expect(Localization.locale("ja_JP").text(.yourWishList) == "ウィッシュリスト")
    #expect(Localization.locale("sw_KE").text(.yourWishList) == "Your wish list")
  }

  @Test func numbersFollowTheTextLocale() {
    #expect(Localization.locale("en_US").number(1_234_567) == "1,234,567")
    #expect(Localization.locale("de_DE").number(1_234_567) == "1.234.567")
    #expect(Localization.locale("de_DE").number(4.25, fractionDigits: 1) == "4,2")
  }

  @Test(arguments: [
    ("en_US", #"H: 36cm/14""#, #"W: 1,200cm/472""#),
    ("de_DE", #"H: 36 cm/14""#, #"B: 1.200 cm/472""#),
    ("fr_FR", "H\u{A0}: 36 cm/14\"", "L\u{A0}: 1\u{202F}200 cm/472\""),
    ("es_ES", #"Al: 36 cm/14""#, #"An: 1200 cm/472""#),
    ("ja_JP", #"高さ: 36cm/14""#, #"幅: 1,200cm/472""#),
  ])
  func labelsSizesInEachLanguage(locale: String, height: String, width: String) {
    let localization = Localization.locale(locale)

    #expect(localization.size(.heightSize, Length(centimetres: 36, inches: 14)) == height)
    #expect(localization.size(.widthSize, Length(centimetres: 1_200, inches: 472)) == width)
  }
}
