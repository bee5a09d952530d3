import Foundation
import Tasch
import Testing

/// The shop's summaries made personal as they are read: the same products, in the same order,
/// as `ProductSummary(_:for:)` makes each.
@Suite struct ShopperSummariesTests {
  private let summaries = [
    ShopProductSummary(id: 1, name: "Carrier", price: .usd(2_500), stock: 0),
    ShopProductSummary(
      id: 2, name: "Travol", shortDescription: "Fits", price: .usd(950), stock: 4,
      ratings: RatingCounts([.three: 1, .four: 2, .five: 3])),
    ShopProductSummary(id: 3, name: "Urbanito", price: .usd(75), stock: 1),
  ]
  private let shopper = ShopperData(wishList: WishList([3]), ratings: [2: .four])

  @Test func eachSummaryIsTheShoppersOwnInOrder() {
    let personal = ShopperSummaries(summaries, for: shopper)

    #expect(personal.count == 3)
    #expect(Array(personal) == summaries.map { ProductSummary($0, for: shopper) })
    #expect(personal.map(\.isInWishList) == [false, false, true])
    #expect(personal[1].rating.mine == .four)
    #expect(personal[1].rating.count == 6)
  }

  @Test func findsAProductByIdentifier() {
    let personal = ShopperSummaries(summaries, for: shopper)

    #expect(personal.firstIndex(of: 3) == 2)
    #expect(personal.firstIndex(of: 9) == nil)
    #expect(ShopperSummaries([], for: shopper).firstIndex(of: 1) == nil)
  }

  @Test func areEqualWhenTheShopperSeesTheSameProducts() {
    let personal = ShopperSummaries(summaries, for: shopper)
    // Another product rated and a history that differs show nowhere on these products.
    var elsewhere = shopper
    _ = elsewhere.rate(42, .one, at: Date(timeIntervalSince1970: 0))
    // A wish list that differs only in a product not among these.
    var wishingMore = shopper
    _ = wishingMore.addToWishList(42, at: Date(timeIntervalSince1970: 0))

    #expect(personal == ShopperSummaries(summaries, for: elsewhere))
    #expect(personal.hashValue == ShopperSummaries(summaries, for: elsewhere).hashValue)
    #expect(personal == ShopperSummaries(summaries, for: wishingMore))
    #expect(personal.hashValue == ShopperSummaries(summaries, for: wishingMore).hashValue)
  }

  @Test func differWhenAMarkOrASummaryDiffers() {
    let personal = ShopperSummaries(summaries, for: shopper)
    var unwished = shopper
    _ = unwished.removeFromWishList(3, at: Date(timeIntervalSince1970: 0))
    var rerated = shopper
    _ = rerated.rate(2, .two, at: Date(timeIntervalSince1970: 0))

    #expect(personal != ShopperSummaries(summaries, for: unwished))
    #expect(personal != ShopperSummaries(summaries, for: rerated))
    #expect(personal != ShopperSummaries(Array(summaries.dropLast()), for: shopper))
    #expect(personal != ShopperSummaries(summaries.reversed(), for: shopper))
  }
}
