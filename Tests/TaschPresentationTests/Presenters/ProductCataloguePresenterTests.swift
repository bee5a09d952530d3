import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@MainActor
@Suite struct ProductCataloguePresenterTests {
  private let spy = DataLayerSpy()
  private let router = RouterSpy()
  private let view = ViewSpy<ProductCatalogueViewModel>()
  private let products: [Product] = [
    .stub(
      id: 1, name: "Carrier", price: .usd(250), stock: 23,
      rating: RatingSummary(othersCounts: [.four: 5, .five: 9]), isInWishList: true),
    .stub(id: 2, name: "Travol", price: .usd(175, cents: 50), stock: 0),
  ]

  private func makePresenter(_ locale: String = "en_US") -> ProductCataloguePresenter {
    let presenter = ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(dataLayer: spy), router: router,
      localization: .locale(locale))
    presenter.view = view
    return presenter
  }

  @Test(arguments: [("en_US", "Loading…"), ("de_DE", "Wird geladen…")])
  func startsLoading(locale: String, text: String) {
    #expect(makePresenter(locale).viewState == .loading(text))
  }

  @Test func showsLoadingThenTheRowsInEnglish() async throws {
    spy.answers.catalogue = .success(.stub(products))
    let presenter = makePresenter()

    await presenter.load()

    #expect(view.states.first == .loading("Loading…"))
    let catalogue = try #require(presenter.viewState.content)
    #expect(catalogue.title == "Product catalogue")
    #expect(catalogue.countText == "2 products")
    #expect(catalogue.rows.map(\.name) == ["Carrier", "Travol"])
    #expect(catalogue.rows.map(\.price.formatted) == ["$250.00", "$175.50"])
    #expect(catalogue.rows.map(\.stockText) == ["23 in stock", "Out of stock"])
    #expect(catalogue.rows.map(\.stockRole) == [.discreteText, .warning])
    #expect(catalogue.rows.map(\.rating.stars) == ["★★★★★", "☆☆☆☆☆"])
    #expect(catalogue.rows.map(\.wishListMark) == ["On your wish list", nil])
  }

  @Test func showsTheRowsInGerman() async throws {
    spy.answers.catalogue = .success(.stub(products))
    let presenter = makePresenter("de_DE")

    await presenter.load()

    let catalogue = try #require(presenter.viewState.content)
    #expect(catalogue.title == "Produktkatalog")
    #expect(catalogue.countText == "2 Produkte")
    #expect(catalogue.rows.map(\.price.formatted) == ["250,00\u{A0}$", "175,50\u{A0}$"])
    #expect(catalogue.rows.map(\.stockText) == ["23 auf Lager", "Nicht vorrätig"])
    #expect(catalogue.rows.first?.rating.averageText == "4,6 von 5")
  }

  @Test func moneyKeepsItsRawFieldsForScripts() async throws {
    spy.answers.catalogue = .success(.stub(products))
    let presenter = makePresenter()

    await presenter.load()

    let price = try #require(presenter.viewState.content?.rows.last?.price)
    #expect(price.amount == "175.50")
    #expect(price.currency == "USD")
    #expect(price.minorUnits == 17_550)
  }

  @Test(arguments: [
    ("en_US", "No products match your search"),
    ("fr_FR", "Aucun produit ne correspond à votre recherche"),
  ])
  func aSearchThatMatchesNothingIsEmpty(locale: String, text: String) async {
    spy.answers.catalogue = .success(.stub(products))
    let presenter = makePresenter(locale)
    await presenter.load()

    presenter.query.searchText = "umbrella"

    #expect(presenter.viewState == .empty(text))
  }

  @Test(arguments: [("en_US", "No products"), ("es_ES", "No hay productos")])
  func anEmptyCatalogueIsAnError(locale: String, title: String) async {
    spy.answers.catalogue = .success(.stub([]))
    let presenter = makePresenter(locale)

    await presenter.load()

    #expect(
      presenter.viewState == .error(ErrorViewModel(.emptyCatalogue, localization: .locale(locale))))
    #expect(presenter.viewState.errorTitle == title)
  }

  @Test func aFailureShowsTheErrorWithReload() async {
    spy.answers.catalogue = .failure(.offline)
    let presenter = makePresenter("ja_JP")

    await presenter.load()

    guard case .error(let error) = presenter.viewState else {
      Issue.record("expected an error, got \(presenter.viewState)")
      return
    }
    #expect(error.title == "オフラインです")
    #expect(error.retryAction == "再読み込み")
  }

  @Test func selectingAProductOpensIt() {
    makePresenter().select(2)

    #expect(router.events == [.openProduct(2)])
  }

  @Test func followsChangesMadeElsewhere() async {
    spy.answers.catalogue = .success(.stub(products))
    let presenter = makePresenter()
    let following = presenter.followChanges()
    await presenter.load()

    spy.publish(.rating(1))
    spy.finishChanges()
    await following.value

    #expect(spy.count(of: .catalogue) == 2)
  }
}

extension ViewState {
  /// The error's title, when this is an error.
  var errorTitle: String? {
    if case .error(let error) = self { return error.title }
    return nil
  }
}
