import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The checkout dialogs driven by key scripts: the safe button first, the focus moved by Tab
/// and the arrows, a button chosen by Enter, its letter, or `y` and `n`; the dialog's own keys
/// in the footer; and Esc leaving nothing half done.
@MainActor
@Suite struct ShopRuntimeDialogTests {
  private func orders(_ shop: ShopHarness) -> Int {
    shop.requests().filter { $0 == "update checkout" }.count
  }

  @Test func theSafeButtonHasTheFocusSoEnterAtOnceCancels() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 3]))

    await shop.press(.character("c"))
    #expect(shop.runtime.state.dialogFocus == 0)
    await shop.press(.enter)

    #expect(shop.runtime.state.overlay == nil)
    #expect(orders(shop) == 0)
  }

  @Test func tabAndTheArrowsMoveTheFocusAndEnterChoosesTheButtonInFocus() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 3]))
    await shop.press(.character("c"))

    await shop.press(.tab)
    #expect(shop.runtime.state.dialogFocus == 1)
    await shop.press(.left)
    #expect(shop.runtime.state.dialogFocus == 0)
    await shop.press(.backTab)
    #expect(shop.runtime.state.dialogFocus == 1, "round the end")
    await shop.press(.right, .right, .enter)

    #expect(orders(shop) == 1)
    #expect(shop.screen.contains("Order 1"))
  }

  @Test(arguments: [Key.character("o"), .character("O"), .character("y")])
  func theUnderlinedLetterOrYesOrders(key: Key) async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 3]))

    await shop.press(.character("c"), key)

    #expect(orders(shop) == 1)
  }

  @Test(arguments: [Key.character("c"), .character("n"), .escape, .backspace])
  func theCancelLetterNoOrEscOrdersNothing(key: Key) async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 3]))

    await shop.press(.character("c"), key)

    #expect(shop.runtime.state.overlay == nil)
    #expect(orders(shop) == 0)
  }

  @Test func theFooterShowsTheDialogsKeysNotTheHomeScreens() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 3]))

    await shop.press(.character("c"))

    let footer = shop.screen.split(separator: "\n").last ?? ""
    #expect(footer.contains("Tab ← → move  Enter choose  y n yes/no  Esc cancel  q  Ctrl-C quit"))
    #expect(!footer.contains("sort"))
  }

  @Test func theButtonInFocusIsMarkedAndEachLetterUnderlined() async throws {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 3]))
    await shop.press(.character("c"), .tab)

    let canvas = shop.canvas
    let row = try #require(shop.row(containing: "[ OK ]"))
    let line = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[row]
    let ok = try #require(line.range(of: "[ OK ]")).lowerBound
    let cancel = try #require(line.range(of: "[ Cancel ]")).lowerBound
    let okColumn = DisplayWidth.of(String(line[..<ok]))
    let cancelColumn = DisplayWidth.of(String(line[..<cancel]))

    #expect(line.contains("[ Cancel ]› [ OK ]"))
    #expect(canvas[row, okColumn].style.background == shop.view.theme.style(.selection).background)
    #expect(canvas[row, cancelColumn].style.background != canvas[row, okColumn].style.background)
    #expect(canvas[row, okColumn + 2].style.isUnderlined, "the O of OK")
    #expect(!canvas[row, okColumn + 3].style.isUnderlined)
    #expect(canvas[row, cancelColumn + 2].style.isUnderlined, "the C of Cancel")
  }

  @Test func aDialogThatOnlyTellsClosesWithItsOneButton() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1]))
    await shop.press(.character("c"), .character("y"))

    let footer = shop.screen.split(separator: "\n").last ?? ""
    #expect(footer.contains("Enter choose  Esc cancel"))
    #expect(!footer.contains("yes/no"), "it asks nothing")
    await shop.press(.character("y"))
    #expect(shop.runtime.state.overlay != nil, "y answers no question here")
    await shop.press(.character("o"))

    #expect(shop.runtime.state.overlay == nil)
  }

  // MARK: - What cannot be ordered

  @Test func takingOffWhatCannotBeOrderedIsNotTheButtonInFocus() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("c"))
    guard case .checkout(.blocked) = shop.runtime.state.overlay else {
      Issue.record("expected the refusal, got \(String(describing: shop.runtime.state.overlay))")
      return
    }
    await shop.press(.enter)

    #expect(shop.runtime.state.overlay == nil)
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3])
  }

  @Test func cancellingTheSecondStepLeavesTheWishListWhole() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("c"), .character("t"))
    #expect(shop.screen.contains("Without the items that cannot be ordered"))
    #expect(shop.screen.contains("$325.00"))
    await shop.press(.escape)

    #expect(shop.runtime.state.overlay == nil)
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3])
    #expect(!shop.requests().contains { $0.hasPrefix("update") })
  }

  @Test func confirmingTheSecondStepOrdersTheRestAndTakesAllOff() async throws {
    let shop = await ShopHarness.opened()

    await shop.press(.character("c"), .character("y"), .character("y"))

    #expect(orders(shop) == 1)
    #expect(shop.screen.contains("Order 1"))
    #expect(shop.store.data(of: "ann").wishList.productIDs.isEmpty)
    let orders = try shop.store.read(for: .stub) { snapshot throws(ShopError) in
      try snapshot.orders()
    }
    #expect(orders.first?.lines.map(\.productID) == [1, 3])
  }
}
