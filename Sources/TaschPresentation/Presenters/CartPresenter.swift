import Tasch

/// Turns the cart use case's states into the cart's view states, and leads the shopper through
/// checking out: the cart is read afresh and shown, line by line with its total, and only what
/// was shown is ordered.
@MainActor
public final class CartPresenter: ShopPresenter {
  /// What it has alike with every presenter; what it gives its view is the cart.
  public let core: PresenterCore<CartUseCase, PricedListViewModel>
  /// Where checking out has got to is shown; a front may set it after making the presenter.
  public weak var router: (any CartRouter)?
  /// What the shopper was asked to confirm: the quote, and the products it leaves out, whose
  /// lines cannot be ordered (`nil` for none).
  private var shown: (quote: Cart.Quote, leftOut: Set<ProductID>?)?
  /// The products the shopper was last told cannot be ordered, which leaving them out takes off
  /// the wish list, and no other; `nil` while no such refusal is shown.
  private var shownUnavailable: Set<ProductID>?

  /// A presenter of `useCase`, speaking through `localization`, showing checkout's steps with
  /// `router`.
  public convenience init(
    useCase: CartUseCase, localization: Localization, router: (any CartRouter)?
  ) {
    self.init(useCase: useCase, localization: localization)
    self.router = router
  }

  /// A presenter with `core`, as `init(useCase:localization:)` makes it.
  public init(core: PresenterCore<CartUseCase, PricedListViewModel>) {
    self.core = core
  }

  // MARK: - Checking out

  /// Starts checking out: reads the cart, then asks to confirm it, or says what stands in the
  /// way.
  ///
  /// - Returns: the step shown.
  @discardableResult
  public func proceedToCheckout() async -> CheckoutStep {
    show(.loading(localization.text(.loading)))
    await useCase.load()
    return show(step(for: useCase.state, notice: nil))
  }

  /// Places the order the shopper confirmed, and shows how it went; a cart that changed since
  /// is not ordered but shown again to confirm.
  ///
  /// - Returns: the step shown.
  @discardableResult
  public func confirmCheckout() async -> CheckoutStep {
    guard let (quote, leftOut) = shown else { return await proceedToCheckout() }
    show(.placing(localization.text(.placingOrder)))
    let names = Dictionary(
      quote.lines.map { ($0.productID, $0.name) }, uniquingKeysWith: { first, _ in first })
    do throws(ShopError) {
      let order =
        if let leftOut {
          try await useCase.checkoutLeavingOutUnavailable(confirming: quote, leftOut: leftOut)
        } else {
          try await useCase.checkout(confirming: quote)
        }
      shown = nil
      return show(.placed(OrderViewModel(order, localization: localization)))
    } catch .cartChanged {
      // The use case shows the cart as it now is: ask again about that one.
      return show(step(for: useCase.state, notice: localization.text(.cartChangedNotice)))
    } catch .outOfStock where useCase.state.content?.unavailableLines.isEmpty == false {
      // Taken since the question: said as a first look at the cart would, which offers to
      // leave out what cannot be ordered, where a refusal left the shopper to take it off.
      return show(step(for: useCase.state, notice: nil))
    } catch {
      return show(
        .failed(
          ErrorViewModel(refusingCheckout: error, localization: localization, productNames: names)))
    }
  }

  /// Places the order for the cart whose total a client confirmed, having shown it the cart
  /// itself (the HTTP API), and shows how it went: the order, or the one a checkout given the
  /// same `key` placed before; the cart as it now is, when it is not the one confirmed (asked
  /// about again, or refused as it would be before any question); or what stands in the way.
  ///
  /// - Returns: the step shown.
  @discardableResult
  public func checkOut(confirmingTotal total: Money, key: CheckoutKey?) async -> CheckoutStep {
    shown = nil
    show(.placing(localization.text(.placingOrder)))
    do throws(ShopError) {
      let order = try await useCase.checkout(confirmingTotal: total, key: key)
      return show(.placed(OrderViewModel(order, localization: localization)))
    } catch .cartChanged {
      // The use case shows the cart as it now is: what would be asked about it, or refused.
      return show(step(for: useCase.state, notice: localization.text(.cartChangedNotice)))
    } catch {
      // The cart the client was about to order, to show beside the error, when it can be read.
      if useCase.state.content == nil { await useCase.load() }
      return show(
        .failed(
          ErrorViewModel(
            refusingCheckout: error, localization: localization,
            productNames: names(in: useCase.state.content))))
    }
  }

  /// Places the order for the cart as the order itself finds it, for a shopper who said yes
  /// before seeing it, and shows how it went: what was ordered, or what stands in the way.
  ///
  /// - Returns: the step shown.
  @discardableResult
  public func checkOutWithoutAsking() async -> CheckoutStep {
    shown = nil
    show(.placing(localization.text(.placingOrder)))
    do throws(ShopError) {
      let order = try await useCase.checkoutAsFound()
      return show(.placed(OrderViewModel(order, localization: localization)))
    } catch {
      // The use case shows the cart as the refusal found it, or as it now is.
      let cart = useCase.state.content
      if case .outOfStock = error, let cart, !cart.unavailableLines.isEmpty {
        return show(.blocked(BlockedCheckoutViewModel(cart, localization: localization)))
      }
      return show(
        .failed(
          ErrorViewModel(
            refusingCheckout: error, localization: localization, productNames: names(in: cart))))
    }
  }

