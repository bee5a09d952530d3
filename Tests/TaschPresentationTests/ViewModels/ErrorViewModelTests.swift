import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@Suite struct ErrorViewModelTests {
  private let english = Localization.locale("en_US")
  private let german = Localization.locale("de_DE")

  @Test(arguments: [
    (
      ShopError.offline, "offline", "You are offline", "The shop could not be reached.",
      "Check your connection, then try again."
    ),
    (
      .timeout, "timeout", "The shop is not answering", "The shop took too long to answer.",
      "Try again in a moment."
    ),
    (
      .decoding("catalogue.json: line 3"), "decoding", "Unreadable data",
      "The shop's data could not be read.",
      "Fix the catalogue where the details say, or choose another one."
    ),
    (
      .notFound(7), "not-found", "Not found", "There is no product 7.",
      "Check the product number; the catalogue lists them all."
    ),
    (
      .notFound(nil), "not-found", "Not found", "What was asked for was not found.",
      "Check the product number; the catalogue lists them all."
    ),
    (
      .emptyCatalogue, "empty-catalogue", "No products", "No products found.",
      "Choose a catalogue that has products."
    ),
    (
      .emptyCart, "empty-cart", "Nothing to order",
      "Your wish list is empty, so there is nothing to check out.",
      "Add items from the product catalogue first."
    ),
    (
      .outOfStock([2, 99]), "out-of-stock", "Cannot order yet",
      "These items cannot be ordered now: Travol and Product 99.",
      "Remove them from your wish list, then check out."
    ),
    (
      .storage("state.json: not JSON"), "storage", "Your saved data could not be used",
      "What the shop keeps, such as your wish list, ratings and orders, could not be read or saved.",
      "Nothing was changed. See the details to put it right."
    ),
    (
      .invalidInput("stars must be 1 to 5"), "invalid-input", "Not a valid request",
      "The request was not valid.", "Check what you typed and try again."
    ),
    (
      .amountOutOfRange, "amount-out-of-range", "Amount too large",
      "A total is too large to compute exactly.", "Remove some items from your wish list."
    ),
    (
      .catalogueUnavailable("cannot read /shop.json: no such file or folder"),
      "catalogue-unavailable", "Catalogue unavailable", "The catalogue could not be read.",
      "Check that the catalogue exists and can be read, or choose another one."
    ),
    (
      .cartChanged, "cart-changed", "Your cart changed",
      "The cart changed since you were asked to confirm it, so nothing was ordered.",
      "Look at the cart again, then confirm it."
    ),
    (
      .checkoutKeyReused, "idempotency-key-reused", "Not a retry",
      "This Idempotency-Key was sent with another total or code: it is not a retry.",
      "Send a new key for another checkout, and the same body with a key for a retry."
    ),
    (
      .nothingToUndo, "nothing-to-undo", "Nothing to undo",
      "The history is empty, or every change in it is taken back already.",
      "Changes to the wish list and ratings can be taken back until an order is placed."
    ),
    (
      .nothingToRedo, "nothing-to-redo", "Nothing to redo",
      "No change has been taken back since the last one was made.",
      "Take a change back first; a new change, or an order, ends what can be put back."
    ),
  ])
  func explainsEveryErrorInEnglish(
    error: ShopError, code: String, title: String, message: String, recovery: String
  ) {
    expectExplains(error, code: code, title: title, message: message, recovery: recovery)
  }

  /// A promotion code refused keeps the cart shown, and each refusal says so in the same words.
  @Test(arguments: [
    (
      ShopError.unknownCode("NOPE"), "unknown-code", "Unknown code",
      "There is no promotion code NOPE."
    ),
    (
      .codeMinimumNotMet("BAGS5", minimum: .usd(50), eligible: nil), "code-minimum-not-met",
      "Minimum not met",
      "The code BAGS5 needs a subtotal of at least $50.00."
    ),
    (
      .codeMinimumNotMet("POUCH", minimum: .usd(20), eligible: .usd(12, cents: 99)),
      "code-minimum-not-met", "Minimum not met",
      "The code POUCH needs at least $20.00 of the products it is for; your cart has $12.99 of them."
    ),
    (
      .codeNotApplicable("CARRIER"), "code-not-applicable", "Code not applicable",
      "The code CARRIER is for none of the products in your cart."
    ),
    (
      .codeTakesNothingOff("P10"), "code-takes-nothing-off", "Nothing to take off",
      "The code P10 would take nothing off your cart."
    ),
  ])
  func explainsEveryRefusedCodeInEnglishAsShowingTheCartWithoutIt(
    error: ShopError, code: String, title: String, message: String
  ) {
    expectExplains(
      error, code: code, title: title, message: message,
      recovery: "The cart is shown without it: try another code, or none.")
  }

  /// Expects `error` explained in English with `code`, `title`, `message` and `recovery`, and
  /// offered to be tried again.
  private func expectExplains(
    _ error: ShopError, code: String, title: String, message: String, recovery: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let view = ErrorViewModel(error, localization: english, productNames: [2: "Travol"])

    #expect(view.code.rawValue == code, sourceLocation: sourceLocation)
    #expect(view.title == title, sourceLocation: sourceLocation)
    #expect(view.message == message, sourceLocation: sourceLocation)
    #expect(view.recovery == recovery, sourceLocation: sourceLocation)
    #expect(view.retryAction == "Reload", sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    (ShopError.offline, "Du bist offline", "Der Shop ist nicht erreichbar."),
    (.timeout, "Der Shop antwortet nicht", "Der Shop hat zu lange für die Antwort gebraucht."),
    (.decoding("x"), "Unlesbare Daten", "Die Daten des Shops konnten nicht gelesen werden."),
    (.notFound(7), "Nicht gefunden", "Es gibt kein Produkt 7."),
    (.emptyCatalogue, "Keine Produkte", "Keine Produkte gefunden."),
    (
      .emptyCart, "Nichts zu bestellen",
      "Deine Wunschliste ist leer, es gibt also nichts zu bestellen."
    ),
    (
      .outOfStock([2, 99]), "Noch nicht bestellbar",
      "Diese Artikel können gerade nicht bestellt werden: Travol und Produkt 99."
    ),
    (
      .storage("x"), "Deine gespeicherten Daten sind nicht nutzbar",
      "Die Daten des Shops, etwa Wunschliste, Bewertungen und Bestellungen, konnten nicht "
        + "gelesen oder gespeichert werden."
    ),
    (.invalidInput("x"), "Ungültige Anfrage", "Die Anfrage war nicht gültig."),
    (.amountOutOfRange, "Betrag zu groß", "Eine Summe ist zu groß, um sie genau zu berechnen."),
    (
      .catalogueUnavailable("x"), "Katalog nicht verfügbar",
      "Der Katalog konnte nicht gelesen werden."
    ),
    (
      .cartChanged, "Dein Warenkorb hat sich geändert",
      "Der Warenkorb hat sich geändert, seit du ihn bestätigen solltest; es wurde nichts bestellt."
    ),
    (
      .checkoutKeyReused, "Kein neuer Versuch",
      "Dieser Idempotency-Key wurde mit einem anderen Total oder Code gesendet: Das ist kein "
        + "neuer Versuch."
    ),
    (
      .nothingToUndo, "Nichts rückgängig zu machen",
      "Der Verlauf ist leer, oder jede Änderung darin ist schon zurückgenommen."
    ),
    (
      .nothingToRedo, "Nichts wiederherzustellen",
      "Seit der letzten Änderung wurde keine zurückgenommen."
    ),
  ])
  func explainsEveryErrorInGerman(error: ShopError, title: String, message: String) {
    let view = ErrorViewModel(error, localization: german, productNames: [2: "Travol"])

    #expect(view.title == title)
    #expect(view.message == message)
    #expect(view.retryAction == "Neu laden")
  }

  @Test(arguments: [
    ("en_US", "The store could not be used", "The catalogue could not be loaded into the store."),
    (
      "de_DE", "Der Speicher ist nicht nutzbar",
      "Der Katalog konnte nicht in den Speicher geladen werden."
    ),
  ])
  func storageMetLoadingACatalogueIsTheStoresNotTheShoppers(
    locale: String, title: String, message: String
  ) {
    let view = ErrorViewModel(
      loadingCatalogue: .storage("shop.db: unable to open"), localization: .locale(locale))

    #expect(view.code == .storage)
    #expect(view.title == title)
    #expect(view.message == message)
    #expect(view.details == "shop.db: unable to open")
  }

  @Test func otherFailuresMetLoadingACatalogueReadAsEver() {
    let failure = ShopError.decoding("bags.json: \"currency\" is missing")

    #expect(
      ErrorViewModel(loadingCatalogue: failure, localization: english)
        == ErrorViewModel(failure, localization: english))
  }

  @Test(arguments: [
    ("en_US", "Simulated failure: You are offline", "The shop could not be reached."),
    ("de_DE", "Simulierter Fehler: Du bist offline", "Der Shop ist nicht erreichbar."),
  ])
  func aSimulatedFailureReadsAsTheRealOneTitledAsSimulated(
    locale: String, title: String, message: String
  ) {
    let localization = Localization.locale(locale)

    let view = ErrorViewModel(.simulated(.offline), localization: localization)

    #expect(view.code == .offline)
    #expect(view.title == title)
    #expect(view.message == message)
    #expect(view.recovery == localization.text(.simulatedRecovery))
    #expect(view.recovery != ErrorViewModel(.offline, localization: localization).recovery)
  }

  /// Found by attack: a simulated failure's made-up details were English in every language.
  @Test func aSimulatedFailureHasNoneOfTheDetailsItMadeUp() {
    let view = ErrorViewModel(
      .simulated(.decoding("the answer could not be decoded")),
      localization: Localization.locale("de_DE"))

    #expect(view.code == .decoding)
    #expect(view.message == "Die Daten des Shops konnten nicht gelesen werden.")
    #expect(view.details == nil)
  }

  @Test func keepsTechnicalDetailsApartFromTheMessage() {
    let view = ErrorViewModel(
      .decoding("catalogue.json: line 3, column 5: oops"), localization: english)

    #expect(view.details == "catalogue.json: line 3, column 5: oops")
    #expect(
      view.fullMessage
        == "The shop's data could not be read.\ncatalogue.json: line 3, column 5: oops")
    #expect(ErrorViewModel(.offline, localization: english).details == nil)
  }

  @Test func joinsTitleAndMessageOnOneLineAsTheLanguageWritesIt() {
    #expect(
      ErrorViewModel(.offline, localization: english).line
        == "You are offline: The shop could not be reached.")
    // French puts a no-break space before the colon.
    #expect(
      ErrorViewModel(.offline, localization: Localization.locale("fr_FR")).line
        == "Vous êtes hors ligne\u{A0}: La boutique est injoignable.")
  }

  @Test func outOfStockSaysHowManyAreLeftOfALineAskingForMore() {
    let error = ErrorViewModel(
      .outOfStock([1, 2], left: [1: 2]), localization: english,
      productNames: [1: "Carrier", 2: "Travol"])

    #expect(error.code == .outOfStock)
    #expect(error.message == "These items cannot be ordered now: Carrier (only 2 left) and Travol.")
  }

  /// What is left is said in the form its count takes: in Spanish, one is singular.
  @Test(arguments: [
    (1, "Carrier (solo queda 1)", "Solo queda 1"), (2, "Carrier (solo quedan 2)", "Solo quedan 2"),
  ])
  func whatIsLeftTakesThePluralFormOfItsCount(left: Int, named: String, alone: String) throws {
    let spanish = Localization.locale("es_ES")
    let cart = try Cart.stub(lines: [
      WishListLine(.product(.stub(.stub(id: 1, name: "Carrier", stock: left))), quantity: 3)
    ])

    let blocked = BlockedCheckoutViewModel(cart, localization: spanish)

    #expect(blocked.unavailable.map(\.availabilityText) == [alone])
    #expect(blocked.error(localization: spanish).message.hasSuffix(named + "."))
  }

  @Test func tooManySaysTheLimitAndTheProduct() {
    let error = ErrorViewModel(
      .tooMany(1, maximum: 2), localization: german, productNames: [1: "Carrier"])

    #expect(error.code == .tooMany)
    #expect(error.title == "Zu viele")
    #expect(error.message == "Höchstens 2 × Carrier pro Bestellung.")
  }

  @Test func aBlockedCheckoutNamesWhatIsLeft() throws {
    let cart = try Cart.stub(lines: [
      WishListLine(.product(.stub(.stub(id: 1, name: "Carrier", stock: 2))), quantity: 3),
      WishListLine(.product(.stub(.stub(id: 3, name: "Urbanito", stock: 9)))),
    ])

    let blocked = BlockedCheckoutViewModel(cart, localization: english)

    #expect(blocked.unavailable.map(\.availabilityText) == ["Only 2 left"])
    #expect(blocked.orderable.map(\.label) == ["Urbanito"])
    #expect(
      blocked.error(localization: english).message
        == "These items cannot be ordered now: Carrier (only 2 left).")
  }

  @Test func aCodeOutOfItsTimeSaysTheMomentItEndsOrStarts() {
    let moment = Date(timeIntervalSince1970: 1_800_000_000)

    let expired = ErrorViewModel(.codeExpired("BAGS5", until: moment), localization: english)
    let early = ErrorViewModel(.codeNotYetValid("BAGS5", from: moment), localization: english)

    #expect(expired.code == .codeExpired)
    #expect(expired.title == "Code expired")
    #expect(expired.message == "The code BAGS5 could be used until \(english.dateTime(moment)).")
    #expect(early.code == .codeNotYetValid)
    #expect(early.message == "The code BAGS5 can be used from \(english.dateTime(moment)).")
  }

  /// Found by attack: a code that could be used from 8:33:59 PM was said to be usable from
  /// 8:33 PM, which a shopper reading it at 8:33:36 PM took for now.
  ///
  /// The last moment of a minute ends it, as `until 11:59 PM` says of 23:59:59.
  @Test func aCodeOutOfItsTimeSaysTheSecondsOfAMomentNotOnAMinute() {
    let moment = Date(timeIntervalSince1970: 1_800_000_000 + 59)
    let utc = Localization(
      LocaleSettings(textLocale: "en_US", moneyLocale: "en_US", localTime: .zone(.gmt)))

    let early = ErrorViewModel(.codeNotYetValid("BAGS5", from: moment), localization: utc)
    let expired = ErrorViewModel(.codeExpired("BAGS5", until: moment), localization: utc)
    let expiredMidMinute = ErrorViewModel(
      .codeExpired("BAGS5", until: moment.addingTimeInterval(-29)), localization: utc)

    #expect(early.message.hasPrefix("The code BAGS5 can be used from Jan 15, 2027 at 8:00:59"))
    #expect(expired.message.hasPrefix("The code BAGS5 could be used until Jan 15, 2027 at 8:00"))
    #expect(!expired.message.contains("8:00:59"))
    #expect(expiredMidMinute.message.contains("8:00:30"))
  }
}
