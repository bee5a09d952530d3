import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct DetailedProductPresenterTests {
  private let router = RouterSpy()
  private let view = ViewSpy<ProductDetailViewModel>()

  /// A presenter of product `id` over `store`, made and loaded with `locale`'s services.
  private func loaded(
    _ id: ProductID = 1, store: any ShopStore = Shelf.store(wishList: []),
    _ locale: String = "en_US"
  ) async -> DetailedProductPresenter {
    await loadedPresenter(
      of: { DetailedProductUseCase(productID: id, access: $0) }, over: store, in: locale,
      view: view)
  }

  // MARK: - Showing

  @Test(arguments: [("en_US", "Loading…"), ("ja_JP", "読み込み中…")])
  func startsLoading(locale: String, text: String) async {
    let presenter = await withServices(
      store: Shelf.store(wishList: []), localization: .locale(locale)
    ) {
      DetailedProductPresenter(
        useCase: DetailedProductUseCase(productID: 1, access: ServiceLocator.current.shop),
        localization: .registered)
    }

    #expect(presenter.viewState == .loading(text))
  }

  @Test func showsTheProductInEnglish() async throws {
    let detail = try #require(await loaded().viewState.content)

    #expect(view.states.first == .loading("Loading…"))
    #expect(detail.summary.name == "Carrier")
    #expect(detail.summary.price.formatted == "$250.00")
    #expect(detail.shipping == "Free Shipping World Wide")
    #expect(detail.description.hasPrefix("Our Mountain Briefcase"))
    #expect(detail.coloursLabel == "Colours")
    #expect(detail.colors.map(\.hex) == ["1F2B3B", "A16347"])
    #expect(detail.sizesLabel == "Sizes")
    #expect(detail.sizes == [#"H: 36cm/14""#, #"W: 38cm/15""#, #"D: 20cm/8""#])
    #expect(detail.rateLabel == "Rate the product")
    #expect(detail.myRating == nil)
    #expect(detail.myRatingText == "Your rating: Not rated yet")
    #expect(detail.wishListAction == "Add to wish list")
    #expect(detail.wishListActionRole == .enticingAction)
    #expect(detail.savingChange == nil && detail.failure == nil)
  }

  @Test func showsTheProductInJapanese() async throws {
    let store = Shelf.store(wishList: [1], ratings: [1: .three])

    let detail = try #require(await loaded(store: store, "ja_JP").viewState.content)

    #expect(detail.shipping == "全世界送料無料")
    #expect(detail.sizes == [#"高さ: 36cm/14""#, #"幅: 38cm/15""#, #"奥行: 20cm/8""#])
    #expect(detail.myRating == .three)
    #expect(detail.myRatingText == "あなたの評価: ★★★☆☆")
    #expect(detail.summary.rating.count == 18)
    #expect(detail.wishListAction == "ウィッシュリストから削除")
    #expect(detail.wishListActionRole == .destructiveAction)
  }

  @Test func leavesOutUnknownSizes() async {
    let narrow = ShopProduct.stub(dimensions: Dimensions(width: Length(centimetres: 5, inches: 2)))

    let presenter = await loaded(store: Shelf.store(.stub([narrow]), wishList: []))

    #expect(presenter.viewState.content?.sizes == [#"W: 5cm/2""#])
  }

  @Test(arguments: [("en_US", "There is no product 42."), ("de_DE", "Es gibt kein Produkt 42.")])
  func anUnknownProductIsAnError(locale: String, message: String) async throws {
    let error = try #require(await loaded(42, locale).viewState.error)

    #expect(error.code == .notFound)
    #expect(error.message == message)
  }

  // MARK: - Changes

  @Test func togglesTheWishList() async {
    let store = Shelf.store(wishList: [])
    let presenter = await loaded(store: store)

    let added = await presenter.toggleWishList()
    #expect(added == nil)
    #expect(presenter.viewState.content?.wishListAction == "Remove from wish list")
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1])

    await presenter.toggleWishList()
    #expect(presenter.viewState.content?.wishListAction == "Add to wish list")
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs.isEmpty)
  }

  @Test func ratingKeepsTheRatingAndCountsIt() async throws {
    let store = Shelf.store(wishList: [])
    let presenter = await loaded(store: store)

    #expect(await presenter.rate(.four) == nil)

    let detail = try #require(presenter.viewState.content)
    #expect(detail.myRating == .four)
    #expect(detail.myRatingText == "Your rating: ★★★★☆")
    #expect(detail.summary.rating.count == 18)
    #expect(store.data(of: Shopper.stub.name).ratings == [1: .four])

    await presenter.rate(nil)
    #expect(presenter.viewState.content?.myRating == nil)
    #expect(presenter.viewState.content?.summary.rating.count == 17)
  }

  @Test(arguments: [(Rating?.none, Rating.one), (.four, .five), (.five, .five)])
  func raisingAddsAStar(mine: Rating?, raised: Rating) async {
    let store = Shelf.store(wishList: [], ratings: mine.map { [1: $0] } ?? [:])
    let presenter = await loaded(store: store)

    await presenter.raiseRating()

    #expect(store.data(of: Shopper.stub.name).ratings[1] == raised)
  }

  @Test func loweringFromOneStarClearsAndFromNoneDoesNothing() async {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [], ratings: [1: .one]))
    let presenter = await loaded(store: spy)

    await presenter.lowerRating()
    #expect(presenter.viewState.content?.myRating == nil)
    #expect(spy.operations == [.product, .rate])

    await presenter.lowerRating()
    #expect(spy.operations == [.product, .rate], "nothing to lower")
  }

  @Test(arguments: [("en_US", "You are offline"), ("fr_FR", "Vous êtes hors ligne")])
  func aFailedChangeLeavesTheProductAndSaysWhy(locale: String, title: String) async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: []))
    let presenter = await loaded(store: spy, locale)
    spy.failNext(.rate, with: .offline)

    let failure = try #require(await presenter.rate(.five))

    #expect(failure.title == title)
    let detail = try #require(presenter.viewState.content)
    #expect(detail.failure == failure)
    #expect(detail.myRating == nil)

    #expect(await presenter.rate(.five) == nil)
    #expect(presenter.viewState.content?.failure == nil, "a change that works clears it")
  }

  @Test(arguments: [
    ("en_US", "Simulated failure: You are offline"),
    ("de_DE", "Simulierter Fehler: Du bist offline"),
  ])
  func aSimulatedFailureIsTitledAsSuch(locale: String, title: String) async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: []))
    let presenter = await loaded(store: spy, locale)
    spy.failNext(.wishListAdd, with: .simulated(.offline))

    let failure = try #require(await presenter.toggleWishList())

    #expect(failure.title == title)
    #expect(failure.code == .offline)
  }

  @Test func theChangeBeingSavedIsShownBusy() async {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: []))
    let presenter = await loaded(store: spy)
    spy.hold(.wishListAdd)

    let saving = Task { await presenter.toggleWishList() }
    while spy.heldCount(.wishListAdd) == 0 { await Task.yield() }

    #expect(presenter.viewState.content?.savingChange == .wishList)
    #expect(presenter.viewState.content?.wishListAction == "Add to wish list")
    spy.release(.wishListAdd)
    _ = await saving.value
    #expect(presenter.viewState.content?.savingChange == nil)
    #expect(presenter.viewState.content?.wishListAction == "Remove from wish list")
  }

  // MARK: - Browsing

  @Test func stepsToTheNextAndPreviousProductsAndRoundTheEnds() async {
    let presenter = await loaded()

    await presenter.show(.next)
    #expect(presenter.viewState.content?.summary.name == "Travol")
    #expect(presenter.productID == 2)

    await presenter.show(.previous)
    await presenter.show(.previous)
    #expect(presenter.productID == 7, "before the first comes the last")

    await presenter.show(.next)
    #expect(presenter.productID == 1, "after the last comes the first")
  }

  @Test func aStepThatFailsLeavesTheProductShownAndSaysWhyUntilTheNextStep() async {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: []))
    let presenter = await loaded(store: spy)
    spy.failNext(.product, with: .offline)

    let failure = await presenter.show(.next)

    #expect(failure?.code == .offline)
    #expect(presenter.productID == 1)
    #expect(presenter.viewState.content?.summary.name == "Carrier")
    #expect(presenter.viewState.content?.failure == failure)
    #expect(await presenter.show(.next) == nil)
    #expect(presenter.viewState.content?.summary.name == "Travol")
    #expect(presenter.viewState.content?.failure == nil)
  }

  @Test func stepsInTheOrderTheShopperBrowses() async {
    let presenter = await loaded()
    presenter.browsingOrder = CatalogueQuery(sortOrder: .price)

    await presenter.show(.next)

    #expect(presenter.browsingOrder.sortOrder == .price)
    #expect(presenter.productID == 7, "Carrier is the dearest: the cheapest comes next")
  }

  @Test func followsChangesMadeElsewhere() async {
    let store = Shelf.store(wishList: [])
    let presenter = await loaded(store: store)
    let following = presenter.followChanges()

    store.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(1, at: .stub) }
    store.finishChanges()
    await following.value

    #expect(presenter.viewState.content?.summary.isInWishList == true)
  }
}
