import Tasch

/// Turns the orders use case's states into the list of orders.
@MainActor
public final class OrdersPresenter: ShopPresenter {
  /// The use case it presents.
  public let useCase: OrdersUseCase
  /// What it gives its view: the orders, newest first.
  public let output: PresenterOutput<[OrderSummaryViewModel]>

  /// A presenter of `useCase`, speaking through `localization`.
  public init(useCase: OrdersUseCase, localization: Localization) {
    self.useCase = useCase
    output = PresenterOutput(localization: localization)
    useCase.observer = self
  }

  /// The orders, or the words saying there are none.
  public func present(_ orders: [Order]) -> ViewState<[OrderSummaryViewModel]> {
    guard !orders.isEmpty else { return .empty(localization.text(.noOrders)) }
    return .content(orders.map { OrderSummaryViewModel($0, localization: localization) })
  }
}
