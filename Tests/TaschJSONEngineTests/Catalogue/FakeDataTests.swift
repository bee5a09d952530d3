import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The default catalogue and seed state the package ships, in `FakeData/`.
@Suite struct FakeDataTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FakeData").path

  private func catalogue() throws -> Catalogue {
    try JSONCatalogueFile(path: "\(Self.folder)/catalogue.json").readCatalogue()
  }

  @Test func isAValidCatalogueInDollarsWithAtLeast24Products() throws {
    let catalogue = try catalogue()

    #expect(catalogue.currency.code == "USD")
    #expect(catalogue.products.count >= 24)
  }

  @Test func theDefaultCatalogueHasNoPromotionsAndShipsFree() throws {
    #expect(try catalogue().pricing == ShopPricing())
  }

  @Test func thePromotionsCatalogueHasEveryKindOfCodeAndAShippingRule() throws {
    let path = "\(Self.folder)/catalogue-promotions.json"

    let catalogue = try JSONCatalogueFile(path: path).readCatalogue()

    #expect(try CatalogueReader(path: path).readCatalogue() == catalogue)
    #expect(
      catalogue.pricing.promotions.map(\.code) == [
        "WELCOME10", "BAGS5", "CARRIER20", "SUMMER20", "NEXTYEAR",
      ])
    #expect(
      catalogue.pricing.shipping == ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100)))
  }

  /// The original app's five bags, with their facts unchanged.
  @Test(arguments: [
    (1, "Carrier", "250.00", 23, ["1F2B3B", "A16347"], [36, 14, 38, 15, 20, 8]),
    (2, "Travol", "175.00", 0, ["1F2B3B", "CBC23F", "F2A039"], [40, 16, 35, 14, 12, 5]),
    (
      3, "Urbanito", "75.00", 908, ["D9D9D9", "A8684C", "D2EEE7", "292A2B"], [20, 8, 65, 26, 10, 4]
    ),
    (4, "Papago Pack", "1299.00", 1, ["517A96", "FAC933"], [44, 17, 44, 17, 22, 9]),
    (5, "Gravity Zero", "15.00", 1_234_567_890, ["D6BAA5", "F72D39"], [40, 16, 34, 13, 3, 1]),
  ])
  func holdsTheOriginalBags(
    id: Int, name: String, price: String, stock: Int, colors: [String], sizes: [Int]
  ) throws {
    let product = try #require(try catalogue().products.first { $0.id == ProductID(id) })

    #expect(product.name == name)
    #expect(product.price.decimalText == price)
    #expect(product.stock == stock)
    #expect(product.colors.map(\.hex) == colors)
    let dimensions = [
      product.dimensions.height, product.dimensions.width, product.dimensions.depth,
    ]
    #expect(dimensions.flatMap { [$0?.centimetres, $0?.inches] } == sizes)
  }

  @Test func exercisesTheFronts() throws {
    let products = try catalogue().products
    let names = products.map(\.name)

    #expect(names.contains { $0.count > 40 }, "a long name")
    #expect(
      names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }, "CJK")
    #expect(
      names.contains { $0.unicodeScalars.contains { (0xC0...0x17F).contains($0.value) } }, "accents"
    )
    #expect(
      names.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }, "emoji")
    #expect(products.contains { $0.stock == 0 }, "out of stock")
    #expect(products.contains { $0.colors.isEmpty }, "no colours")
    #expect(products.contains { $0.dimensions.isEmpty }, "no dimensions")
    #expect(products.contains { $0.price.minorUnits % 100 != 0 }, "cents")
    #expect(products.contains { $0.ratings.count > 1_000 }, "many ratings")
    #expect(products.contains { $0.ratings.count == 0 }, "no ratings")
  }

  @Test func theSeedStateWishesForTheOriginalThreeBags() async throws {
    let catalogue = JSONCatalogueFile(path: "\(Self.folder)/catalogue.json")
    let shop = LoadedCatalogue(try catalogue.readCatalogue(), from: catalogue).shop
    let seed = try StateFile(path: "\(Self.folder)/user.json").read(currentShop: shop)
    let data = try #require(seed.shops[shop]).shopper
    let folder = TemporaryFolder()
    let store = JSONShopStore(
      catalogue: catalogue, stateFile: folder.file("state.json"), seeds: [shop: data])

    let wished = try await store.read(.wishList, for: Shopper(shop: shop, name: "ann")) {
      $0.shopper.wishList.productIDs
    }

    #expect(wished == [1, 2, 3])
    #expect(data.ratings.isEmpty)
  }
}
