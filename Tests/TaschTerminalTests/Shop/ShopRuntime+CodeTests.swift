import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `%` opens the promotion code's line under the wish list: Enter prices the wish list and
/// the cart with the code typed, the totals show its discount or why it was refused, Esc leaves
/// the code as it was, and an empty line takes it off.
@MainActor
@Suite struct ShopRuntimeCodeTests {
  private func openShop(rows: Int = 24, columns: Int = 120) async -> ShopHarness {
    let catalogue = Catalogue(
      shopName: "test", currency: .usd, products: ShopFixture.products,
      pricing: ShopPricing(
        promotions: [
          Promotion(code: "WELCOME10", discount: .percentOff(10)),
          Promotion(
            code: "SUMMER20", discount: .percentOff(20),
            validUntil: Date(timeIntervalSince1970: 1_598_918_399)),
        ],
        shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(1_000))))
    let store = InMemoryShopStore(
      catalogue, shoppers: [Shopper.stub.name: ShopperData(wishList: WishList([1, 2, 3]))])
    return await ShopHarness.opened(store, rows: rows, columns: columns)
  }

  private func type(_ text: String, on shop: ShopHarness) async {
    for character in text { await shop.press(.character(character)) }
  }

  /// Opens the code's line, erases `erasing` characters of it, types `text`, leaves the line
  /// with `key`, and waits until what that changed is shown.
  private func editCode(
    typing text: String = "", erasing: Int = 0, leavingWith key: Key = .enter,
    on shop: ShopHarness
  ) async {
    await shop.press(.character("%"))
    for _ in 0..<erasing { await shop.press(.backspace) }
    await type(text, on: shop)
    await shop.press(key)
    await shop.settleChanges()
  }

  @Test func aCodeTypedIsTakenOffTheWishListsTotal() async {
    let shop = await openShop()

    await shop.press(.character("%"))
    await type("welcome10", on: shop)
    let typing = shop.screen
    await shop.press(.enter)
    await shop.settleChanges()

    #expect(typing.contains("Code: welcome10▏"))
    #expect(shop.screen.contains("Discount (WELCOME10) −$50.00"))
    #expect(shop.screen.contains("Shipping $9.90"))
    #expect(shop.screen.contains("Total $459.90"))
    #expect(shop.runtime.cart.useCase.codeEntry.code == "welcome10")
    #expect(shop.runtime.cart.useCase.codeEntry === shop.runtime.wishList.useCase.codeEntry)
    Golden.assert(shop.screen, named: "shop-code-120x24.txt")
  }

  @Test func aCodeRefusedSaysWhyAndAnEmptyLineTakesTheCodeOff() async {
    let shop = await openShop()

    await editCode(typing: "NOPE", on: shop)
    let refused = shop.screen
    await editCode(erasing: 4, on: shop)

    #expect(refused.contains("Unknown code: There is no promotion code NOPE."))
    Golden.assert(refused, named: "shop-code-refused-120x24.txt")
    #expect(shop.runtime.cart.useCase.codeEntry.code == nil)
    #expect(!shop.screen.contains("Unknown code"))
  }

  /// However narrow the shop, the totals line says what checkout would charge, and that the
  /// code was refused or taken off; the sub-total shows only beside whatever lies between it and
  /// the total, and an amount off only beside both, so what it shows adds up.
  @Test(arguments: [40, 60, 80, 100], CodeOnTheTotals.all)
  func aCodeShowsBesideTheTotalAtEveryWidth(columns: Int, code: CodeOnTheTotals) async {
    let shop = await openShop(rows: 12, columns: columns)

    await editCode(typing: code.typed, on: shop)

    let totals = shop.screenLines[9...10].joined(separator: "\n")
    #expect(code.shown.allSatisfy(totals.contains))
    #expect(!totals.contains("Sub-total") || code.withTheSubtotal.allSatisfy(totals.contains))
    #expect(!totals.contains("−$") || totals.contains("Sub-total") && totals.contains("Shipping"))
    Golden.assert(shop.screen, named: "\(code.golden)-\(columns)x12.txt")
  }

  /// A discount shows with the sub-total and shipping, the breakdown above the total.
  ///
  /// Found at 80×24: `Discount (WELCOME10) −$8.80  Total $89.09`, a discount beside a total
  /// without the shipping between them, did not add up.
  @Test func aDiscountShowsOnlyBesideTheSubtotalAndShippingItComesBetween() async {
    let shop = await openShop(rows: 24, columns: 80)

    await editCode(typing: "WELCOME10", on: shop)

    #expect(shop.screen.contains("Sub-total $500.00  Discount (WELCOME10) −$50.00  Shipping $9.90"))
    #expect(shop.screen.contains(" Total $459.90  "))
    Golden.assert(shop.screen, named: "shop-code-breakdown-80x24.txt")
  }

  /// A wish list too large to total cannot say what a code takes off: the code shows refused,
  /// never taken off with nothing off.
  @Test func aCodeOnAWishListTooLargeToTotalShowsRefused() async {
    let huge = Money(minorUnits: .max, currency: .usd)
    let catalogue = Catalogue(
      shopName: "test", currency: .usd,
      products: [
        .stub(id: 1, name: "Gold", price: huge), .stub(id: 2, name: "Silver", price: huge),
      ],
      pricing: ShopPricing(promotions: [Promotion(code: "WELCOME10", discount: .percentOff(10))]))
    let shop = await ShopHarness.opened(Shelf.store(catalogue, wishList: [1, 2]))

    await editCode(typing: "WELCOME10", on: shop)

    #expect(!shop.screen.contains("−$0.00"))
    Golden.assert(shop.screen, named: "shop-code-too-large-80x24.txt")
  }

  @Test func escLeavesTheCodeAsItWas() async {
    let shop = await openShop()

    await editCode(typing: "WELCOME10", leavingWith: .escape, on: shop)

    #expect(shop.runtime.cart.useCase.codeEntry.code == nil)
    #expect(!shop.screen.contains("Code:"))
  }
}

/// A code typed in the shop and what the totals line must then say of it.
struct CodeOnTheTotals: Sendable, CustomTestStringConvertible {
  let typed: String
  /// What the totals always show, however narrow.
  let shown: [String]
  /// What shows with the sub-total whenever it shows, on its line or the total's.
  let withTheSubtotal: [String]
  let golden: String

  var testDescription: String { typed }

  static let all = [
    CodeOnTheTotals(
      typed: "SUMMER20", shown: ["Code expired", "$509.90"], withTheSubtotal: ["Shipping $9.90"],
      golden: "shop-code-expired"),
    CodeOnTheTotals(
      typed: "WELCOME10", shown: ["$459.90"], withTheSubtotal: ["−$50.00", "Shipping $9.90"],
      golden: "shop-code"),
  ]
}
