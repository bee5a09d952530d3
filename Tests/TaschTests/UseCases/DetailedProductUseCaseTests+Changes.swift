import Tasch
import TaschTestSupport
import Testing

// MARK: - Changes

extension DetailedProductUseCaseTests {
  @Test func togglingAddsToTheWishListThenTakesOff() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    try await useCase.toggleWishList()
    #expect(useCase.state.content?.isInWishList == true)
    #expect(shop.data.wishList.productIDs == [1])

    try await useCase.toggleWishList()
    #expect(useCase.state.content?.isInWishList == false)
    #expect(shop.data.wishList.productIDs.isEmpty)
    #expect(shop.spy.operations == [.product, .wishListAdd, .wishListRemove])
  }

  @Test func ratingShowsTheProductWithTheNewRatingCountedOnce() async throws {
    let shop = TestShop(ShopperData(ratings: [1: .two]))
    let useCase = await loadedUseCase(shop)

    try await useCase.rate(.five)

    let shown = try #require(useCase.state.content)
    #expect(shown == (try shop.product(1)))
    #expect(
      shown.rating == RatingSummary(counts: RatingCounts([.four: 5, .five: 10]), mine: .five))
  }

  @Test func clearingTheRatingTakesItOutOfTheCounts() async throws {
    let shop = TestShop(ShopperData(ratings: [1: .two]))
    let useCase = await loadedUseCase(shop)

    try await useCase.rate(nil)

    #expect(useCase.state.content?.rating == RatingSummary(counts: TestShop.carrier.ratings))
    #expect(shop.data.ratings.isEmpty)
  }

  @Test func raisingStartsAtOneStarAndLoweringBelowOneClears() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    try await useCase.raiseRating()
    #expect(shop.data.ratings[1] == .one)

    try await useCase.lowerRating()
    #expect(shop.data.ratings[1] == nil)
    #expect(useCase.state.content?.rating.mine == nil)
  }

  @Test func loweringWithoutARatingAsksForNothing() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    try await useCase.lowerRating()

    #expect(shop.spy.operations == [.product])
  }

  @Test func changingBeforeTheProductIsLoadedAsksForNothing() async throws {
    let shop = TestShop()
    let useCase = makeUseCase(shop)

    try await useCase.toggleWishList()
    try await useCase.rate(.four)

    #expect(shop.spy.calls.isEmpty)
    #expect(useCase.state == .idle)
  }

  // MARK: - Changes in a row

  @Test func theProductStaysShownWhileAChangeSaves() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)
    let shown = try #require(useCase.state.content)

    let rating = await shop.spy.startedAndHeld(.rate) { try await useCase.rate(.three) }
    #expect(useCase.savingChange == .rating)
    #expect(useCase.state == .content(shown))
    shop.spy.release(.rate)
    try await rating.value

    #expect(useCase.savingChange == nil)
    #expect(useCase.state.content?.rating.mine == .three)
  }

  @Test func savingTheWishListSaysSo() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let toggling = await shop.spy.startedAndHeld(.wishListAdd) {
      try await useCase.toggleWishList()
    }
    #expect(useCase.savingChange == .wishList)
    shop.spy.release(.wishListAdd)
    try await toggling.value

    #expect(useCase.savingChange == nil)
  }

  /// A change of the shopper's rating by one star.
  enum RatingChange: String, Sendable, CustomTestStringConvertible {
    case lower, raise

    var testDescription: String { rawValue }

    /// Makes the change on `useCase`'s product.
    @MainActor func make(on useCase: DetailedProductUseCase) async throws {
      switch self {
      case .lower: try await useCase.lowerRating()
      case .raise: try await useCase.raiseRating()
      }
    }
  }

  @Test(arguments: [(Rating.five, RatingChange.lower, Rating.three), (.two, .raise, .four)])
  func changingTheRatingTwiceWhileTheFirstSavesMovesItTwoStars(
    from start: Rating, change: RatingChange, to end: Rating
  ) async throws {
    let shop = TestShop(ShopperData(ratings: [1: start]))
    let useCase = await loadedUseCase(shop)

    let first = await shop.spy.startedAndHeld(.rate) { try await change.make(on: useCase) }
    let second = await started { try await change.make(on: useCase) }
    shop.spy.release(.rate)
    try await first.value
    try await second.value

    #expect(shop.data.ratings[1] == end)
    #expect(useCase.state.content?.rating.mine == end)
    #expect(shop.updates(.rate) == 2)
  }

  @Test func aFailedChangeThrowsAndLeavesTheProductShown() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)
    let shown = try #require(useCase.state.content)
    shop.spy.failNext(.rate, with: .offline)

    await #expect(throws: ShopError.offline) { try await useCase.rate(.four) }

    #expect(useCase.state == .content(shown))
    #expect(useCase.savingChange == nil)
    #expect(shop.data.ratings.isEmpty)
  }

  @Test func aChangeSavedAfterSteppingAwayDoesNotReplaceTheNewProduct() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let rating = await shop.spy.startedAndHeld(.rate) { try await useCase.rate(.four) }
    try await useCase.showNext()
    shop.spy.release(.rate)
    try await rating.value

    #expect(useCase.state == .content(try shop.product(2)))
    #expect(shop.data.ratings == [1: .four])
  }

  @Test func aChangeAskedBeforeSteppingAwayIsStillForTheProductItWasAskedOn() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let first = await shop.spy.startedAndHeld(.rate) { try await useCase.raiseRating() }
    let second = await started { try await useCase.raiseRating() }
    try await useCase.showNext()
    shop.spy.release(.rate)
    try await first.value
    try await second.value

    #expect(shop.data.ratings == [1: .two])
    #expect(useCase.state == .content(try shop.product(2)))
  }

  // MARK: - Following changes

  @Test func refreshesOnceForEachChangeThatShowsOnTheProduct() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([3])))
    let useCase = makeUseCase(shop)
    let other = await loadedUseCase(shop, productID: 3)

    try await shop.follow(useCase) {
      try await useCase.toggleWishList()
      try await other.rate(.two)
      try await other.toggleWishList()
      shop.changeElsewhere { _ = $0.rate(1, .one, at: .stub) }
      shop.changeElsewhere { _ = $0.rate(7, .one, at: .stub) }
    }

    // Two loads, then a refresh for the wish-list change made on product 3 and one for the
    // rating of product 1 made elsewhere; none for its own change or other products' ratings.
    #expect(shop.reads(.product) == 4)
    #expect(useCase.state == .content(try shop.product(1)))
  }

  @Test func refreshesWhenAnOrderTakesStock() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = makeUseCase(shop)
    let cart = CartUseCase(access: shop.access)
    await cart.load()

    try await shop.follow(useCase) {
      _ = try await cart.checkout(confirming: try #require(cart.state.content?.quote))
    }

    #expect(shop.reads(.product) == 2)
    #expect(useCase.state.content?.stock == 22)
    #expect(useCase.state.content?.isInWishList == false)
  }
}

