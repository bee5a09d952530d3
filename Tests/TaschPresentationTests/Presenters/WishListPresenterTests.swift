import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct WishListPresenterTests {
  private let router = RouterSpy()

  /// A presenter of the wish list in `store`, made with `locale`'s services, loaded when asked.
  private func presenter(
    _ store: any ShopStore = Shelf.store(), _ locale: String = "en_US", load: Bool = true
  ) async -> WishListPresenter {
    await withServices(store: store, localization: .locale(locale)) {
      let presenter = WishListPresenter(
        useCase: WishListUseCase(access: .stub(store)), localization: .registered)
      if load { await presenter.load() }
      return presenter
    }
  }

  // MARK: - Showing

  @Test func showsTheItemsWithTheirAvailabilityAndTotalInEnglish() async throws {
    let list = try #require(await presenter().viewState.content)

    #expect(list.title == "Your wish list")
    #expect(list.countText == "3 items")
    #expect(list.lines.map(\.name) == ["Carrier", "Travol", "Product 99"])
    #expect(list.lines.map(\.price?.formatted) == ["$250.00", "$175.00", nil])
    #expect(list.lines.map(\.availabilityText) == [nil, "Out of stock", "No longer available"])
    #expect(list.lines.map(\.isInStock) == [true, false, false])
    #expect(list.lines.map(\.isAvailable) == [true, false, false])
    #expect(list.totalText == "Total $425.00")
    #expect(list.unavailableIDs == [2, 99])
    #expect(!list.canCheckOut)
    #expect(list.emptyMessage == nil)
  }

  @Test func showsTheItemsInSpanish() async throws {
    let list = try #require(await presenter(Shelf.store(), "es_ES").viewState.content)

    #expect(list.title == "Tu lista de deseos")
    #expect(list.countText == "3 artículos")
    #expect(list.lines.map(\.name) == ["Carrier", "Travol", "Producto 99"])
    #expect(list.lines.map(\.availabilityText) == [nil, "Agotado", "Ya no está disponible"])
    #expect(list.totalText == "Total 425,00\u{A0}US$")
  }

  @Test(arguments: [
    (
      "en_US", "Your wish list is empty. You can add items from the product catalogue.",
      "Total $0.00"
    ),
    (
      "de_DE", "Deine Wunschliste ist leer. Du kannst Artikel aus dem Produktkatalog hinzufügen.",
      "Gesamt 0,00\u{A0}$"
    ),
  ])
  func anEmptyListSaysSoAndTotalsNothing(locale: String, message: String, total: String)
    async throws
  {
    let list = try #require(
      await presenter(Shelf.store(wishList: []), locale).viewState.content)

    #expect(list.emptyMessage == message)
    #expect(list.totalText == total)
    #expect(!list.canCheckOut)
  }

  @Test(arguments: [("en_US", "Loading…"), ("fr_FR", "Chargement…")])
  func startsLoading(locale: String, text: String) async {
    #expect(await presenter(Shelf.store(), locale, load: false).viewState == .loading(text))
  }

  @Test(arguments: [("en_US", "The shop is not answering"), ("de_DE", "Der Shop antwortet nicht")])
  func aFailureIsAnError(locale: String, title: String) async {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    spy.failNext(.wishList, with: .timeout)

    let loaded = await presenter(spy, locale)

    #expect(loaded.viewState == .error(ErrorViewModel(.timeout, localization: .locale(locale))))
    #expect(loaded.viewState.errorTitle == title)
  }

  @Test(arguments: [
    ("en_US", "too large to compute", "Total too large to compute"),
    ("fr_FR", "trop élevé pour être calculé", "Total trop élevé pour être calculé"),
    ("es_ES", "demasiado grande para calcularlo", "Total demasiado grande para calcularlo"),
  ])
  func aTotalTooLargeShowsTheItemsAndSaysSo(locale: String, amount: String, header: String)
    async throws
  {
    let list = try #require(await presenter(Shelf.overflowingStore(), locale).viewState.content)

    #expect(list.lines.map(\.name) == ["Gold", "Silver"])
    #expect(list.lines.map(\.price?.minorUnits) == [.max, .max])
    #expect(list.subtotal == nil && list.total == nil)
    #expect(list.subtotalFormatted == amount && list.totalFormatted == amount)
    #expect(list.totalText == header)
    #expect(list.totalError?.code == .amountOutOfRange)
    #expect(!list.canCheckOut)
  }

  @Test func changesToAListTooLargeToTotalNameTheirProducts() async {
    let store = Shelf.overflowingStore()
    let list = await presenter(store, load: false)

    let added = await list.add([3])
    let removed = await list.remove([1, 3])

    #expect(added.map(\.message) == ["Added Tin to your wish list."])
    #expect(
      removed.map(\.message) == [
        "Removed Gold from your wish list.", "Removed Tin from your wish list.",
      ])
    #expect(list.viewState.content?.lines.map(\.name) == ["Silver"])
  }

  // MARK: - Changes

  @Test func addingSaysWhatBecameOfEachAndShowsTheListAfterwards() async throws {
    let store = Shelf.store(wishList: [1])
    let list = await presenter(store, load: false)

    let outcomes = await list.add([7, 1, 42])

    #expect(outcomes.map(\.id) == [7, 1, 42])
    #expect(outcomes.map(\.changed) == [true, false, false])
    #expect(
      outcomes.map(\.message) == [
        "Added 旅行用バックパック to your wish list.", "Carrier is already on your wish list.", nil,
      ])
    #expect(outcomes.last?.error?.code == .notFound)
    #expect(outcomes.last?.error?.message == "There is no product 42.")
    #expect(list.viewState.content?.lines.map(\.id) == [1, 7])
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 7])
  }

  /// A product no longer sold may still be lowered on the list: the words say the quantity it
  /// keeps, and that it is there, where they said "→ 0" and "was not on your wish list".
  @Test func loweringAProductNoLongerSoldSaysTheQuantityItKeeps() async throws {
    let store = InMemoryShopStore(
      Shelf.catalogue,
      shoppers: [
        Shopper.stub.name: ShopperData(
          wishList: WishList([Shelf.discontinued], quantities: [Shelf.discontinued: 4]))
      ])
    let list = await presenter(store, load: false)

    let lowered = await list.changeQuantity(of: Shelf.discontinued, by: -1)
    let set = await list.setQuantity(2, of: [Shelf.discontinued])
    let same = await list.setQuantity(2, of: [Shelf.discontinued])

    #expect(lowered.message == "Product 99 on your wish list: 4 → 3.")
    #expect(set.map(\.message) == ["Product 99 on your wish list: 3 → 2."])
    #expect(same.map(\.message) == ["Product 99 is already on your wish list."])
  }

  @Test func aFailedChangeFailsForEveryProductAndTheListIsStillShown() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    spy.failNext(.wishListAdd, with: .offline)
    let list = await presenter(spy, load: false)

    let outcomes = await list.add([7, 3])

    #expect(outcomes.map(\.id) == [7, 3])
    #expect(outcomes.map(\.error?.title) == ["You are offline", "You are offline"])
    #expect(outcomes.allSatisfy { !$0.changed && $0.message == nil })
    #expect(list.viewState.content?.lines.map(\.id) == [1, 2, 99])
    #expect(spy.operations == [.wishListAdd, .wishList])
  }

  @Test func aChangeLeavingTheListUnreadSaysTheSameAndShowsNoList() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1]))
    let list = await presenter(spy, load: false)

    let added = await list.add([7, 1], list: .unread)
    spy.failNext(.wishListRemove, with: .offline)
    let failed = await list.remove([1], list: .unread)

    #expect(
      added.map(\.message) == [
        "Added 旅行用バックパック to your wish list.", "Carrier is already on your wish list.",
      ])
    #expect(failed.map(\.error?.title) == ["You are offline"])
    #expect(list.viewState.content == nil)
    #expect(spy.operations == [.wishListAdd, .wishListRemove], "a failure loads no list either")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func removingNamesEachProductAsTheShopKnowsIt(locale: String) async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    let list = await presenter(spy, locale, load: false)

    let outcomes = await list.remove([99, 1, 7])

    let expected =
      locale == "en_US"
      ? [
        "Removed Product 99 from your wish list.", "Removed Carrier from your wish list.",
        "旅行用バックパック was not on your wish list.",
      ]
      : [
        "Produkt 99 wurde von deiner Wunschliste entfernt.",
        "Carrier wurde von deiner Wunschliste entfernt.",
        "旅行用バックパック stand nicht auf deiner Wunschliste.",
      ]
    #expect(outcomes.map(\.message) == expected)
    #expect(outcomes.map(\.changed) == [true, true, false])
    #expect(list.viewState.content?.lines.map(\.id) == [2])
    #expect(spy.operations == [.wishListRemove], "one change, which names what it changed")
  }

  @Test func aFailedRemovalSaysWhy() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    let list = await presenter(spy)
    spy.failNext(.wishListRemove, with: .storage("state.json: read-only file system"))

    let outcome = try #require(await list.remove([1]).first)

    #expect(!outcome.changed)
    #expect(outcome.error?.code == .storage)
    #expect(outcome.error?.details == "state.json: read-only file system")
    #expect(list.viewState.content?.lines.map(\.id) == [1, 2, 99])
  }

  @Test func togglingTakesOffWhatIsOnAndPutsOnWhatIsNot() async {
    let store = Shelf.store(wishList: [1])
    let list = await presenter(store)

    let off = await list.toggle(1)
    let on = await list.toggle(7)

    #expect(off.message == "Removed Carrier from your wish list.")
    #expect(on.message == "Added 旅行用バックパック to your wish list.")
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [7])
  }

  @Test func followsChangesMadeElsewhere() async {
    let store = Shelf.store(wishList: [])
    let list = await presenter(store)
    let following = list.followChanges()

    store.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(2, at: .stub) }
    store.finishChanges()
    await following.value

    #expect(list.viewState.content?.lines.map(\.name) == ["Travol"])
  }
}
