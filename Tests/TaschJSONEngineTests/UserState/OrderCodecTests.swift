import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct OrderCodecTests {
  private func decode(_ text: String) throws -> Order {
    try OrderCodec.decode(try StateText.json(text), at: "orders[0]")
  }

  @Test func writesANewOrderThatReadsBackTheSame() throws {
    let order = Order(
      number: 3,
      lines: [
        OrderLine(productID: 1, name: "Carrier \"Pro\"", price: .usd(250)),
        OrderLine(productID: 3, name: "Urbanito", price: .usd(75, cents: 50), quantity: 2),
      ],
      total: .usd(401), placedAt: Date(timeIntervalSince1970: 1_700_000_000.25))

    #expect(try OrderCodec.decode(OrderCodec.encode(order), at: "orders[0]") == order)
  }

  @Test func anOrderKeepsItsCodeDiscountAndShippingAndOneWithoutSaysNothingOfThem() throws {
    let line = OrderLine(productID: 1, name: "Carrier", price: .usd(250))
    let coded = Order(
      number: 1, lines: [line], code: "WELCOME10", discount: .usd(25),
      shipping: .usd(9, cents: 90), total: .usd(234, cents: 90), placedAt: .stub)
    let plain = Order(number: 2, lines: [line], total: .usd(250), placedAt: .stub)

    #expect(try OrderCodec.decode(OrderCodec.encode(coded), at: "orders[0]") == coded)
    guard case .object(let fields) = OrderCodec.encode(plain) else {
      Issue.record("an order is an object")
      return
    }
    #expect(fields["code"] == nil && fields["discount"] == nil && fields["shipping"] == nil)
    #expect(try OrderCodec.decode(.object(fields), at: "orders[0]").shipping == .usd(0))
  }

  @Test func aCodeWithoutItsDiscountIsRefused() {
    let text =
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [], "code": "X", "#
      + #""total": {"amount": "1.00", "currency": "USD"}}"#

    #expect(
      throws: UserStateError.invalid("orders[0] must have both a code and a discount, or neither")
    ) { try decode(text) }
  }

  @Test func anOrderKeepsItsCheckoutKeyAndOneWithoutSaysNothingOfIt() throws {
    let line = OrderLine(productID: 1, name: "Carrier", price: .usd(250))
    let keyed = Order(
      number: 1, lines: [line], total: .usd(250), placedAt: .stub, key: CheckoutKey("7f3c"))
    let plain = Order(number: 2, lines: [line], total: .usd(250), placedAt: .stub)

    #expect(try OrderCodec.decode(OrderCodec.encode(keyed), at: "orders[0]") == keyed)
    guard case .object(let keyedFields) = OrderCodec.encode(keyed),
      case .object(let plainFields) = OrderCodec.encode(plain)
    else {
      Issue.record("an order is an object")
      return
    }
    #expect(keyedFields["checkoutKey"] == .string("7f3c"))
    #expect(plainFields["checkoutKey"] == nil)
  }

  @Test(arguments: [
    #""""#, #""a key""#, "7", "null", "\"" + String(repeating: "k", count: 256) + "\"",
  ])
  func aCheckoutKeyThatIsNotOneIsRefused(key: String) {
    let text =
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [], "checkoutKey": "#
      + key + #", "total": {"amount": "0.00", "currency": "USD"}}"#

    #expect(
      throws: UserStateError.invalid(
        "orders[0].checkoutKey must be 1 to 255 visible ASCII characters")
    ) { try decode(text) }
  }

  @Test func writesDatesToTheMillisecondInUTC() {
    #expect(
      OrderCodec.text(of: Date(timeIntervalSince1970: 1_795_341_600.25))
        == "2026-11-22T10:00:00.250Z")
  }

  @Test(arguments: [
    ("2026-11-22T10:00:00Z", 1_795_341_600.0),
    ("2026-11-22T10:00:00.250Z", 1_795_341_600.25),
    ("2026-11-22T12:00:00+02:00", 1_795_341_600.0),
    ("2026-11-22T05:30:00.5-04:30", 1_795_341_600.5),
  ])
  func readsDatesWithOrWithoutAFractionInAnyOffset(text: String, seconds: Double) {
    #expect(OrderCodec.date(.string(text)) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: ["", "yesterday", "2026-11-22", "2026-13-01T00:00:00Z"])
  func refusesWhatIsNotADate(text: String) {
    #expect(OrderCodec.date(.string(text)) == nil)
  }

  @Test func aDateMustBeAString() {
    #expect(OrderCodec.date(.number("1795341600")) == nil)
    #expect(OrderCodec.date(nil) == nil)
  }

  @Test(arguments: [
    (#"{"placedAt": "2026-01-01T00:00:00Z", "lines": []}"#, "orders[0] must have"),
    (#"{"number": 0, "placedAt": "2026-01-01T00:00:00Z", "lines": []}"#, "orders[0] must have"),
    (#"{"number": 1, "placedAt": "yesterday", "lines": []}"#, "orders[0] must have"),
    (#"{"number": 1, "placedAt": "2026-01-01T00:00:00Z"}"#, "orders[0] must have"),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [], "total": {"amount": "1.001", "currency": "USD"}}"#,
      "orders[0].total must be an amount and an ISO 4217 currency"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [], "total": {"amount": "1", "currency": "XYZ"}}"#,
      "orders[0].total must be an amount and an ISO 4217 currency"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1}], "total": {"amount": "1", "currency": "USD"}}"#,
      "orders[0].lines[0] must have an id and a name"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1, "name": "A", "price": 1}], "total": {"amount": "1", "currency": "USD"}}"#,
      "orders[0].lines[0].price must be an amount and an ISO 4217 currency"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [], "total": {"amount": "-250.00", "currency": "USD"}}"#,
      "orders[0].total must not be negative, not -250.00"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1, "name": "A", "price": {"amount": "-1", "currency": "USD"}}], "total": {"amount": "0", "currency": "USD"}}"#,
      "orders[0].lines[0].price must not be negative, not -1.00"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1, "name": "A", "price": {"amount": "1", "currency": "USD"}, "quantity": 0}], "total": {"amount": "0", "currency": "USD"}}"#,
      "orders[0].lines[0].quantity must be a whole number above 0, not 0"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1, "name": "A", "price": {"amount": "1", "currency": "USD"}, "quantity": "2"}], "total": {"amount": "0", "currency": "USD"}}"#,
      "orders[0].lines[0].quantity must be a whole number"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1, "name": "A", "price": {"amount": "1", "currency": "USD"}, "quantity": 2}], "total": {"amount": "1", "currency": "USD"}}"#,
      "orders[0].total must be the lines less the discount with shipping, 2.00, not 1.00"
    ),
    (
      #"{"number": 1, "placedAt": "2026-01-01T00:00:00Z", "lines": [{"id": 1, "name": "A", "price": {"amount": "1", "currency": "EUR"}}], "total": {"amount": "1", "currency": "USD"}}"#,
      "orders[0].total must be in the currency of the lines, the discount and shipping"
    ),
  ])
  func refusesAnOrderItCannotFullyRead(text: String, reason: String) {
    let error = #expect(throws: UserStateError.self) { try decode(text) }
    guard case .invalid(let detail) = error else {
      Issue.record("expected an invalid order, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix(reason), "\(detail)")
  }
}
