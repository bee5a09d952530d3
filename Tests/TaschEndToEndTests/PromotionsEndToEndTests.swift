import Foundation
import Testing

/// Promotion codes and shipping with the built `tasch`, on `FakeData/catalogue-promotions.json`
/// as the JSON files and SQLite read it: a code taken off, codes refused saying why, shipping
/// that stops being free when the discount takes the subtotal under its threshold, and an
/// order that records its code and discount.
@Suite struct PromotionsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private static let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FakeData/catalogue-promotions.json").path

  /// The options that run `tasch` on `store` with the promotions catalogue, loaded into the
  /// database first when needed.
  private func options(for store: EndToEndStore) throws -> [String] {
    try sandbox.options(for: store, catalogue: Self.catalogue)
  }

  private func amount(_ document: [String: Any], _ key: String) -> String? {
    (document[key] as? [String: Any])?["amount"] as? String
  }

  @Test(arguments: EndToEndStore.allCases)
  func aCodeIsTakenOffRefusedCodesSayWhyAndTheOrderRecordsIt(store: EndToEndStore) throws {
    let options = try options(for: store)
    // Urbanito ($75.00) and two Gravity Zero ($15.00): $105.00, over the $100.00 of free
    // shipping; 10 % off takes it to $94.50, under it.
    _ = try sandbox.run(["wishlist", "add", "3"] + options)
    _ = try sandbox.run(["wishlist", "add", "5", "--quantity", "2"] + options)

    let plain = try sandbox.run(["cart", "--json"] + options).json()
    let coded = try sandbox.run(["cart", "--code", "welcome10", "--json"] + options).json()
    let codedText = try sandbox.run(["cart", "--code", "WELCOME10"] + options)
    let expired = try sandbox.run(["cart", "--code", "SUMMER20"] + options)
    let unknown = try sandbox.run(["cart", "--code", "NOPE", "--json"] + options)
    let early = try sandbox.run(["checkout", "--yes", "--code", "NEXTYEAR"] + options)
    let order = try sandbox.run(["checkout", "--yes", "--code", "WELCOME10", "--json"] + options)
    let orders = try sandbox.run(["orders"] + options)

    #expect(amount(plain, "subtotal") == "105.00")
    #expect(amount(plain, "shipping") == "0.00")
    #expect(amount(plain, "total") == "105.00")
    #expect(coded["code"] as? String == "WELCOME10")
    #expect(amount(coded, "discount") == "10.50")
    #expect(amount(coded, "shipping") == "9.90")
    #expect(amount(coded, "total") == "104.40")
    #expect(codedText.status == 0)
    #expect(
      codedText.output.contains("Discount (WELCOME10)") && codedText.output.contains("−$10.50"))
    #expect(expired.status == 1)
    #expect(expired.errors.contains("The code SUMMER20 could be used until"))
    #expect(expired.output.contains("$105.00"), "the cart is shown without the code")
    #expect(unknown.status == 1)
    let refusal = try unknown.json()["codeRefused"] as? [String: Any]
    #expect(refusal?["code"] as? String == "unknown-code")
    #expect(early.status == 1)
    #expect(early.errors.contains("The code NEXTYEAR can be used from"))
    #expect(order.status == 0, "\(order.errors)")
    let placed = try order.json()["order"] as? [String: Any] ?? [:]
    #expect(placed["number"] as? Int == 1, "the refused checkout ordered nothing")
    #expect(placed["code"] as? String == "WELCOME10")
    #expect(amount(placed, "discount") == "10.50")
    #expect(amount(placed, "shipping") == "9.90")
    #expect(amount(placed, "total") == "104.40")
    #expect(orders.output.contains("Discount (WELCOME10) −$10.50"))
  }
}
