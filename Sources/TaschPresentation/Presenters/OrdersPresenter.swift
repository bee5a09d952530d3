import Tasch

/// Turns the orders use case's states into the list of orders.
@MainActor
public final class OrdersPresenter: ShopPresenter {
  /// What it has alike with every presenter; what it gives its view is the orders, newest first.
  public let core: PresenterCore<OrdersUseCase, [OrderSummaryViewModel]>

  /// A presenter with `core`, as `init(useCase:localization:)` makes it.
  public init(core: PresenterCore<OrdersUseCase, [OrderSummaryViewModel]>) {
    self.core = core
  }

  /// The orders, or the words saying there are none.
  public nonisolated static func present(_ orders: [Order], localization: Localization)
    -> ViewState<[OrderSummaryViewModel]>
  {
    guard !orders.isEmpty else { return .empty(localization.text(.noOrders)) }
    return .content(orders.map { OrderSummaryViewModel($0, localization: localization) })
  }
}
