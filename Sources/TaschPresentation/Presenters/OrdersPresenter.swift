import Tasch

/// Turns the orders use case's states into a page of the orders.
@MainActor
public final class OrdersPresenter: ShopPresenter {
  /// What it has alike with every presenter; what it gives its view is a page of the orders,
  /// newest first.
  public let core: PresenterCore<OrdersUseCase, OrderListViewModel>

  /// A presenter with `core`, as `init(useCase:localization:)` makes it.
  public init(core: PresenterCore<OrdersUseCase, OrderListViewModel>) {
    self.core = core
  }

  /// How many orders there are on all pages, once a page is loaded: what an empty page past
  /// the end still counts.
  public var total: Int? { useCase.state.content?.total }

  /// The page of orders, or the words saying why it is empty: no orders yet, or a page past
  /// the last one.
  public nonisolated static func present(_ page: OrderPage, localization: Localization)
    -> ViewState<OrderListViewModel>
  {
    guard page.orders.isEmpty else {
      return .content(OrderListViewModel(page, localization: localization))
    }
    guard page.total > 0 else { return .empty(localization.text(.noOrders)) }
    return .empty(
      localization.text(
        .pastTheLastOrder, ["total": localization.text(.orderCount, count: page.total)]))
  }
}
