import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct ProductCataloguePresenterTests {
  private let store = ShopStoreSpy(wrapping: Shelf.store())
  private let router = RouterSpy()
  private let view = ViewSpy<ProductCatalogueViewModel>()

  /// A presenter of the shelf, made and loaded with `locale`'s services.
  private func loaded(_ query: CatalogueQuery = CatalogueQuery(), _ locale: String = "en_US")
    async -> ProductCataloguePresenter
  {
    await withServices(store: store, localization: .locale(locale)) {
      let presenter = makePresenter(query)
      await presenter.load()
      return presenter
    }
  }

  private func makePresenter(_ query: CatalogueQuery = CatalogueQuery())
    -> ProductCataloguePresenter
  {
    let presenter = ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(access: .stub(store), query: query),
      localization: .registered)
    presenter.view = view
    return presenter
  }

  // MARK: - Loading and content

  @Test(arguments: [("en_US", "Loading…"), ("de_DE", "Wird geladen…")])
  func startsLoading(locale: String, text: String) async {
    let presenter = await withServices(store: store, localization: .locale(locale)) {
      makePresenter()
    }

    #expect(presenter.viewState == .loading(text))
  }

  @Test func showsLoadingThenTheRowsInEnglish() async throws {
    let presenter = await loaded()

    #expect(view.states.first == .loading("Loading…"))
    let catalogue = try #require(presenter.viewState.content)
    #expect(catalogue.title == "Product catalogue")
    #expect(catalogue.countText == "3 products")
    #expect(catalogue.matchText == "3")
    #expect(catalogue.queryText == nil)
    #expect(catalogue.rows.map(\.name) == ["Carrier", "Travol", "旅行用バックパック"])
    #expect(catalogue.rows.map(\.price.formatted) == ["$250.00", "$175.00", "$129.00"])
    #expect(catalogue.rows.map(\.stockText) == ["23 in stock", "Out of stock", "40 in stock"])
    #expect(catalogue.rows.map(\.stockRole) == [.discreteText, .warning, .discreteText])
    #expect(catalogue.rows.map(\.rating.stars) == ["★★★★☆", "★★★★☆", "☆☆☆☆☆"])
    #expect(catalogue.rows.map(\.wishListMark) == ["On your wish list", "On your wish list", nil])
  }

  @Test func rowsReadOnceAreTheRowsKept() async throws {
    let presenter = await loaded()
    let rows = try #require(presenter.viewState.content).rows

    #expect(Array(rows.formattedOnce) == Array(rows))
    var formatter = rows.formatterForAnotherCore()
    #expect(rows.indices.map { formatter.row(at: $0) } == Array(rows))
  }

  @Test func showsTheRowsInGerman() async throws {
    let catalogue = try #require(await loaded(CatalogueQuery(), "de_DE").viewState.content)

    #expect(catalogue.title == "Produktkatalog")
    #expect(catalogue.countText == "3 Produkte")
    #expect(catalogue.rows.map(\.price.formatted).first == "250,00\u{A0}$")
    #expect(catalogue.rows.map(\.stockText) == ["23 auf Lager", "Nicht vorrätig", "40 auf Lager"])
    #expect(catalogue.rows.first?.rating.averageText == "4,3 von 5")
    #expect(catalogue.rows.first?.wishListMark == "Auf deiner Wunschliste")
  }

  @Test func moneyKeepsItsRawFieldsForScripts() async throws {
    let price = try #require(await loaded().viewState.content?.rows.first?.price)

    #expect(price.amount == "250.00")
    #expect(price.currency == "USD")
    #expect(price.minorUnits == 25_000)
  }

  // MARK: - Counts and queries

  @Test(arguments: [("en_US", "2 of 3 products"), ("de_DE", "2 von 3 Produkten")])
  func aPageShowingPartSaysHowManyOfHowMany(locale: String, count: String) async throws {
    let catalogue = try #require(
      await loaded(CatalogueQuery(limit: 2), locale).viewState.content)

    #expect(catalogue.rows.count == 2)
    #expect(catalogue.countText == count)
  }

  @Test(arguments: [("en_US", "2–3 of 3 products"), ("fr_FR", "2–3 sur 3 produits")])
  func aLaterPageSaysWhichItShowsOfHowMany(locale: String, count: String) async throws {
    let catalogue = try #require(
      await loaded(CatalogueQuery(offset: 1, limit: 2), locale).viewState.content)

    #expect(catalogue.rows.count == 2)
    #expect(catalogue.countText == count)
  }

  @Test func aSearchSaysWhatItMatchesOfTheWholeShop() async throws {
    let query = CatalogueQuery(
      searchText: " leather ", sortOrder: .price, isReversed: true, inStockOnly: true)
    let english = try #require(await loaded(query).viewState.content)
    let german = try #require(await loaded(query, "de_DE").viewState.content)

    #expect(english.rows.map(\.name) == ["Carrier"])
    #expect(english.countText == "1 product")
    #expect(english.matchText == "1 of 3")
    #expect(english.queryText == "“leather” · by price, reversed · in stock only")
    #expect(german.matchText == "1 von 3")
    #expect(german.queryText == "„leather“ · nach Preis, umgekehrt · nur vorrätig")
  }

  @Test(arguments: [
    ("en_US", "No products match your search."),
    ("fr_FR", "Aucun produit ne correspond à votre recherche."),
  ])
  func aSearchThatMatchesNothingIsEmpty(locale: String, text: String) async {
    let presenter = await loaded(CatalogueQuery(searchText: "umbrella"), locale)

    #expect(presenter.viewState == .empty(text))
  }

  @Test(arguments: [
    ("en_US", "No products are in stock."), ("es_ES", "No hay ningún producto en existencias."),
  ])
  func aFilterThatLeavesNothingSaysNothingIsInStock(locale: String, text: String) async {
    let presenter = await withServices(
      store: Shelf.store(.stub([Shelf.travol])), localization: .locale(locale)
    ) {
      let presenter = ProductCataloguePresenter(
        useCase: ProductCatalogueUseCase(
          access: ServiceLocator.current.shop, query: CatalogueQuery(inStockOnly: true)),
        localization: .registered)
      await presenter.load()
      return presenter
    }

    #expect(presenter.viewState == .empty(text))
  }

  @Test(arguments: [
    ("en_US", "This page is past the last product (3 products in all)."),
    ("ja_JP", "このページは最後の商品より後です（全 3 件の商品）。"),
  ])
  func aPagePastTheEndSaysSoWithoutSpeakingOfASearch(locale: String, text: String) async {
    let presenter = await loaded(CatalogueQuery(offset: 10), locale)

    #expect(presenter.viewState == .empty(text))
  }

  @Test func showingAnotherQueryLoadsItsPage() async throws {
    let presenter = await loaded()

    await withServices(store: store) {
      presenter.query = CatalogueQuery(sortOrder: .price)
      await presenter.load()
    }

    #expect(presenter.query.sortOrder == .price)
    #expect(presenter.viewState.content?.rows.map(\.id) == [7, 2, 1])
    #expect(store.operations == [.catalogue, .catalogue])
  }

  // MARK: - Errors

  @Test(arguments: [("en_US", "No products"), ("es_ES", "No hay productos")])
  func anEmptyCatalogueIsAnError(locale: String, title: String) async {
    let presenter = await withServices(
      store: Shelf.store(.stub([]), wishList: []), localization: .locale(locale)
    ) {
      let presenter = ProductCataloguePresenter(
        useCase: ProductCatalogueUseCase(access: ServiceLocator.current.shop),
        localization: .registered)
      await presenter.load()
      return presenter
    }

    #expect(
      presenter.viewState == .error(ErrorViewModel(.emptyCatalogue, localization: .locale(locale))))
    #expect(presenter.viewState.errorTitle == title)
  }

  @Test func aFailureShowsTheErrorWithReload() async throws {
    store.failNext(.catalogue, with: .offline)

    let presenter = await loaded(CatalogueQuery(), "ja_JP")

    let error = try #require(presenter.viewState.error)
    #expect(error.code == .offline)
    #expect(error.title == "オフラインです")
    #expect(error.retryAction == "再読み込み")
  }

  @Test(arguments: [
    ("en_US", "Simulated failure: The shop is not answering"),
    ("de_DE", "Simulierter Fehler: Der Shop antwortet nicht"),
  ])
  func aSimulatedFailureIsTitledAsSuch(locale: String, title: String) async throws {
    store.failNext(.catalogue, with: .simulated(.timeout))

    let error = try #require(await loaded(CatalogueQuery(), locale).viewState.error)

    #expect(error.code == .timeout)
    #expect(error.title == title)
  }

  // MARK: - Navigation and changes

  @Test func followsChangesMadeElsewhere() async throws {
    let base = Shelf.store()
    let spy = ShopStoreSpy(wrapping: base)
    let presenter = await withServices(store: spy) {
      let presenter = ProductCataloguePresenter(
        useCase: ProductCatalogueUseCase(access: .stub(spy)), localization: .registered)
      await presenter.load()
      return presenter
    }
    let following = presenter.followChanges()

    base.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(7, at: .stub) }
    base.finishChanges()
    await following.value

    #expect(spy.operations == [.catalogue, .catalogue])
    #expect(presenter.viewState.content?.rows.last?.isInWishList == true)
  }
}

extension ViewState {
  /// The error, when this is one.
  var error: ErrorViewModel? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// The error's title, when this is an error.
  var errorTitle: String? { error?.title }
}
