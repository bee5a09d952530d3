import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

/// Checking out a cart whose total a client confirmed, as the HTTP API does: one unit of work,
/// and the cart as the refusal found it.
@MainActor
@Suite struct CartPresenterConfirmedTotalTests {
  private let router = RouterSpy()

  private func presenter(_ store: any ShopStore) async -> CartPresenter {
    await withServices(store: store, localization: .locale("en_US")) {
      CartPresenter(
        useCase: CartUseCase(access: .stub(store)), localization: .registered, router: router)
    }
  }

  @Test func theTotalConfirmedOrdersTheCartInOneCallOfCheckout() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1, 7]))
    let cart = await presenter(spy)

    let step = await cart.checkOut(confirmingTotal: .usd(379), key: CheckoutKey("k"))

    let placed = try #require(step.placed, "expected the order, got \(step)")
    #expect(placed.number == 1)
    #expect(spy.operations == [.checkout])
  }

  @Test func anotherTotalAsksAboutTheCartFoundWithoutReadingItAgain() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1, 7]))
    let cart = await presenter(spy)

    let step = await cart.checkOut(confirmingTotal: .usd(250), key: nil)

    let asked = try #require(step.confirming, "expected a question, got \(step)")
    #expect(asked.total.minorUnits == 37_900)
    #expect(asked.notice == "Your cart changed since you opened this: check it again.")
    #expect(spy.operations == [.checkout])
  }

  @Test func aCartThatCannotBeOrderedIsRefusedAsBeforeAnyQuestion() async throws {
    let cart = await presenter(Shelf.store(wishList: [1, 2]))

    let step = await cart.checkOut(confirmingTotal: .usd(425), key: nil)

    #expect(step.blocked != nil, "expected the lines that cannot be ordered, got \(step)")
  }

  @Test func aFailureShowsTheErrorWithTheCartItWasAboutToOrder() async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1]))
    spy.failNext(.checkout, with: .timeout)
    let cart = await presenter(spy)

    let step = await cart.checkOut(confirmingTotal: .usd(250), key: nil)

    let failed = try #require(step.failed, "expected the error, got \(step)")
    #expect(failed.code == .timeout)
    #expect(cart.viewState.content?.lines.map(\.id) == [1])
    #expect(spy.operations == [.checkout, .cart])
  }

  @Test func aKeyUsedBeforeForAnotherTotalIsRefusedWithTheCart() async throws {
    let store = Shelf.store(wishList: [1])
    _ = await presenter(store).checkOut(confirmingTotal: .usd(250), key: CheckoutKey("k"))
    store.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(7, at: .stub) }
    let cart = await presenter(store)

    let step = await cart.checkOut(confirmingTotal: .usd(129), key: CheckoutKey("k"))

    let failed = try #require(step.failed, "expected the error, got \(step)")
    #expect(failed.code == .checkoutKeyReused)
    #expect(cart.viewState.content?.lines.map(\.id) == [7])
  }
}
