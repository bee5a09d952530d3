import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct OrdersPresenterTests {
  private let view = ViewSpy<OrderListViewModel>()

  /// A presenter of the page of orders in `store` that skips `offset` and holds at most
  /// `limit`, made with `locale`'s services and loaded.
  private func loaded(
    _ store: any ShopStore, _ locale: String = "en_US", offset: Int = 0, limit: Int? = nil
  ) async -> OrdersPresenter {
    await loadedPresenter(
      of: { OrdersUseCase(access: $0, offset: offset, limit: limit) }, over: store, in: locale,
      view: view)
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

    let list = try #require(await loaded(store).viewState.content)
    let orders = list.orders

    #expect(list.countText == nil, "every order is shown")
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

    let order = try #require(await loaded(store, "fr_FR").viewState.content?.orders.first)

    #expect(order.itemCountText == "1 article")
    #expect(order.order.totalText == "Total 129,00\u{A0}$US")
    #expect(order.dateText == Localization.locale("fr_FR").dateTime(.stub))
  }

  @Test(arguments: [
    ("en_US", "2–3 of 3 orders"), ("de_DE", "2–3 von 3 Bestellungen"),
    ("ja_JP", "3 件中 2–3 件の注文"),
  ])
  func aPageSaysHowManyItShowsOfHowMany(locale: String, count: String) async throws {
    let store = Shelf.store()
    for _ in 1...3 { try await placeOrder(of: [1], in: store) }

    let list = try #require(await loaded(store, locale, offset: 1, limit: 2).viewState.content)

    #expect(list.orders.map(\.order.number) == [2, 1])
    #expect(list.total == 3)
    #expect(list.countText == count)
  }

  @Test func theFirstPageSaysHowManyItShows() async throws {
    let store = Shelf.store()
    for _ in 1...3 { try await placeOrder(of: [1], in: store) }

    let list = try #require(await loaded(store, "en_US", offset: 0, limit: 2).viewState.content)

    #expect(list.countText == "2 of 3 orders")
  }

  @Test func aPagePastTheLastOrderSaysSoAndHowManyThereAre() async throws {
    let store = Shelf.store()
    try await placeOrder(of: [1], in: store)

    let presenter = await loaded(store, offset: 5)

    #expect(presenter.viewState == .empty("This page is past the last order (1 order in all)."))
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
