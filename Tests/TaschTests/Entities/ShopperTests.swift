import Tasch
import Testing

@Suite struct ShopperTests {
  @Test(arguments: ["tasch", "a", "Shop-2_b.c", String(repeating: "x", count: 64)])
  func shopNamesAreShortPlainWords(name: String) {
    #expect(ShopID.isValidName(name))
  }

  @Test(arguments: ["", "my shop", "shop/x", "café", "ｔａｓｃｈ", String(repeating: "x", count: 65)])
  func refusesAnyOtherShopName(name: String) {
    #expect(!ShopID.isValidName(name))
  }

  @Test func namesAShopperWithTheirShop() {
    let shopper = Shopper(shop: ShopID("tasch"), name: "ann")

    #expect(shopper.description == "ann@tasch")
    #expect(ShopID("/tmp/catalogue.json").description == "/tmp/catalogue.json")
  }

  @Test func theSameNameInAnotherShopIsAnotherShopper() {
    #expect(Shopper(shop: ShopID("a"), name: "ann") != Shopper(shop: ShopID("b"), name: "ann"))
  }
}
