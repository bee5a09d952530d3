import Foundation
import Tasch
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschPresentation

@Suite struct LocalizationTests {
  @Test func fillsPlaceholdersOnce() {
    #expect(Localization.fill("Total {amount}", with: ["amount": "$5.00"]) == "Total $5.00")
    #expect(Localization.fill("{a}{b}", with: ["a": "{b}", "b": "x"]) == "{b}x")
    #expect(Localization.fill("keep {unknown} and {", with: ["a": "1"]) == "keep {unknown} and {")
    #expect(Localization.fill("no values {a}", with: [:]) == "no values {a}")
    #expect(Localization.fill("{a}", with: ["a": ""]) == "")
    #expect(Localization.fill("{a}{a}}{", with: ["a": "x"]) == "xx}{")
  }

  @Test func fillsAroundTextOfAnyScript() {
    #expect(Localization.fill("在庫 {count} 点", with: ["count": "1,234"]) == "在庫 1,234 点")
    #expect(Localization.fill("é{名}ü", with: ["名": "ß"]) == "éßü")
    // A combining accent after a placeholder stays after the value.
    #expect(Localization.fill("{a}\u{301}!", with: ["a": "e"]) == "e\u{301}!")
    #expect(Localization.fill("{a}\u{301}!", with: ["a": "e"]).unicodeScalars.count == 3)
    #expect(Localization.fill("🇩🇪 {a} 🇫🇷", with: ["a": "\u{1F1EA}"]) == "🇩🇪 \u{1F1EA} 🇫🇷")
  }

  @Test func aPhraseForACountFillsTheCountAndTheOtherValues() {
    let english = Localization.english

    #expect(english.text(.productCountOf, count: 1_234, ["shown": "20"]) == "20 of 1,234 products")
    #expect(
      english.text(.productCountOf, count: 2, ["count": "9", "shown": "1"]) == "1 of 2 products")
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

  @Test(arguments: [("ar_BH", "1,234,567"), ("fa_IR", "\u{200E}\u{2212}1,234,567")])
  func aLanguageWithoutWordsTakesLatinDigitsWithTheEnglishWords(locale: String, number: String)
    throws
  {
    let localization = Localization.locale(locale)
    let usd = try #require(Currency(code: "USD"))
    let bhd = try #require(Currency(code: "BHD"))
    let sign = number.hasPrefix("1") ? 1 : -1

    #expect(localization.language == .english)
    #expect(localization.number(sign * 1_234_567) == number)
    #expect(localization.text(.productCount, count: 1_234) == "1,234 products")
    #expect(localization.money(Money(minorUnits: 123_450, currency: usd)).contains("1,234.50"))
    #expect(localization.money(Money(minorUnits: 1_234_567, currency: bhd)).contains("1,234.567"))
  }

  /// A month or an AM in Arabic or Devanagari beside English words would mix two scripts.
  @Test(arguments: ["ar_BH", "hi_IN", "th_TH", "fa_IR"])
  func datesAreInTheWordsLanguage(locale: String) {
    // Noon UTC on 28 November: the same month in every time zone.
    let date = Date(timeIntervalSince1970: 1_795_867_200)

    let written = Localization.locale(locale).dateTime(date)

    #expect(written.contains("Nov"), "\(written)")
    #expect(written.unicodeScalars.allSatisfy { $0.isASCII || !$0.properties.isAlphabetic })
  }

  @Test func datesOfALanguageWithWordsAreItsOwn() {
    let date = Date(timeIntervalSince1970: 1_795_867_200)

    #expect(Localization.locale("de_DE").dateTime(date).contains("Nov."))
    #expect(Localization.locale("ja_JP").dateTime(date).contains("11月"))
  }

  @Test func digitsFollowTheWordsNotTheMoneyLocale() throws {
    let localization = Localization(LocaleSettings(textLocale: "de_DE", moneyLocale: "ar_EG"))
    let egp = try #require(Currency(code: "EGP"))

    #expect(
      localization.money(Money(minorUnits: 123_450, currency: egp))
        == "\u{200F}1,234.50\u{A0}ج.م.\u{200F}")
  }

  @Test(arguments: ["aaaaaaaaaaaa", "aaaaaaaaaaaa_DE", "de DE", "", "\u{0}", "ü_DE"])
  func aSettingThatIsNotALocaleCountsAsAmericanEnglish(value: String) throws {
    let localization = Localization(LocaleSettings(textLocale: value, moneyLocale: value))
    let usd = try #require(Currency(code: "USD"))

    #expect(localization.textLocale.identifier == "en_US")
    #expect(localization.moneyLocale.identifier == "en_US")
    #expect(localization.money(Money(minorUnits: -123_456, currency: usd)) == "-$1,234.56")
    #expect(localization.text(.yourWishList) == "Your wish list")
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