  /// Leaves out the lines that cannot be ordered, and asks to confirm the rest.
  ///
  /// Only the order of the rest takes them off the wish list, so nothing leaves it unless the
  /// order is placed. When nothing else is left, taking them off is all there is to do, and is
  /// done at once.
  ///
  /// - Returns: the step shown.
  @discardableResult
  public func leaveOutUnavailable() async -> CheckoutStep {
    show(.loading(localization.text(.loading)))
    await useCase.load()
    do throws(ShopError) {
      guard let cart = useCase.state.content, !cart.unavailableLines.isEmpty else {
        return show(step(for: useCase.state, notice: nil))
      }
      // Only the lines shown as unavailable are left out: others gone since, ask again.
      let unavailable = Set(cart.unavailableLines.map(\.id))
      guard shownUnavailable.map({ $0 == unavailable }) ?? true else {
        return show(step(for: useCase.state, notice: localization.text(.cartChangedNotice)))
      }
      // Only what cannot be had is left out: a line over a limit the catalogue lowered since
      // the question is refused as before any question, never dropped from the wish list.
      if let refusal = refusal(of: cart) {
        shown = nil
        return show(refusal)
      }
      let orderable = try cart.orderablePart()
      if orderable.isEmpty {
        show(.placing(localization.text(.loading)))
        try await useCase.removeUnavailable(leftOut: unavailable)
        return show(step(for: useCase.state, notice: nil))
      }
      // What is left is asked about only if it can be ordered as asked: the code may have
      // applied only to the lines left out, or reached its minimum only with them.
      if let refusal = refusal(of: orderable) {
        shown = nil
        return show(refusal)
      }
      guard let quote = orderable.quote else {
        return show(
          .tooLarge(PricedListViewModel(orderable, title: .cart, localization: localization)))
      }
      shown = (quote, unavailable)
      return show(
        .confirming(
          ConfirmationViewModel(
            quote, notice: localization.text(.checkoutLeavesOut), localization: localization)))
    } catch .cartChanged {
      // The use case shows the cart as it now is: what cannot be ordered in it, named again.
      return show(step(for: useCase.state, notice: localization.text(.cartChangedNotice)))
    } catch {
      return show(.failed(ErrorViewModel(error, localization: localization)))
    }
  }

  /// Closes the checkout dialog without ordering, or after the result was seen.
  public func finishCheckout() {
    shown = nil
    shownUnavailable = nil
    router?.finishCheckout()
  }

  /// The step that shows `state`: a question, a refusal (the code asked for, what cannot be
  /// ordered, a total too large), or the error.
  private func step(for state: UseCaseState<Cart>, notice: String?) -> CheckoutStep {
    shown = nil
    guard let cart = state.content else {
      if case .error(let error) = state {
        return .failed(ErrorViewModel(error, localization: localization))
      }
      return .loading(localization.text(.loading))
    }
    if cart.isEmpty {
      return .failed(ErrorViewModel(.emptyCart, localization: localization))
    }
    // A code asked for is ordered with or not at all, and a line over its product's limit is
    // refused as checkout would: both before the question.
    if let refusal = refusal(of: cart) { return refusal }
    guard cart.unavailableLines.isEmpty else {
      return .blocked(BlockedCheckoutViewModel(cart, localization: localization))
    }
    guard let quote = cart.quote else {
      return .tooLarge(PricedListViewModel(cart, title: .cart, localization: localization))
    }
    shown = (quote, nil)
    return .confirming(ConfirmationViewModel(quote, notice: notice, localization: localization))
  }

  /// The refusal of `cart` before any question (`Cart.refusalBeforeAsking`), naming its
  /// products; `nil` when it may be asked about.
  private func refusal(of cart: Cart) -> CheckoutStep? {
    cart.refusalBeforeAsking.map {
      .failed(
        ErrorViewModel(
          refusingCheckout: $0, localization: localization, productNames: names(in: cart)))
    }
  }

  /// The names of the products of `cart` still sold, for an error that names them by number.
  private func names(in cart: Cart?) -> [ProductID: String] {
    Dictionary(
      (cart?.lines ?? []).compactMap { line in line.item.product.map { (line.id, $0.name) } },
      uniquingKeysWith: { first, _ in first })
  }

  @discardableResult
  private func show(_ step: CheckoutStep) -> CheckoutStep {
    if case .blocked(let blocked) = step { shownUnavailable = Set(blocked.unavailable.map(\.id)) }
    router?.showCheckout(step)
    return step
  }

  /// The cart, line by line with its totals.
  public nonisolated static func present(_ cart: Cart, localization: Localization)
    -> ViewState<PricedListViewModel>
  {
    .content(PricedListViewModel(cart, title: .cart, localization: localization))
  }
}