// MARK: - Quantities

extension DetailedProductUseCaseTests {
  @Test func plusPutsTheProductOnTheWishListThenAsksForOneMore() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    try await useCase.changeQuantity(by: 1)
    try await useCase.changeQuantity(by: 1)

    #expect(useCase.state.content?.wishListQuantity == 2)
    #expect(useCase.state.content?.isInWishList == true)
    #expect(shop.data.wishList == WishList([1], quantities: [1: 2]))
  }

  @Test func minusAtOneTakesTheProductOff() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)

    try await useCase.changeQuantity(by: -1)

    #expect(useCase.state.content?.isInWishList == false)
    #expect(useCase.state.content?.wishListQuantity == 0)
    #expect(shop.spy.operations == [.product, .wishListRemove])
  }

  @Test func plusPastTheProductsLimitThrowsAndKeepsTheProductShown() async throws {
    var limited = TestShop.carrier
    limited.maxPerOrder = 1
    let shop = TestShop(ShopperData(wishList: WishList([1])), products: [limited])
    let useCase = await loadedUseCase(shop)
    let shown = useCase.state

    await #expect(throws: ShopError.tooMany(1, maximum: 1)) {
      try await useCase.changeQuantity(by: 1)
    }
    #expect(useCase.state == shown)
    #expect(shop.data.wishList == WishList([1]))
  }
}
