import Foundation
import Tasch
import TaschTestSupport
import Testing

/// The shop's rules, as every store's reader applies them: each limit lets its edge through
/// and refuses one beyond it, in words that name the field.
@Suite struct ShopRulesTests {
  @Test func aProductKeepingEveryRuleBreaksNone() {
    let product = ShopProduct.stub(
      id: 1, name: "Carrier", dimensions: Dimensions(height: Length(centimetres: 0, inches: 0)),
      price: .usd(0), stock: 0, ratings: RatingCounts([.five: ShopRules.largestRatingCount]))

    #expect(ShopRules.check(product) == nil)
  }

  @Test(arguments: [
    (ShopProduct.stub(id: 0), BrokenRule("id", "must be a whole number above 0, not 0")),
    (ShopProduct.stub(name: " \n"), BrokenRule("name", "must not be empty")),
    (ShopProduct.stub(name: ""), BrokenRule("name", "must not be empty")),
    (ShopProduct.stub(name: "\u{200B}\u{301}"), BrokenRule("name", "must not be empty")),
    (ShopProduct.stub(name: "\u{2800} \u{2800}"), BrokenRule("name", "must not be empty")),
    (
      ShopProduct.stub(price: Money(minorUnits: -1, currency: .usd)),
      BrokenRule("price", "must not be negative, not -0.01")
    ),
    (
      ShopProduct.stub(stock: -1),
      BrokenRule("stock", "must be a whole number of at least 0, not -1")
    ),
    (
      ShopProduct.stub(dimensions: Dimensions(width: Length(centimetres: 3, inches: -1))),
      BrokenRule("dimensions.width.in", "must be a whole number of at least 0, not -1")
    ),
    (
      ShopProduct.stub(ratings: RatingCounts([.two: ShopRules.largestRatingCount + 1])),
      BrokenRule("ratings.2", "must be at most 1000000000000, not 1000000000001")
    ),
  ])
  func aProductBreakingARuleSaysWhichAndHow(product: ShopProduct, broken: BrokenRule) {
    #expect(ShopRules.check(product) == broken)
  }

  @Test(arguments: ["e\u{301}", "\u{200B}Bag", "\u{301}a", "🏳️‍🌈", "ـ", "·"])
  func aNameWithACharacterThatShowsIsNotBlank(name: String) {
    #expect(!ShopRules.isBlank(name))
  }

  @Test func aBrokenRuleReadsAsTheCatalogueFileNamesItsField() {
    #expect(
      BrokenRule("price", "must not be negative, not -250.00").description
        == #""price" must not be negative, not -250.00"#)
  }

  @Test func momentsAreThoseOfFourDigitYears() {
    // 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z, in the proleptic Gregorian calendar.
    let first = Date(timeIntervalSince1970: -62_135_596_800)
    let last = Date(timeIntervalSince1970: 253_402_300_799)

    #expect(ShopRules.moment(first, "at") == nil)
    #expect(ShopRules.moment(last, "at") == nil)
    #expect(ShopRules.moment(.stub, "at") == nil)
    for outside in [first - 1, last + 1, Date(timeIntervalSinceReferenceDate: .nan)] {
      #expect(ShopRules.moment(outside, "at")?.field == "at")
    }
  }

