import Tasch

/// Turns the orders use case's states into the list of orders.
@MainActor
public final class OrdersPresenter: UseCaseObserver {
  /// What the view shows now: the orders, newest first.
  public private(set) var viewState: ViewState<[OrderSummaryViewModel]>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<[OrderSummaryViewModel]>)?

  private let useCase: OrdersUseCase
  private let localization = ServiceLocator.current.localization

  /// A presenter of `useCase`.
  public init(useCase: OrdersUseCase) {
    self.useCase = useCase
    viewState = .loading(localization.text(.loading))
    useCase.observer = self
  }

  /// Loads the orders.
  public func load() async {
    await useCase.load()
  }

  /// Maps the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<[Order]>) {
    viewState =
      switch state {
      case .idle, .loading: .loading(localization.text(.loading))
      case .error(let error): .error(ErrorViewModel(error, localization: localization))
      case .content(let orders) where orders.isEmpty: .empty(localization.text(.noOrders))
      case .content(let orders):
        .content(orders.map { OrderSummaryViewModel($0, localization: localization) })
      }
    view?.display(viewState)
  }
}
