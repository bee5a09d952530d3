import Foundation
import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@MainActor
@Suite struct CartPresenterTests {
  private let spy = DataLayerSpy()
  private let router = RouterSpy()
  private let carrier = Product.stub(id: 1, name: "Carrier", price: .usd(250), stock: 23)
  private let travol = Product.stub(id: 2, name: "Travol", price: .usd(175), stock: 0)

  private func loaded(_ items: [WishListItem], _ locale: String = "en_US") async throws
    -> CartPresenter
  {
    spy.answers.cart = .success(try .stub(items))
    let presenter = CartPresenter(
      useCase: CartUseCase(dataLayer: spy), router: router, localization: .locale(locale))
    await presenter.load()
    return presenter
  }

  @Test func showsSubtotalShippingAndTotal() async throws {
    let cart = try #require(
      try await loaded([.product(carrier), .product(travol)]).viewState.content)

    #expect(cart.title == "Cart")
    #expect(cart.subtotalLabel == "Sub-total")
    #expect(cart.subtotal.formatted == "$425.00")
    #expect(cart.shippingLabel == "Shipping")
    #expect(cart.shipping.formatted == "$0.00")
    #expect(cart.freeShipping == "Free Shipping World Wide")
    #expect(cart.totalLabel == "Total")
    #expect(cart.total.formatted == "$425.00")
    #expect(cart.checkoutAction == "Proceed to check out")
    #expect(!cart.canCheckOut)
  }

  @Test func showsTheCartInFrench() async throws {
    let cart = try #require(try await loaded([.product(carrier)], "fr_FR").viewState.content)

    #expect(cart.title == "Panier")
    #expect(cart.subtotalLabel == "Sous-total")
    #expect(cart.subtotal.formatted == "250,00\u{A0}$US")
    #expect(cart.freeShipping == "Livraison gratuite dans le monde entier")
    #expect(cart.checkoutAction == "Passer la commande")
    #expect(cart.canCheckOut)
  }

  @Test func aFailureIsAnError() async {
    spy.answers.cart = .failure(.offline)
    let presenter = CartPresenter(
      useCase: CartUseCase(dataLayer: spy), router: router, localization: .locale("en_US"))

    await presenter.load()

    #expect(presenter.viewState.errorTitle == "You are offline")
  }

  @Test func checkingOutAnEmptyCartSaysThereIsNothingToOrder() async throws {
    let presenter = try await loaded([])

    presenter.proceedToCheckout()

    #expect(
      router.events == [
        .showCheckout(.failed(ErrorViewModel(.emptyCart, localization: .locale("en_US"))))
      ])
  }

  @Test func unavailableItemsBlockCheckingOutAndAreListed() async throws {
    let presenter = try await loaded([.product(carrier), .product(travol), .discontinued(9)])

    presenter.proceedToCheckout()

    guard
      case .showCheckout(.blocked(let title, let message, let lines, let recovery)) = router.events
        .first
    else {
      Issue.record("expected a refusal, got \(router.events)")
      return
    }
    #expect(title == "Cannot order yet")
    #expect(message == "These items cannot be ordered now:")
    #expect(lines.map(\.name) == ["Travol", "Product 9"])
    #expect(recovery == "Remove them from your wish list, then check out.")
    #expect(spy.count(of: .checkout) == 0)
  }

  @Test(arguments: [
    ("en_US", "Are you sure you want to proceed to checkout?", "Cancel", "OK"),
    ("de_DE", "Möchtest du wirklich zur Kasse gehen?", "Abbrechen", "OK"),
  ])
  func asksToConfirm(locale: String, question: String, cancel: String, confirm: String) async throws
  {
    let presenter = try await loaded([.product(carrier)], locale)

    presenter.proceedToCheckout()

    #expect(
      router.events == [
        .showCheckout(
          .confirming(
            ConfirmationViewModel(question: question, cancelAction: cancel, confirmAction: confirm))
        )
      ])
  }

  @Test func confirmingPlacesTheOrderAndShowsIt() async throws {
    let presenter = try await loaded([.product(carrier)])
    spy.answers.checkout = .success(.stub(number: 3, total: .usd(250)))

    await presenter.confirmCheckout()

    guard case .showCheckout(.placed(let order)) = router.events.last else {
      Issue.record("expected the order, got \(router.events)")
      return
    }
    #expect(router.events.first == .showCheckout(.placing("Placing your order…")))
    #expect(order.number == 3)
    #expect(order.message == "Thank you! Order 3 is placed.")
    #expect(order.totalText == "Total $250.00")
    #expect(order.lines.map(\.name) == ["Carrier"])
    #expect(presenter.viewState.content?.lines.isEmpty == true)
  }

  @Test func aRefusedOrderNamesTheItemsAndOrdersNothing() async throws {
    let presenter = try await loaded([.product(carrier)], "de_DE")
    spy.answers.checkout = .failure(.outOfStock([1]))

    await presenter.confirmCheckout()

    guard case .showCheckout(.failed(let error)) = router.events.last else {
      Issue.record("expected a failure, got \(router.events)")
      return
    }
    #expect(error.message == "Diese Artikel können gerade nicht bestellt werden: Carrier.")
  }

  @Test func finishingClosesTheDialog() async throws {
    try await loaded([.product(carrier)]).finishCheckout()

    #expect(router.events == [.finishCheckout])
  }

  @Test func checkingOutBeforeTheCartIsShownDoesNothing() {
    let presenter = CartPresenter(
      useCase: CartUseCase(dataLayer: spy), router: router, localization: .locale("en_US"))

    presenter.proceedToCheckout()

    #expect(router.events.isEmpty)
  }
}
