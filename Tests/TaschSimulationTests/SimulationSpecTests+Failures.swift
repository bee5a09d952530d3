import Tasch
import TaschSimulation
import Testing

extension SimulationSpecTests {
  @Test func failureRulesOfEveryShape() throws {
    let rules = try SimulationSpec.failures(
      "catalogue,cart=once,product=3x:not-found,rate=30%:timeout,checkout=always:decoding,"
        + "wishlist=every:3,orders=after:2:storage,history=for:1.5s:empty")

    #expect(
      rules == [
        .catalogue: FailureRule(trigger: .always, kind: .offline),
        .cart: FailureRule(trigger: .firstCalls(1), kind: .offline),
        .product: FailureRule(trigger: .firstCalls(3), kind: .notFound),
        .rate: FailureRule(trigger: .probability(percent: 30), kind: .timeout),
        .checkout: FailureRule(trigger: .always, kind: .decoding),
        .wishList: FailureRule(trigger: .everyNthCall(3), kind: .offline),
        .orders: FailureRule(trigger: .afterCalls(2), kind: .storage),
        .history: FailureRule(trigger: .outage(milliseconds: 1_500), kind: .empty),
      ])
  }

  /// Spaces around `=` and `:` are not part of a rule, as around the rule itself.
  @Test func spacesAroundTheSeparatorsOfAFailureRuleAreNotPartOfIt() throws {
    #expect(
      try SimulationSpec.failures("product = once , cart = every : 3 : timeout, rate :storage")
        == [
          .product: FailureRule(trigger: .firstCalls(1), kind: .offline),
          .cart: FailureRule(trigger: .everyNthCall(3), kind: .timeout),
          .rate: FailureRule(trigger: .always, kind: .storage),
        ])
    #expect(refusal("wish list=once")?.hasPrefix("\"wish list\" is not an operation") == true)
  }

  @Test func aKindWithoutATrigger() throws {
    #expect(
      try SimulationSpec.failures("wishlist:timeout") == [
        .wishList: FailureRule(trigger: .always, kind: .timeout)
      ])
  }

  @Test func aPatternTakingAValueIsReadBeforeTheKind() throws {
    // `every`, `after` and `for` take the word after them; the word after that is the kind.
    #expect(
      try SimulationSpec.failures("cart=every:3:timeout,checkout=after:2:out-of-stock") == [
        .cart: FailureRule(trigger: .everyNthCall(3), kind: .timeout),
        .checkout: FailureRule(trigger: .afterCalls(2), kind: .outOfStock),
      ])
    #expect(
      try SimulationSpec.failures("product=for:30s:unavailable") == [
        .product: FailureRule(trigger: .outage(milliseconds: 30_000), kind: .unavailable)
      ])
  }

  @Test(arguments: FailureKind.allCases)
  func everyKindIsReadWhereItFits(kind: FailureKind) throws {
    for operation in kind.operations {
      #expect(
        try SimulationSpec.failures("\(operation.rawValue):\(kind.rawValue)") == [
          operation: FailureRule(trigger: .always, kind: kind)
        ])
    }
  }

  /// The kinds that cannot happen to some operation: offline and storage happen to any.
  @Test(arguments: FailureKind.allCases.filter { !ShopOperation.allCases.allSatisfy($0.fits) })
  func everyKindIsRefusedWhereItCannotHappenNamingWhereItCan(kind: FailureKind) {
    let fitting = kind.operations.map(\.rawValue).joined(separator: ", ")
    for operation in ShopOperation.allCases where !kind.fits(operation) {
      let spec = "\(operation.rawValue)=once:\(kind.rawValue)"
      #expect(
        refusal(spec)
          == "\"\(spec)\": \(kind.rawValue) cannot happen to \(operation.rawValue); "
          + "it can happen to \(fitting)")
    }
  }

  @Test func whatFitsWhere() {
    #expect(FailureKind.offline.operations == ShopOperation.allCases)
    #expect(FailureKind.storage.operations == ShopOperation.allCases)
    #expect(FailureKind.outOfStock.operations == [.checkout])
    #expect(FailureKind.cartChanged.operations == [.checkout])
    #expect(FailureKind.notFound.operations == [.product, .wishListAdd, .wishListRemove, .rate])
    #expect(FailureKind.empty.operations == [.catalogue, .wishList, .cart, .orders, .history])
    #expect(!FailureKind.unavailable.fits(.catalogue))
    #expect(!FailureKind.unavailable.fits(.checkout))
    #expect(!FailureKind.unavailable.fits(.orders))
    #expect(FailureKind.unavailable.fits(.cart))
    // A simulated absence would keep a step passed over in the real history.
    #expect(!FailureKind.unavailable.fits(.undo))
    #expect(!FailureKind.unavailable.fits(.redo))
  }

  static let tooLarge = "is too large; the largest number a rule takes is 999999999"

  private static let notARule =
    "is not a failure rule; use always, once, a count such as 3x, a chance such as 30%, "
    + "every:3, after:2 or for:30s"

  @Test(arguments: [
    ("cart=sometimes", "\"sometimes\" \(SimulationSpecTests.notARule)"),
    ("cart=0x", "\"0x\": a count of calls must be at least 1"),
    ("cart=00x", "\"00x\": a count of calls must be at least 1"),
    ("cart=101%", "\"101%\": a chance is at most 100%"),
    ("cart=1000000000%", "\"1000000000%\": a chance is at most 100%"),
    ("cart=99999999999999999999%", "\"99999999999999999999%\": a chance is at most 100%"),
    (
      "cart=99999999999999999999x",
      "\"99999999999999999999x\": 99999999999999999999 \(SimulationSpecTests.tooLarge)"
    ),
    ("cart=", "\"\" \(SimulationSpecTests.notARule)"),
    ("cart=every", "\"every\" \(SimulationSpecTests.notARule)"),
    ("cart=every:", "\"every:\" \(SimulationSpecTests.notARule)"),
    ("cart=every:0", "\"every:0\": a count of calls must be at least 1"),
    ("cart=every:3x", "\"every:3x\" \(SimulationSpecTests.notARule)"),
    ("cart=every:1234567890", "\"every:1234567890\": 1234567890 \(SimulationSpecTests.tooLarge)"),
    ("cart=every:0000000003", nil),
    ("cart=after:0", "\"after:0\": a count of calls must be at least 1"),
    ("cart=after:-1", "\"after:-1\" \(SimulationSpecTests.notARule)"),
    ("cart=for:0s", "\"for:0s\": an outage must be longer than 0ms"),
    ("cart=for:0.000s", "\"for:0.000s\": an outage must be longer than 0ms"),
    ("cart=always:3", "\"3\" is not a kind of failure; the kinds are \(SimulationSpecTests.kinds)"),
    ("cart=for:30", "\"30\" needs a unit: write a duration such as 800ms or 2s"),
    ("cart=for:", "a duration is missing; write one such as 800ms or 2s"),
    ("cart=for:2m", "\"2m\": m is not a unit tasch takes; use ms or s, such as 800ms or 2s"),
    ("cart=for:3601s", "\"3601s\" is longer than the longest outage, one hour"),
    ("cart:", "\"\" is not a kind of failure; the kinds are \(SimulationSpecTests.kinds)"),
    (
      "cart:broken",
      "\"broken\" is not a kind of failure; the kinds are \(SimulationSpecTests.kinds)"
    ),
    (
      "cart=every:3:timeout:x",
      "\"cart=every:3:timeout:x\" has more than a pattern and a kind; write "
        + "OPERATION=PATTERN:KIND, such as cart=every:3:timeout"
    ),
    (
      "cart:every:3",
      "\"cart:every:3\" has more than a pattern and a kind; write OPERATION=PATTERN:KIND, "
        + "such as cart=every:3:timeout"
    ),
    (
      "basket",
      "\"basket\" is not an operation; the operations are catalogue, product, wishlist, "
        + "wishlist.add, wishlist.remove, rate, cart, checkout, orders, history, undo, redo"
    ),
    (
      "=once",
      "\"\" is not an operation; the operations are catalogue, product, wishlist, "
        + "wishlist.add, wishlist.remove, rate, cart, checkout, orders, history, undo, redo"
    ),
    ("cart,cart=once", "\"cart=once\": cart is given twice"),
  ])
  func refusesAnyOtherFailure(spec: String, message: String?) {
    #expect(refusal(spec) == message)
  }

  private static let kinds =
    "offline, timeout, decoding, not-found, out-of-stock, cart-changed, storage, unavailable, "
    + "empty"

  /// Why `spec` is refused; `nil` when it is read.
  private func refusal(_ spec: String) -> String? {
    do {
      _ = try SimulationSpec.failures(spec)
      return nil
    } catch {
      return error.description
    }
  }
}
