import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@MainActor
@Suite struct WishListPresenterTests {
  private let spy = DataLayerSpy()
  private let router = RouterSpy()
  private let items: [WishListItem] = [
    .product(.stub(id: 1, name: "Carrier", shortDescription: "Soft", price: .usd(250), stock: 23)),
    .product(.stub(id: 2, name: "Travol", price: .usd(175), stock: 0)),
    .discontinued(99),
  ]

  private func loaded(_ items: [WishListItem], _ locale: String = "en_US") async
    -> WishListPresenter
  {
    spy.answers.wishList = .success(.stub(items))
    let presenter = WishListPresenter(
      useCase: WishListUseCase(dataLayer: spy), router: router, localization: .locale(locale))
    await presenter.load()
    return presenter
  }

  @Test func showsTheItemsWithTheirAvailabilityAndTotalInEnglish() async throws {
    let list = try #require(await loaded(items).viewState.content)

    #expect(list.title == "Your wish list")
    #expect(list.countText == "3 items")
    #expect(list.lines.map(\.name) == ["Carrier", "Travol", "Product 99"])
    #expect(list.lines.map(\.price?.formatted) == ["$250.00", "$175.00", nil])
    #expect(list.lines.map(\.availabilityText) == [nil, "Out of stock", "No longer available"])
    #expect(list.lines.map(\.isInStock) == [true, false, false])
    #expect(list.totalText == "Total $425.00")
    #expect(list.unavailableIDs == [2, 99])
    #expect(list.emptyMessage == nil)
  }

  @Test func showsTheItemsInSpanish() async throws {
    let list = try #require(await loaded(items, "es_ES").viewState.content)

    #expect(list.title == "Tu lista de deseos")
    #expect(list.lines.map(\.name) == ["Carrier", "Travol", "Producto 99"])
    #expect(list.lines.map(\.availabilityText) == [nil, "Agotado", "Ya no está disponible"])
    #expect(list.totalText == "Total 425,00\u{A0}US$")
  }

  @Test(arguments: [
    (
      "en_US", "Your wish list is empty. You can add items from the product catalogue",
      "Total $0.00"
    ),
    (
      "de_DE", "Deine Wunschliste ist leer. Du kannst Artikel aus dem Produktkatalog hinzufügen",
      "Gesamt 0,00\u{A0}$"
    ),
  ])
  func anEmptyListSaysSoAndTotalsNothing(locale: String, message: String, total: String)
    async throws
  {
    let list = try #require(await loaded([], locale).viewState.content)

    #expect(list.emptyMessage == message)
    #expect(list.totalText == total)
  }

  @Test func aFailureIsAnError() async {
    spy.answers.wishList = .failure(.timeout)
    let presenter = WishListPresenter(
      useCase: WishListUseCase(dataLayer: spy), router: router, localization: .locale("en_US"))

    await presenter.load()

    #expect(presenter.viewState == .error(ErrorViewModel(.timeout, localization: .locale("en_US"))))
  }

  @Test func aTotalTooLargeIsAnError() async {
    let huge = Product.stub(price: Money(minorUnits: .max, currency: .usd))
    let presenter = await loaded([.product(huge), .product(.stub(id: 2))])

    #expect(presenter.viewState.errorTitle == "Amount too large")
  }

  @Test func selectingAnItemOpensIt() async {
    await loaded(items).select(1)

    #expect(router.events == [.openProduct(1)])
  }
}
