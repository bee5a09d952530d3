import Tasch
import TaschComposition
import TaschHTTP
import TaschJSON
import TaschPresentation

@MainActor
extension ShopAPI {
  /// `POST /api/checkout`, like `tasch checkout [--code CODE]`: orders the cart whose total the
  /// client confirms, with `code` taken off, as the shopper who confirms the dialog does, and
  /// answers 201 with the order; a code refused orders nothing.
  ///
  /// A cart whose total is not the one confirmed is not ordered: 409 `cart-changed`, with the
  /// cart as it now is, for the client to show and confirm again. With `Idempotency-Key`, a
  /// retry answers the order the first attempt placed, in the retry's words, whichever server
  /// placed it, and a key sent again with another total or code is refused (422
  /// `idempotency-key-reused`).
  func checkOut(_ call: APICall, confirming total: Money, code: String?) async throws(APIProblem)
    -> HTTPResponse
  {
    let key = try Self.checkoutKey(of: call.request)
    let presenter = scenes(call).cart(codeEntry: PromotionCodeEntry(code))
    switch await presenter.checkOut(confirmingTotal: total, key: key) {
    case .placed(let shown):
      return APIResponses.json(.created, ShopDocuments.placedOrder(shown))
    case .confirming:
      // The cart is not the one whose total the client confirmed.
      return refusal(.cartChanged, presenter, call)
    case .blocked(let blocked):
      return refusal(blocked.error(localization: call.localization), presenter, call)
    case .tooLarge:
      return refusal(.amountOutOfRange, presenter, call)
    case .failed(let error):
      return refusal(error, presenter, call)
    case .loading, .placing:
      return show(presenter.viewState, of: call, document: ShopDocuments.cart)
    }
  }

  /// The checkout key `request` gives in its `Idempotency-Key` header, or none.
  ///
  /// - Throws: `APIProblem` for a key that is not one, or for two headers, which would leave
  ///   the retry's key to chance.
  nonisolated static func checkoutKey(of request: HTTPRequest) throws(APIProblem) -> CheckoutKey? {
    let keys = request.headers.values(named: "Idempotency-Key")
    guard let text = keys.first else { return nil }
    let recovery = APIWords.key(.requestSendOneKey)
    guard keys.count == 1 else {
      throw .badRequest(.key(.requestIdempotencyKeyTwice), recovery: recovery)
    }
    guard let key = CheckoutKey(text) else {
      throw .badRequest(.key(.requestIdempotencyKeyMalformed), recovery: recovery)
    }
    return key
  }

  /// The refusal `error`, with the cart as it now is.
  private func refusal(_ error: ShopError, _ presenter: CartPresenter, _ call: APICall)
    -> HTTPResponse
  {
    refusal(
      ErrorViewModel(refusingCheckout: error, localization: call.localization), presenter, call)
  }

  private func refusal(_ error: ErrorViewModel, _ presenter: CartPresenter, _ call: APICall)
    -> HTTPResponse
  {
    let cart = presenter.viewState.content.map(ShopDocuments.cart)
    return APIResponses.error(error, seed: call.seed, extra: cart.map { ["cart": $0] } ?? [:])
  }
}
