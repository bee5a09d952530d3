import Tasch
import TaschTestSupport
import Testing

/// The product screen changes the wish list; the wish list and the cart on the home screen
/// refresh themselves through the data layer's changes, with no global notification centre.
@MainActor
@Suite struct ChangePropagationTests {
  private let spy = DataLayerSpy()

  @Test func addingOnTheProductRefreshesWishListAndCart() async throws {
    let carrier = Product.stub(id: 1)
    spy.answers.wishList = .success(.stub([]))
    spy.answers.cart = .success(try .stub([]))
    spy.answers.product = .success(carrier)
    spy.answers.addToWishList = .success(true)
    let wishList = WishListUseCase(dataLayer: spy)
    let cart = CartUseCase(dataLayer: spy)
    let detailed = DetailedProductUseCase(productID: 1, dataLayer: spy)
    let followingWishList = wishList.followChanges()
    let followingCart = cart.followChanges()
    await wishList.load()
    await cart.load()
    await detailed.load()
    let wished = [WishListItem.product(carrier)]
    spy.answers.wishList = .success(.stub(wished))
    spy.answers.cart = .success(try .stub(wished))

    await detailed.toggleWishList()
    spy.finishChanges()
    await followingWishList.value
    await followingCart.value

    #expect(wishList.state == .content(.stub(wished)))
    #expect(cart.state.content?.total == .usd(250))
    #expect(spy.count(of: .wishList) == 2)
    #expect(spy.count(of: .cart) == 2)
  }

  @Test func aCancelledFollowerStopsRefreshing() async {
    spy.answers.wishList = .success(.stub([]))
    let wishList = WishListUseCase(dataLayer: spy)
    await wishList.load()
    let following = wishList.followChanges()

    following.cancel()
    await following.value
    spy.publish(.wishList)

    #expect(spy.count(of: .wishList) == 1)
  }
}
