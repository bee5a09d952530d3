import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct CartPresenterTests {
  private let router = RouterSpy()

  /// A presenter of the cart in `store` for `shopper`, made with `locale`'s services.
  private func presenter(
    _ store: any ShopStore = Shelf.store(), _ locale: String = "en_US",
    for shopper: Shopper = .stub
  ) async -> CartPresenter {
    await withServices(store: store, localization: .locale(locale)) {
      CartPresenter(
        useCase: CartUseCase(access: .stub(store, shopper: shopper)),
        localization: .registered, router: router)
    }
  }

  /// The steps the router was asked to show, in order.
  private var steps: [CheckoutStep] {
    router.events.compactMap { event in
      if case .showCheckout(let step) = event { return step }
      return nil
    }
  }

  // MARK: - The cart

  @Test func showsSubtotalShippingAndTotal() async throws {
    let cart = await presenter()
    await cart.load()

    let content = try #require(cart.viewState.content)
    #expect(content.shippingLabel == "Shipping")
    #expect(content.shipping?.formatted == "$0.00")
    #expect(content.totalLabel == "Total")
    #expect(content.total?.formatted == "$425.00")
  }

  /// The cart of the shop's wish list in English, with an item out of stock, and of Carrier
  /// alone in French.
  @Test(arguments: [
    (
      "en_US", Shelf.store(), "Cart", "Sub-total", "$425.00", "Free Shipping World Wide",
      "Proceed to check out", false
    ),
    (
      "fr_FR", Shelf.store(wishList: [1]), "Panier", "Sous-total", "250,00\u{A0}$US",
      "Livraison gratuite dans le monde entier", "Passer la commande", true
    ),
  ])
  func showsTheCartInTheShoppersLanguageAndWhetherItCanBeOrdered(
    locale: String, store: any ShopStore, title: String, subtotalLabel: String, subtotal: String,
    freeShipping: String, checkoutAction: String, canCheckOut: Bool
  ) async throws {
    let cart = await presenter(store, locale)
    await cart.load()

    let content = try #require(cart.viewState.content)
    #expect(content.title == title)
    #expect(content.subtotalLabel == subtotalLabel)
    #expect(content.subtotal?.formatted == subtotal)
    #expect(content.freeShipping == freeShipping)
    #expect(content.checkoutAction == checkoutAction)
    #expect(content.canCheckOut == canCheckOut)
  }

  @Test(arguments: [("en_US", "Loading…"), ("es_ES", "Cargando…")])
  func startsLoading(locale: String, text: String) async {
    #expect(await presenter(Shelf.store(), locale).viewState == .loading(text))
  }

  @Test(arguments: [("en_US", "You are offline"), ("ja_JP", "オフラインです")])
  func aFailureIsAnError(locale: String, title: String) async {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    spy.failNext(.cart, with: .offline)
    let cart = await presenter(spy, locale)

    await cart.load()

    #expect(cart.viewState.errorTitle == title)
  }

  // MARK: - Asking

  @Test(arguments: [
    ("en_US", "Place this order for $379.00?", "Cancel", "OK", "Total"),
    ("de_DE", "Diese Bestellung für 379,00\u{A0}$ aufgeben?", "Abbrechen", "OK", "Gesamt"),
  ])
  func asksToConfirmWhatWouldBeOrderedAndForHowMuch(
    locale: String, question: String, cancel: String, confirm: String, total: String
  ) async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1, 7]))
    let cart = await presenter(spy, locale)

    let step = await cart.proceedToCheckout()

    let asked = try #require(step.confirming, "expected a question, got \(step)")
    #expect(asked.question == question)
    #expect(asked.lines.map(\.id) == [1, 7])
    #expect(asked.lines.map(\.name) == ["Carrier", "旅行用バックパック"])
    #expect(asked.lines.count == 2)
    #expect(asked.totalLabel == total)
    #expect(asked.total.minorUnits == 37_900)
    #expect(asked.notice == nil)
    #expect(asked.cancelAction == cancel)
    #expect(asked.confirmAction == confirm)
    #expect(steps.count == 2 && steps.last == step, "loading, then the question")
    #expect(spy.operations == [.cart], "the cart is read afresh, nothing is ordered")
  }

  @Test(arguments: [("en_US", "Loading…"), ("fr_FR", "Chargement…")])
  func checkingOutAnEmptyCartSaysThereIsNothingToOrder(locale: String, loading: String) async {
    let cart = await presenter(Shelf.store(wishList: []), locale)

    let step = await cart.proceedToCheckout()

    #expect(step == .failed(ErrorViewModel(.emptyCart, localization: .locale(locale))))
    #expect(steps == [.loading(loading), step])
  }

  @Test(arguments: [
    ("en_US", "too large to compute", "Amount too large"),
    ("de_DE", "zu groß zum Berechnen", "Betrag zu groß"),
    ("ja_JP", "大きすぎて計算できません", "金額が大きすぎます"),
  ])
  func aTotalTooLargeToComputeShowsTheCartAndOrdersNothing(
    locale: String, tooLarge: String, title: String
  ) async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.overflowingStore())
    let cart = await presenter(spy, locale)

    let step = await cart.proceedToCheckout()
    let confirmed = await cart.confirmCheckout()

    let shown = try #require(step.tooLarge, "expected the cart shown as too large, got \(step)")
    #expect(shown.lines.map(\.name) == ["Gold", "Silver"])
    #expect(shown.totalFormatted == tooLarge)
    #expect(shown.totalError?.title == title)
    #expect(!shown.canCheckOut)
    #expect(confirmed == step, "with nothing confirmed, the cart is only read again")
    #expect(!spy.operations.contains(.checkout))
  }

  @Test(arguments: ["en_US", "es_ES"])
  func unavailableItemsBlockCheckingOutAndOfferToTakeThemOff(locale: String) async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    let cart = await presenter(spy, locale)

    let blocked = try #require(
      await cart.proceedToCheckout().blocked, "expected a refusal, got \(steps)")

    let english = locale == "en_US"
    #expect(blocked.title == (english ? "Cannot order yet" : "Aún no se puede pedir"))
    #expect(
      blocked.message
        == (english
          ? "These items cannot be ordered now:" : "Estos artículos no se pueden pedir ahora:"))
    #expect(blocked.unavailable.map(\.id) == [2, 99])
    #expect(blocked.unavailable.map(\.name).last == (english ? "Product 99" : "Producto 99"))
    #expect(blocked.orderable.map(\.name) == ["Carrier"])
    #expect(
      blocked.removeAction
        == (english
          ? "Take them off your wish list and go on"
          : "Quitarlos de la lista de deseos y seguir"))
    #expect(blocked.cancelAction == (english ? "Cancel" : "Cancelar"))
    #expect(!spy.calls.contains { $0.isUpdate })
  }

  @Test func whenNothingCanBeOrderedTheOfferOnlyTakesThemOff() async throws {
    let cart = await presenter(Shelf.store(wishList: [2]))

    let blocked = try #require(
      await cart.proceedToCheckout().blocked, "expected a refusal, got \(steps)")

    #expect(blocked.orderable.isEmpty)
    #expect(blocked.removeAction == "Take them off your wish list")
  }

  @Test func leavingOutTheUnavailableAsksAboutTheRestAndChangesNothingYet() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    let cart = await presenter(spy)
    await cart.proceedToCheckout()

    let step = await cart.leaveOutUnavailable()

    let asked = try #require(step.confirming, "expected a question, got \(step)")
    #expect(asked.lines.map(\.name) == ["Carrier"])
    #expect(
      asked.notice
        == "Without the items that cannot be ordered: they come off your wish list with this order."
    )
    #expect(!spy.calls.contains { $0.isUpdate })
  }

  /// Only lines that cannot be had are left out: one over a limit the catalogue lowered since
  /// the question is refused as before the question, never quietly dropped from the wish list.
  @Test func leavingOutTheUnavailableRefusesALineOverItsLimitRatherThanDropIt() async throws {
    var limited = Shelf.carrier
    limited.maxPerOrder = 2
    let store = InMemoryShopStore(
      .stub([limited, Shelf.travol]),
      shoppers: [Shopper.stub.name: ShopperData(wishList: WishList([1, 2], quantities: [1: 3]))])
    let cart = await presenter(store)

    let step = await cart.leaveOutUnavailable()

    let error = try #require(step.failed, "expected a refusal, got \(step)")
    #expect(error.code == .tooMany)
    #expect(store.data(of: Shopper.stub.name).wishList == WishList([1, 2], quantities: [1: 3]))
  }

  @Test func confirmingTheRestOrdersItAndTakesTheUnavailableOffWithTheOrder() async throws {
    let store = Shelf.store()
    let cart = await presenter(store)
    await cart.proceedToCheckout()
    await cart.leaveOutUnavailable()

    let step = await cart.confirmCheckout()

    let order = try #require(step.placed, "expected the order, got \(step)")
    #expect(order.lines.map(\.name) == ["Carrier"])
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs.isEmpty)
  }

  @Test func cancellingAfterLeavingOutTheUnavailableLeavesTheWishListWhole() async throws {
    let store = Shelf.store()
    let cart = await presenter(store)
    await cart.proceedToCheckout()
    await cart.leaveOutUnavailable()

    cart.finishCheckout()
    let step = await cart.confirmCheckout()

    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 2, Shelf.discontinued])
    #expect(
      step.blocked != nil, "a confirmation after cancelling asks again from the start, got \(step)")
  }

  @Test func whenNothingElseIsLeftLeavingThemOutTakesThemOffAtOnce() async throws {
    let store = Shelf.store(wishList: [2])
    let cart = await presenter(store)
    await cart.proceedToCheckout()

    let step = await cart.leaveOutUnavailable()

    #expect(store.data(of: Shopper.stub.name).wishList.productIDs.isEmpty)
    #expect(store.data(of: Shopper.stub.name).history.changes.count == 1, "it can be undone")
    #expect(step == .failed(ErrorViewModel(.emptyCart, localization: .english)))
  }

  /// Found by an attack: with nothing else left to order, leaving out the lines shown took off
  /// one added elsewhere since, never shown.
  @Test func leavingOutAfterAnotherLineCannotBeOrderedAsksAgainAndTakesNothingOff() async throws {
    let store = Shelf.store(wishList: [2])
    let cart = await presenter(store)
    await cart.proceedToCheckout()
    store.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(Shelf.discontinued, at: .stub) }

    let step = await cart.leaveOutUnavailable()

    let blocked = try #require(step.blocked, "expected the refusal again, got \(step)")
    #expect(blocked.unavailable.map(\.id) == [2, Shelf.discontinued])
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [2, Shelf.discontinued])
  }

  @Test func aFailureTakingThemOffIsShown() async {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [2]))
    let cart = await presenter(spy)
    spy.failNext(.wishListRemove, with: .offline)

    let step = await cart.leaveOutUnavailable()

    #expect(step == .failed(ErrorViewModel(.offline, localization: .english)))
  }

  /// A code that only the lines left out let apply (one for them alone, or whose minimum only
  /// they reach) is refused before the question about the rest, as it would be after it: nobody
  /// is asked to place an order that cannot be placed.
  @Test(arguments: [
    (
      Promotion(code: "TRAVOL50", discount: .percentOff(50), productIDs: [2]),
      ErrorViewModel.Code.codeNotApplicable
    ),
    (
      Promotion(code: "BIG20", discount: .amountOff(.usd(20)), minimumSubtotal: .usd(300)),
      .codeMinimumNotMet
    ),
  ])
  func aCodeOnlyTheLinesLeftOutLetApplyIsRefusedBeforeTheQuestion(
    promotion: Promotion, refusal: ErrorViewModel.Code
  ) async throws {
    let catalogue = Catalogue(
      shopName: Shelf.catalogue.shopName, currency: .usd, products: Shelf.catalogue.products,
      pricing: ShopPricing(promotions: [promotion]))
    let store = Shelf.store(catalogue, wishList: [1, 2])
    let cart = await withServices(store: store, localization: .locale("en_US")) {
      CartPresenter(
        useCase: CartUseCase(
          access: .stub(store, shopper: .stub), codeEntry: PromotionCodeEntry(promotion.code)),
        localization: .registered, router: router)
    }
    #expect(await cart.proceedToCheckout().blocked != nil)

    let step = await cart.leaveOutUnavailable()

    let error = try #require(step.failed, "expected the code's refusal, got \(step)")
    #expect(error.code == refusal)
    #expect(await cart.confirmCheckout().placed == nil)
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 0)
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 2])
  }

  // MARK: - Ordering

  @Test func confirmingPlacesTheOrderShownAndShowsIt() async throws {
    let store = Shelf.store(wishList: [1, 7])
    let cart = await presenter(store)
    await cart.proceedToCheckout()

    let step = await cart.confirmCheckout()

    let order = try #require(step.placed, "expected the order, got \(step)")
    #expect(steps.suffix(2).first == .placing("Placing your order…"))
    #expect(order.number == 1)
    #expect(order.message == "Thank you! Order 1 is placed.")
    #expect(order.totalText == "Total $379.00")
    #expect(order.lines.map(\.name) == ["Carrier", "旅行用バックパック"])
    #expect(order.lines.map(\.price.formatted) == ["$250.00", "$129.00"])
    #expect(order.placedAt == .stub)
    #expect(cart.viewState.content?.lines.isEmpty == true)
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs.isEmpty)
  }

  @Test func theOrderIsShownInTheUsersLanguage() async throws {
    let cart = await presenter(Shelf.store(wishList: [1, 7]), "de_DE")
    await cart.proceedToCheckout()

    let step = await cart.confirmCheckout()

    let order = try #require(step.placed, "expected the order, got \(step)")
    #expect(steps.suffix(2).first == .placing("Deine Bestellung wird aufgegeben…"))
    #expect(order.message == "Danke! Bestellung 1 ist aufgegeben.")
    #expect(order.totalText == "Gesamt 379,00\u{A0}$")
  }

  /// A line over its product's limit (the catalogue lowered it since the line was set) is
  /// refused before the question, as checkout would refuse it after: nobody is asked to place
  /// an order that cannot be placed.
  @Test func aLineOverItsProductsLimitIsRefusedBeforeTheQuestion() async throws {
    let limited = ShopProduct.stub(id: 1, name: "Carrier", maxPerOrder: 2)
    let store = InMemoryShopStore(
      .stub([limited]),
      shoppers: [Shopper.stub.name: ShopperData(wishList: WishList([1], quantities: [1: 3]))])
    let cart = await presenter(store)

    let step = await cart.proceedToCheckout()

    let error = try #require(step.failed, "expected a refusal, got \(step)")
    #expect(error.code == .tooMany)
    #expect(error.message == "At most 2 of Carrier can be in one order.")
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 0)
  }

  /// A code refused at checkout says that nothing was ordered, not that a cart is shown
  /// without it: the command that checks out shows none.
  @Test(arguments: [false, true])
  func aCodeRefusedAtCheckoutSaysNothingWasOrdered(withoutAsking: Bool) async throws {
    let store = Shelf.store(Shelf.catalogueWithCodeAndShipping, wishList: [1])
    let cart = await withServices(store: store, localization: .locale("en_US")) {
      CartPresenter(
        useCase: CartUseCase(
          access: .stub(store, shopper: .stub), codeEntry: PromotionCodeEntry("NOPE")),
        localization: .registered, router: router)
    }

    let step =
      withoutAsking ? await cart.checkOutWithoutAsking() : await cart.proceedToCheckout()

    let error = try #require(step.failed, "expected a refusal, got \(step)")
    #expect(error.code == .unknownCode)
    #expect(
      error.recovery == "Nothing was ordered: check out again with another code, or with none.")
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 0)
  }

  @Test func confirmingBeforeBeingAskedAsksFirst() async {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1]))
    let cart = await presenter(spy)

    let step = await cart.confirmCheckout()

    #expect(step.confirming != nil, "expected a question, got \(step)")
    #expect(!spy.calls.contains { $0.isUpdate })
  }

  @Test(arguments: [
    ("en_US", "Your cart changed since you opened this: check it again."),
    ("ja_JP", "この画面を開いた後にカートが変更されました。もう一度確認してください。"),
  ])
  func aCartChangedSinceTheQuestionIsAskedAgainAndNothingOrdered(locale: String, notice: String)
    async throws
  {
    let store = Shelf.store(wishList: [1])
    let cart = await presenter(store, locale)
    await cart.proceedToCheckout()
    store.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(7, at: .stub) }

    let again = await cart.confirmCheckout()

    let asked = try #require(again.confirming, "expected the question again, got \(again)")
    #expect(asked.notice == notice)
    #expect(asked.lines.map(\.id) == [1, 7])
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 0, "nothing was ordered")

    let order = try #require(
      await cart.confirmCheckout().placed, "expected the order once confirmed")
    #expect(order.lines.map(\.id) == [1, 7])
  }

  /// Found by attack: stock taken while the question was open was refused, telling the
  /// shopper to take the items off by hand, where a first look at the cart offers to leave
  /// them out.
  @Test(arguments: ["en_US", "de_DE"])
  func stockGoneAtOrderTimeOffersToLeaveItOutAsAFirstLookWould(locale: String) async throws {
    let lastOne = ShopProduct.stub(id: 1, name: "Carrier", stock: 1)
    let other = Shopper(shop: Shopper.stub.shop, name: "bob")
    let store = InMemoryShopStore(
      .stub([lastOne]),
      shoppers: [
        Shopper.stub.name: ShopperData(wishList: WishList([1])),
        "bob": ShopperData(wishList: WishList([1])),
      ])
    let cart = await presenter(store, locale)
    await cart.proceedToCheckout()
    let bobs = await presenter(store, for: other)
    await bobs.proceedToCheckout()
    try #require(await bobs.confirmCheckout().placed != nil, "bob should get the last one")

    let step = await cart.confirmCheckout()

    let blocked = try #require(step.blocked, "expected the offer to leave out, got \(step)")
    #expect(blocked.unavailable.map(\.id) == [1])
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 0, "nothing was ordered")
  }

  @Test func aSimulatedFailureAtOrderTimeIsTitledAsSuch() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1]))
    let cart = await presenter(spy)
    await cart.proceedToCheckout()
    spy.failNext(.checkout, with: .simulated(.timeout))

    let error = try #require(await cart.confirmCheckout().failed, "expected a failure")

    #expect(error.code == .timeout)
    #expect(error.title == "Simulated failure: The shop is not answering")
  }

  // MARK: - Checking out without asking

  @Test func withoutAskingItPlacesTheCartTheOrderFindsAndShowsIt() async throws {
    let store = Shelf.store(wishList: [1])
    let cart = await presenter(store)
    store.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(7, at: .stub) }

    let step = await cart.checkOutWithoutAsking()

    let order = try #require(step.placed, "expected an order, got \(step)")
    #expect(order.lines.map(\.name) == ["Carrier", "旅行用バックパック"])
    #expect(order.totalText == "Total $379.00")
    #expect(steps.first == .placing("Placing your order…"))
  }

  @Test func withoutAskingUnavailableLinesAreShownAsFound() async throws {
    let cart = await presenter()

    let blocked = try #require(
      await cart.checkOutWithoutAsking().blocked, "expected the cart's unavailable lines")

    #expect(blocked.unavailable.map(\.id) == [2, 99])
  }

  @Test func withoutAskingStockTakenAtOrderTimeNamesTheProducts() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1]))
    let cart = await presenter(spy)
    spy.failNext(.checkout, with: .outOfStock([1]))

    let error = try #require(await cart.checkOutWithoutAsking().failed, "expected a refusal")

    #expect(error.code == .outOfStock)
    #expect(error.message == "These items cannot be ordered now: Carrier.")
  }

  @Test func finishingClosesTheDialog() async {
    let cart = await presenter()

    cart.finishCheckout()

    #expect(router.events == [.finishCheckout])
  }
}
