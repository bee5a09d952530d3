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
  /// retry answers the order the first attempt placed, in the retry's words, and a key sent
  /// again with another total or code is refused (422 `idempotency-key-reused`).
  func checkOut(_ call: APICall, confirming total: Money, code: String?) async throws(APIProblem)
    -> HTTPResponse
  {
    let key = try IdempotentCheckouts.key(of: call.request)
    let confirmed = IdempotentCheckouts.Confirmed(total: total, code: code)
    return await checkouts.answer(
      key: key, of: call.services.shop.shopper, for: confirmed, in: call.localization,
      presenting: { order in
        APIResponses.json(
          .created,
          ShopDocuments.placedOrder(OrderViewModel(order, localization: call.localization)))
      },
      attempt: { await self.placeOrder(call, confirming: total, code: code) })
  }

  private func placeOrder(_ call: APICall, confirming total: Money, code: String?) async
    -> IdempotentCheckouts.Outcome
  {
    let presenter = scenes(call).cart(codeEntry: PromotionCodeEntry(code))
    var step = await presenter.proceedToCheckout()
    if case .confirming(let question) = step {
      // The client saw this total, or it did not see this cart.
      guard question.total.minorUnits == total.minorUnits,
        question.total.currency == total.currency.code
      else { return .answered(refusal(.cartChanged, presenter, call)) }
      step = await presenter.confirmCheckout()
    }
    switch step {
    case .placed(let shown):
      // Kept as placed, so that a retry shows it in its own words.
      return presenter.placedOrder.map { .placed($0) }
        ?? .answered(APIResponses.json(.created, ShopDocuments.placedOrder(shown)))
    case .confirming:
      // The cart changed between its reading and the order's.
      return .answered(refusal(.cartChanged, presenter, call))
    case .blocked(let blocked):
      return .answered(refusal(blocked.error(localization: call.localization), presenter, call))
    case .tooLarge:
      return .answered(refusal(.amountOutOfRange, presenter, call))
    case .failed(let error):
      return .answered(refusal(error, presenter, call))
    case .loading, .placing:
      return .answered(show(presenter.viewState, of: call, document: ShopDocuments.cart))
    }
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

/// The checkouts asked for with an `Idempotency-Key`, so that a retry answers the order the
/// first attempt placed rather than placing a second.
///
/// Keys are each shopper's own: another shopper's checkout with the same key is theirs, never
/// the first shopper's order. A key sent again with another total or code is a mistake, not a
/// retry: it is refused rather than answered with an order for a cart the client did not
/// confirm. An attempt that placed nothing is not kept: a retry tries again.
/// A retry that arrives while an attempt runs waits for it, and only one of the retries waiting
/// on an attempt that placed nothing tries again; the others wait for that one. The newest 1,000
/// keys are kept.
@MainActor
final class IdempotentCheckouts {
  /// A key as one shopper sent it.
  private struct Key: Hashable {
    let shopper: Shopper
    let text: String
  }

  /// What a checkout confirms: a retry confirms the same.
  struct Confirmed: Hashable {
    let total: Money
    /// The code in the form codes are matched in, so that a retry that spells it in another
    /// case confirms the same code.
    let code: String?

    init(total: Money, code: String?) {
      self.total = total
      self.code = code.map(Promotion.matchingForm(of:))
    }
  }

  /// What an attempt came to.
  enum Outcome {
    /// It placed `order`: every answer with the key shows it, each in its own words.
    case placed(Order)
    /// It placed nothing, and answers so; a retry tries again.
    case answered(HTTPResponse)

    /// Whether it placed an order.
    var placedOrder: Bool {
      if case .placed = self { return true }
      return false
    }
  }

  /// One attempt, and what it confirmed.
  private struct Attempt {
    let task: Task<Outcome, Never>
    let confirmed: Confirmed
  }

  private var attempts: [Key: Attempt] = [:]
  private var keys: [Key] = []
  private let capacity = 1000

  /// How many characters a key has.
  nonisolated static let keyLengths = 1...255
  /// The characters of a key: visible ASCII, `!` to `~`.
  nonisolated static let keyCharacters = UInt8(ascii: "!")...UInt8(ascii: "~")
  /// `keyCharacters`, as the OpenAPI document's pattern says them.
  nonisolated static let keyPattern = "^[!-~]+$"

  /// The key `request` gives: 1 to 255 visible ASCII characters, or none.
  ///
  /// - Throws: `APIProblem` for a key that is not one, or for two headers, which would leave
  ///   the retry's key to chance.
  nonisolated static func key(of request: HTTPRequest) throws(APIProblem) -> String? {
    let keys = request.headers.values(named: "Idempotency-Key")
    guard let key = keys.first else { return nil }
    let recovery = APIWords.key(.requestSendOneKey)
    guard keys.count == 1 else {
      throw .badRequest(.key(.requestIdempotencyKeyTwice), recovery: recovery)
    }
    guard keyLengths.contains(key.utf8.count), key.utf8.allSatisfy(keyCharacters.contains)
    else {
      throw .badRequest(.key(.requestIdempotencyKeyMalformed), recovery: recovery)
    }
    return key
  }

  /// The answer to a checkout with `shopper`'s `key`, which confirms `confirmed`.
  ///
  /// It is the order of the attempt kept for the key, if it placed one, else what `attempt`
  /// comes to; 422 when the attempt kept confirmed another, in `localization`'s words. An
  /// order placed is answered as `presenting` shows it, so that a retry is answered in the
  /// words it asks for, not in those of the first attempt.
  func answer(
    key text: String?, of shopper: Shopper, for confirmed: Confirmed,
    in localization: Localization, presenting: (Order) -> HTTPResponse,
    attempt: @escaping @MainActor () async -> Outcome
  ) async -> HTTPResponse {
    guard let text else { return Self.response(await attempt(), presenting) }
    let key = Key(shopper: shopper, text: text)
    // Retries that waited on an attempt that placed nothing wait on the first of them to try
    // again, one attempt at a time, so that the key keeps the attempt that places the order.
    while let running = attempts[key] {
      guard running.confirmed == confirmed else {
        return APIResponses.problem(.keyReused, in: localization)
      }
      let outcome = await running.task.value
      if outcome.placedOrder { return Self.response(outcome, presenting) }
      if attempts[key]?.task == running.task { forget(key) }
    }
    let task = Task { await attempt() }
    let kept = Attempt(task: task, confirmed: confirmed)
    if attempts.updateValue(kept, forKey: key) == nil { keys.append(key) }
    if keys.count > capacity { attempts[keys.removeFirst()] = nil }
    let outcome = await task.value
    if !outcome.placedOrder, attempts[key]?.task == task { forget(key) }
    return Self.response(outcome, presenting)
  }

  /// The answer of `outcome`, an order placed as `presenting` shows it.
  private static func response(_ outcome: Outcome, _ presenting: (Order) -> HTTPResponse)
    -> HTTPResponse
  {
    switch outcome {
    case .placed(let order): presenting(order)
    case .answered(let response): response
    }
  }

  /// Lets `key`'s attempt go: the next checkout with it tries again.
  private func forget(_ key: Key) {
    attempts[key] = nil
    keys.removeAll { $0 == key }
  }
}

extension APIProblem {
  /// An `Idempotency-Key` sent again with another total or code than the checkout it was sent
  /// with first.
  static let keyReused = APIProblem(
    status: .unprocessableContent, code: "idempotency-key-reused",
    message: .key(.requestIdempotencyKeyReused), recovery: .key(.requestNewKeyOrSameBody))
}
