import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `wishlist add --quantity` and `wishlist set`: a line asks for a quantity, and the command
/// says whether it put the product there or changed its line.
@MainActor
@Suite struct QuantityCommandsTests {
  private let store = Shelf.store()

  private var wishList: WishList { store.data(of: Shopper.stub.name).wishList }

  @Test func addingAQuantityPutsItThereOrSetsTheLineAndSaysWhich() async {
    let harness = CommandLineHarness(store)

    let result = await harness.run("wishlist", "add", "7", "1", "--quantity", "2")

    #expect(result.status == .success)
    #expect(harness.store.operations == [.wishListAdd])
    #expect(
      result.output == """
        Added 旅行用バックパック ×2 to your wish list.
        Carrier on your wish list: 1 → 2.

        """)
    #expect(wishList == WishList([1, 2, 99, 7], quantities: [1: 2, 7: 2]))
  }

  @Test func settingALineChangesItAndZeroTakesItOff() async {
    let harness = CommandLineHarness(store)

    let raised = await harness.run("wishlist", "set", "1", "3")
    let same = await harness.run("wishlist", "set", "1", "3")
    let removed = await harness.run("wishlist", "set", "2", "0")

    #expect(raised.output == "Carrier on your wish list: 1 → 3.\n")
    #expect(same.output == "Carrier is already on your wish list.\n")
    #expect(removed.output == "Removed Travol from your wish list.\n")
    #expect(wishList == WishList([1, 99], quantities: [1: 3]))
  }

  @Test func aQuantityOverTheProductsLimitIsRefusedAndChangesNothing() async {
    var limited = Shelf.catalogue.products
    limited[0].maxPerOrder = 2
    let store = Shelf.store(Catalogue.stub(limited))

    let result = await CommandLineHarness(store).run("wishlist", "set", "1", "5")

    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("Too many: At most 2 of Carrier can be in one order.\n"))
    #expect(store.data(of: Shopper.stub.name).wishList.quantity(of: 1) == 1)
  }

  @Test(arguments: [
    (["wishlist", "set", "1"], "missing N"),
    (["wishlist", "set", "1", "100"], "“100” is not a quantity: give a whole number from 0 to 99"),
    (["wishlist", "set", "1", "-1"], "“-1” is not a quantity: give a whole number from 0 to 99"),
    (["wishlist", "set", "1", "2", "3"], "unexpected argument “3”"),
    (
      ["wishlist", "add", "1", "--quantity", "0"],
      "“0” is not a quantity: give a whole number from 1 to 99"
    ),
  ])
  func aQuantityThatIsNotOneIsAUsageError(arguments: [String], says: String) async {
    let result = await CommandLineHarness(store).run(arguments)

    #expect(result.status == .usage)
    #expect(result.errors.contains(says), "\(result.errors)")
    #expect(wishList == WishList([1, 2, 99]))
  }

  /// A quantity is read as a product's number or a rating is: digits alone, leading zeros or
  /// not.
  @Test func numbersWithLeadingZerosAreReadAsEveryNumberTypedIs() async {
    let set = await CommandLineHarness(store).run("wishlist", "set", "1", "05")
    let added = await CommandLineHarness(store).run("wishlist", "add", "2", "--quantity", "007")
    let rated = await CommandLineHarness(store).run("rate", "1", "04")

    #expect(set.status == .success && added.status == .success && rated.status == .success)
    #expect(wishList == WishList([1, 2, 99], quantities: [1: 5, 2: 7]))
    #expect(store.data(of: Shopper.stub.name).ratings[1] == .four)
  }

  @Test func aChangeOfQuantityAsJSONListsItAsUpdated() async {
    let result = await CommandLineHarness(store).run("wishlist", "set", "1", "4", "--json")

    let document = result.output
    #expect(result.status == .success)
    #expect(document.contains(#""updated": [1]"#))
    #expect(document.contains(#""added": []"#))
    #expect(document.contains(#""quantity": 4"#))
  }
}
