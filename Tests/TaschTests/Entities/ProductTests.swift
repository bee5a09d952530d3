import Tasch
import TaschTestSupport
import Testing

@Suite struct ProductTests {
  private let carrier = ShopProduct(
    id: 1, name: "Carrier", shortDescription: "Soft", description: "A bag.",
    colors: [ProductColor(red: 1, green: 2, blue: 3)],
    dimensions: Dimensions(height: Length(centimetres: 36, inches: 14)), price: .usd(250),
    stock: 23, imageName: "bag_1.jpg", ratings: RatingCounts([.four: 1, .five: 2]))

  @Test func isTheShopsProductWithTheShoppersOwnRatingAndWishListMark() {
    let data = ShopperData(wishList: WishList([1]), ratings: [1: .four])

    let product = Product(carrier, for: data)

    #expect(product == Product(carrier, myRating: .four, isInWishList: true))
    #expect(
      product.rating == RatingSummary(counts: RatingCounts([.four: 1, .five: 2]), mine: .four))
    #expect(product.name == "Carrier" && product.imageName == "bag_1.jpg")
  }

  @Test func anotherShopperSeesTheSameCountsButNothingOfTheirOwn() {
    let product = Product(carrier, for: ShopperData(wishList: WishList([2]), ratings: [2: .one]))

    #expect(product.rating == RatingSummary(counts: carrier.ratings))
    #expect(!product.isInWishList)
  }

  @Test func isInStockWhileAtLeastOneIsLeft() {
    #expect(Product.stub(.stub(stock: 1)).isInStock)
    #expect(!Product.stub(.stub(stock: 0)).isInStock)
    #expect(ShopProduct.stub(stock: 1).isInStock)
    #expect(!ShopProduct.stub(stock: 0).isInStock)
  }
}
