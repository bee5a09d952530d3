/// The wish list priced as a cart, and checking it out.
@MainActor
public final class CartUseCase {
  /// What the use case is doing; content is the cart.
  public private(set) var state: UseCaseState<Cart> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`.
  public weak var observer: (any UseCaseObserver<Cart>)?

  private let dataLayer: any DataLayer

  /// A cart use case reading from `dataLayer`.
  public init(dataLayer: any DataLayer) {
    self.dataLayer = dataLayer
  }

  /// Loads the cart.
  public func load() async {
    state = .loading
    do {
      state = .content(try await dataLayer.cart())
    } catch {
      state = .error(error)
    }
  }

  /// Orders everything in the cart.
  ///
  /// The loaded cart is checked first, so an empty cart or unavailable items are refused
  /// without asking the data layer; the data layer checks again as it orders, because stock
  /// may have gone in the meantime.
  ///
  /// - Throws: `ShopError.emptyCart`, `.outOfStock(ids)`, or the data layer's error. Nothing is
  ///   ordered when it throws.
  public func checkout() async throws(ShopError) -> Order {
    try state.content?.validateForCheckout()
    let order = try await dataLayer.checkout()
    // Placing the order emptied the wish list, so the cart is now empty.
    if let cart = state.content {
      state = .content(try Cart(currency: cart.currency, items: []))
    }
    return order
  }

  /// Reloads after every change the data layer makes, once loaded.
  ///
  /// Cancel the returned task to stop following.
  public func followChanges() -> Task<Void, Never> {
    Tasch.followChanges(of: dataLayer) { [weak self] in
      guard let self else { return }
      if case .idle = self.state { return }
      await self.load()
    }
  }
}
