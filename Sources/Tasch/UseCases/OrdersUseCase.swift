/// The orders the shopper placed in this shop, newest first.
@MainActor
public final class OrdersUseCase {
  /// What the use case is doing; content is the orders, newest first.
  public private(set) var state: UseCaseState<[Order]> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`.
  public weak var observer: (any UseCaseObserver<[Order]>)?

  private let access: ShopAccess
  private let loads = LatestLoad()

  /// An orders use case through `access`.
  public init(access: ShopAccess) {
    self.access = access
  }

  /// Loads the orders.
  public func load() async {
    if state.content == nil { state = .loading }
    let access = self.access
    await loads.run { _ in
      await outcome { () throws(ShopError) in
        try await access.read(.orders) { snapshot throws(ShopError) in
          try snapshot.orders().reversed()
        }
      }
    } then: { result in
      switch result {
      case .success(let orders): state = .content(orders)
      case .failure(let error): state = .error(error)
      }
    }
  }
}
