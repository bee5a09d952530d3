import Tasch
import Testing

@Suite struct ShopOperationTests {
  @Test func hasTheNamesTheCommandLineUses() {
    #expect(
      ShopOperation.allCases.map(\.rawValue) == [
        "catalogue", "product", "wishlist", "wishlist.add", "wishlist.remove", "rate", "cart",
        "checkout", "orders", "history", "undo", "redo",
      ])
  }

  @Test func sortsAsItListsItsCases() {
    #expect(ShopOperation.allCases.shuffled().sorted() == ShopOperation.allCases)
    #expect(ShopOperation.catalogue < .redo)
    #expect(!(ShopOperation.redo < .catalogue))
  }
}