  @Test func anOrderBreakingARuleSaysWhichAndHow() {
    let line = OrderLine(productID: 1, name: "Carrier", price: .usd(250))
    let negative = Money(minorUnits: -5, currency: .usd)

    #expect(
      ShopRules.check(Order(number: 1, lines: [line], total: .usd(250), placedAt: .stub)) == nil)
    #expect(
      ShopRules.check(Order(number: 0, lines: [line], total: .usd(250), placedAt: .stub))
        == BrokenRule("number", "must be a whole number above 0, not 0"))
    #expect(
      ShopRules.check(Order(number: 1, lines: [line], total: negative, placedAt: .stub))
        == BrokenRule("total", "must not be negative, not -0.05"))
    let free = OrderLine(productID: 0, name: "Gift", price: .usd(0))
    #expect(
      ShopRules.check(Order(number: 1, lines: [line, free], total: .usd(250), placedAt: .stub))
        == BrokenRule("lines[1].id", "must be a whole number above 0, not 0"))
  }

  @Test func anOrdersTotalIsItsLinesLessTheDiscountWithShipping() {
    let lines = [
      OrderLine(productID: 1, name: "Carrier", price: .usd(250), quantity: 2),
      OrderLine(productID: 2, name: "Dingo", price: .usd(75)),
    ]
    func order(total: Money, shipping: Money? = nil) -> Order {
      Order(
        number: 1, lines: lines, code: "TEN", discount: .usd(10), shipping: shipping,
        total: total, placedAt: .stub)
    }

    #expect(ShopRules.check(order(total: .usd(565))) == nil)
    #expect(ShopRules.check(order(total: .usd(570), shipping: .usd(5))) == nil)
    #expect(
      ShopRules.check(order(total: .usd(575)))
        == BrokenRule(
          "total", "must be the lines less the discount with shipping, 565.00, not 575.00"))
    #expect(
      ShopRules.check(order(total: Money(minorUnits: 56_500, currency: .eur)))
        == BrokenRule(
          "total", "must be in the currency of the lines, the discount and shipping"))
    let huge = OrderLine(
      productID: 1, name: "Carrier", price: Money(minorUnits: .max, currency: .usd), quantity: 2)
    #expect(
      ShopRules.check(Order(number: 1, lines: [huge], total: .usd(1), placedAt: .stub))
        == BrokenRule("total", "must be the lines less the discount with shipping, too large"))
  }

  @Test func aShoppersDataBreakingARuleSaysWhichAndHow() {
    let kept = ShopperData(
      wishList: WishList([1, 2]), ratings: [2: .three],
      history: ChangeHistory([ShopperChange(.removedFromWishList(position: 0), of: 3, at: .stub)]))
    let removal = ShopperChange(.removedFromWishList(position: -1), of: 3, at: .stub)

    #expect(ShopRules.check(kept) == nil)
    #expect(
      ShopRules.check(ShopperData(wishList: WishList([1, -2])))
        == BrokenRule("wishList[1]", "must be a whole number above 0, not -2"))
    #expect(
      ShopRules.check(ShopperData(ratings: [0: .one]))
        == BrokenRule("ratings", "must be a whole number above 0, not 0"))
    #expect(
      ShopRules.check(ShopperData(history: ChangeHistory([removal])))
        == BrokenRule("history[0].position", "must be a whole number of at least 0, not -1"))
    #expect(
      ShopRules.check(ShopperData(lastOrderNumber: -1))
        == BrokenRule("lastOrderNumber", "must be a whole number of at least 0, not -1"))
  }

  @Test func quantitiesAreFromOneToNinetyNine() {
    #expect(ShopRules.quantity(1, "quantity") == nil)
    #expect(ShopRules.quantity(99, "quantity") == nil)
    #expect(
      ShopRules.quantity(0, "quantity")
        == BrokenRule("quantity", "must be a whole number above 0, not 0"))
    #expect(
      ShopRules.quantity(100, "quantity") == BrokenRule("quantity", "must be at most 99, not 100"))
    #expect(ShopRules.largestQuantity(maxPerOrder: nil) == 99)
    #expect(ShopRules.largestQuantity(maxPerOrder: 3) == 3)
    #expect(ShopRules.largestQuantity(maxPerOrder: 500) == 99)
  }

  @Test func quantitiesBreakingARuleSayWhere() {
    let change = ShopperChange(.changedQuantity(from: 1, to: 100), of: 3, at: .stub)
    let line = OrderLine(productID: 1, name: "Carrier", price: .usd(250), quantity: 0)
    var limitless = ShopProduct.stub(id: 1)
    limitless.maxPerOrder = 0

    #expect(
      ShopRules.check(ShopperData(wishList: WishList([1, 2], quantities: [2: 120])))
        == BrokenRule("wishList[1].quantity", "must be at most 99, not 120"))
    #expect(
      ShopRules.check(ShopperData(history: ChangeHistory([change])))
        == BrokenRule("history[0].to", "must be at most 99, not 100"))
    #expect(
      ShopRules.check(Order(number: 1, lines: [line], total: .usd(0), placedAt: .stub))
        == BrokenRule("lines[0].quantity", "must be a whole number above 0, not 0"))
    #expect(
      ShopRules.check(limitless)
        == BrokenRule("maxPerOrder", "must be a whole number above 0, not 0"))
  }

  @Test(arguments: ["WELCOME10", "bags-5", "A_B", String(repeating: "x", count: 32)])
  func aPromotionCodeIsAsciiLettersDigitsDashesAndUnderscores(code: String) {
    #expect(ShopRules.code(code) == nil)
  }

  @Test(arguments: ["", "a b", "café", "x;y", String(repeating: "x", count: 33)])
  func anythingElseIsNoPromotionCode(code: String) {
    #expect(
      ShopRules.code(code) == BrokenRule("code", #"must be 1 to 32 letters, digits, "-" or "_""#))
  }

  @Test(
    arguments: [
      (" WELCOME10", "WELCOME10"), ("WELCOME10 ", "WELCOME10"), ("\tbags-5\n", "bags-5"),
      ("", nil), (" ", nil), ("\u{3000}", nil), ("WELCOME10\u{200B}", "WELCOME10"),
      ("\u{FEFF}\u{200B}bags-5\u{A0}", "bags-5"), ("\u{200B}", nil),
    ] as [(String, String?)])
  func aTypedCodeIsWhatIsLeftWithoutTheWhiteSpaceAroundItAndABlankOneIsNone(
    typed: String, code: String?
  ) {
    #expect(ShopRules.typedCode(typed) == code)
  }

  @Test func aPercentageOffIsAWholeNumberFrom1To100() {
    #expect(ShopRules.percentage(1) == nil)
    #expect(ShopRules.percentage(100) == nil)
    #expect(
      ShopRules.percentage(0)
        == BrokenRule("percentOff", "must be a whole number from 1 to 100, not 0"))
    #expect(ShopRules.percentage(101) != nil)
  }

  @Test func anAmountOffOrAFreeShippingThresholdIsMoreThan0() {
    #expect(ShopRules.positiveAmount(Money(minorUnits: 1, currency: .usd), "amountOff") == nil)
    #expect(
      ShopRules.positiveAmount(Money(minorUnits: 0, currency: .usd), "freeFrom")
        == BrokenRule("freeFrom", "must be more than 0, not 0.00"))
    #expect(ShopRules.positiveAmount(Money(minorUnits: -5, currency: .usd), "amountOff") != nil)
  }

  @Test func aPromotionAndAShippingRuleAreCheckedWhole() {
    #expect(ShopRules.check(Promotion(code: "A", discount: .percentOff(10))) == nil)
    let never = Date(timeIntervalSinceReferenceDate: 1e300)
    #expect(
      ShopRules.check(Promotion(code: "A", discount: .percentOff(10), validUntil: never))?.field
        == "validUntil")
    #expect(ShopRules.check(Promotion(code: "A b", discount: .percentOff(10)))?.field == "code")
    #expect(ShopRules.check(ShippingRule(flat: .usd(0))) == nil)
    #expect(
      ShopRules.check(ShippingRule(flat: .usd(5), freeFrom: .usd(0)))
        == BrokenRule("freeFrom", "must be more than 0, not 0.00"))
  }

  @Test func aNameIsKeptWithoutTheWhiteSpaceAroundItAndComposed() {
    #expect(ShopRules.canonicalName(" ann\t") == "ann")
    #expect(ShopRules.canonicalName("an n") == "an n")
    // A name given before such were refused is named as it was kept, to take back its token:
    // trimmed, `ann\u{2060}` would name ann.
    #expect(
      ShopRules.canonicalName("ann\u{2060}").unicodeScalars.elementsEqual(
        "ann\u{2060}".unicodeScalars))
    #expect(
      ShopRules.canonicalName(" e\u{301} ").unicodeScalars.elementsEqual("\u{E9}".unicodeScalars))
  }

  @Test(arguments: ["a\tb", "\u{1B}", "\u{202E}gnol", "ann\u{2066}", "\u{200F}x", "a\u{061C}"])
  func aControlOfTheCursorOrOfTheDirectionOfTextIsAControlCharacter(name: String) {
    #expect(ShopRules.hasControlCharacters(name))
  }

  /// A name is counted in Unicode code points once composed (an accent that composes with its
  /// letter is one with it), once kept without the white space around it.
  @Test func aNewNameHasAtMostAHundredCharacters() {
    #expect(!ShopRules.isTooLongForANewName(String(repeating: "a", count: 100)))
    #expect(ShopRules.isTooLongForANewName(String(repeating: "a", count: 101)))
    #expect(!ShopRules.isTooLongForANewName(String(repeating: "e\u{301}", count: 100)))
    #expect(!ShopRules.isTooLongForANewName(" " + String(repeating: "旅", count: 100) + " "))
    #expect(ShopRules.isTooLongForANewName(String(repeating: "👩\u{200D}👧", count: 101)))
  }

  /// A drawn character may hold any number of accents that compose with nothing: a hundred of
  /// them, thirty accents each, are more than 6,000 bytes, which PostgreSQL's index of
  /// shoppers' names refused with an error of its own.
  @Test func aNameOfAFewCharactersHoldingManyAccentsIsTooLong() {
    let heavy = "q" + String(repeating: "\u{301}", count: 30)
    #expect(ShopRules.isTooLongForANewName(String(repeating: heavy, count: 4)))
    #expect(!ShopRules.isTooLongForANewName(String(repeating: "q\u{301}", count: 50)))
    #expect(ShopRules.isTooLongForANewName(String(repeating: "q\u{301}", count: 51)))
  }

  /// A character that shows as nothing, or as a plain space, makes a name a list shows as
  /// another.
  ///
  /// `a\u{200B}nn` is drawn as ann, `a\u{A0}b` as a b. The combining grapheme joiner, the
  /// Hangul fillers, a variation selector after a letter that has no forms to pick, the blank
  /// of Braille and a line separator once made shoppers of their own.
  @Test(arguments: [
    "a\u{200B}nn", "ann\u{200D}", "an\u{AD}n", "ann\u{FEFF}", "\u{2060}ann", "a\u{200C}nn",
    "\u{200D}سارا", "ann\u{E0041}", "Zoë\u{E0041}", "Zoë\u{E007F}", "旅\u{200D}行",
    "Zoë\u{200C}é", "a\u{34F}b", "a\u{115F}b", "a\u{3164}b", "a\u{FFA0}b", "a\u{A0}b",
    "a\u{2009}b", "a\u{202F}b", "\u{FE0F}ann", "ann\u{FE0F}", "ann\u{FE00}", "an\u{E0100}n",
    "1\u{FE0F}", "é\u{FE0F}", "a\u{2800}b", "\u{2800}", "a\u{2028}b", "a\u{2029}b",
  ])
  func anInvisibleCharacterMakesANameUnlistable(name: String) {
    #expect(ShopRules.hasInvisibleCharacters(name))
    #expect(ShopRules.isUnlistable(name))
    #expect(!ShopRules.hasControlCharacters(name))
  }

  /// A joiner between letters that it joins, or in an emoji, and the tags of a flag change how
  /// the name is drawn: a Persian name, a family, Scotland's flag.
  @Test(arguments: [
    "ann", "Zoë", "سارا", "שרה", "旅行", "مهر\u{200C}ناز", "👩\u{200D}👧",
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "❤\u{FE0F}",
    "👨\u{1F3FD}\u{200D}💻", "❤\u{FE0F}\u{200D}🔥", "क्\u{200D}ष", "山田\u{3000}太郎",
    "葛\u{E0100}城", "ann lee", "1\u{FE0F}\u{20E3}", "\u{2229}\u{FE00}", "ᠠ\u{180B}",
  ])
  func lettersOfEveryScriptAreNot(name: String) {
    #expect(!ShopRules.isUnlistable(name))
  }
}
