import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct OrdersPresenterTests {
  private let view = ViewSpy<[OrderSummaryViewModel]>()

  /// A presenter of the orders in `store`, made with `locale`'s services and loaded.
  private func loaded(_ store: any ShopStore, _ locale: String = "en_US") async
    -> OrdersPresenter
  {
    await loadedPresenter(of: OrdersUseCase.init, over: store, in: locale, view: view)
  }

  @Test(arguments: [
    ("en_US", "You have not placed any orders in this shop yet."),
    ("de_DE", "Du hast in diesem Shop noch nichts bestellt."),
  ])
  func noOrdersSaysSo(locale: String, message: String) async {
    let presenter = await loaded(Shelf.store(), locale)

    #expect(view.states.first == .loading(Localization.locale(locale).text(.loading)))
    #expect(presenter.viewState == .empty(message))
  }

  @Test func listsTheOrdersNewestFirstWithTheirItemsAndTotals() async throws {
    let store = Shelf.store()
    try await placeOrder(of: [1], in: store)
    try await placeOrder(of: [1, 7], in: store)

    let orders = try #require(await loaded(store).viewState.content)

    #expect(orders.map(\.order.number) == [2, 1])
    #expect(orders.map(\.itemCountText) == ["2 items", "1 item"])
    #expect(orders.map(\.order.totalText) == ["Total $379.00", "Total $250.00"])
    #expect(orders.first?.order.lines.map(\.name) == ["Carrier", "旅行用バックパック"])
    #expect(orders.first?.order.message == "Thank you! Order 2 is placed.")
    #expect(orders.first?.dateText == Localization.english.dateTime(.stub))
    #expect(orders.first?.order.placedAt == .stub)
  }

  @Test func theOrdersInFrench() async throws {
    let store = Shelf.store()
    try await placeOrder(of: [7], in: store)

    let order = try #require(await loaded(store, "fr_FR").viewState.content?.first)

    #expect(order.itemCountText == "1 article")
    #expect(order.order.totalText == "Total 129,00\u{A0}$US")
    #expect(order.dateText == Localization.locale("fr_FR").dateTime(.stub))
  }

  @Test func aFailureIsAnError() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    spy.failNext(.orders, with: .storage("state.json: permission denied"))

    let error = try #require(await loaded(spy, "es_ES").viewState.error)

    #expect(error.code == .storage)
    #expect(error.details == "state.json: permission denied")
    #expect(error.title == ErrorViewModel(.storage(""), localization: .locale("es_ES")).title)
  }
}
