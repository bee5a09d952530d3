import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct WishListUseCaseTests {
  private let recorder = StateRecorder<WishListContents>()

  private func makeUseCase(_ shop: TestShop) -> WishListUseCase {
    recorder.observing(WishListUseCase(access: shop.access))
  }

  private func loadedUseCase(_ shop: TestShop) async -> WishListUseCase {
    let useCase = makeUseCase(shop)
    await useCase.load()
    return useCase
  }

  /// The wish list of `ids` as the stub shopper of `shop` sees it now.
  private func contents(_ ids: [ProductID], in shop: TestShop) throws -> WishListContents {
    .stub(
      try ids.map { id in
        TestShop.products.contains { $0.id == id }
          ? .product(try shop.product(id)) : .discontinued(id)
      })
  }

  // MARK: - Loading

  @Test func startsIdleWithoutAskingForData() {
    let shop = TestShop()

    #expect(makeUseCase(shop).state == .idle)
    #expect(shop.spy.calls.isEmpty)
  }

  @Test func loadingShowsLoadingThenTheItemsDiscontinuedOnesIncluded() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([3, 99, 1])))
    let useCase = makeUseCase(shop)

    await useCase.load()

    #expect(recorder.states == [.loading, .content(try contents([3, 99, 1], in: shop))])
    #expect(useCase.state.content?.items.map(\.product?.isInWishList) == [true, nil, true])
  }

  @Test func aReloadKeepsTheListShownAndTheLatestLoadWins() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)
    let shown = try #require(useCase.state.content)

    let slow = await shop.spy.startedAndHeld(.wishList) { await useCase.load() }
    #expect(useCase.state == .content(shown))
    shop.changeElsewhere { _ = $0.addToWishList(3, at: .stub) }
    await useCase.load()
    let latest = try contents([1, 3], in: shop)
    shop.changeElsewhere { _ = $0.addToWishList(7, at: .stub) }
    shop.spy.release(.wishList)
    try await slow.value

    #expect(useCase.state == .content(latest), "the slow load read [1, 3, 7], and was dropped")
    #expect(recorder.states == [.loading, .content(shown), .content(latest)])
  }

  // MARK: - Changes

  @Test func addingSavesAndShowsTheNewList() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)

    let edit = try await useCase.add([3])

    #expect(edit == WishListEdit([.init(.product(try shop.product(3)), .changed)]))
    #expect(shop.data.wishList.productIDs == [1, 3])
    #expect(shop.data.history.changes == [ShopperChange(.addedToWishList(), of: 3, at: .stub)])
    #expect(useCase.state == .content(try contents([1, 3], in: shop)))
  }

  @Test func addingWhatIsThereSaysSoAndChangesNothing() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = makeUseCase(shop)

    let edit = try await useCase.add([1])

    #expect(edit.entries.map(\.outcome) == [.unchanged])
    #expect(shop.data == ShopperData(wishList: WishList([1])))
  }

  @Test func addingAProductTheShopDoesNotSellIsRefused() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let edit = try await useCase.add([42])

    #expect(edit == WishListEdit([.init(.discontinued(42), .refused(.notFound(42)))]))
    #expect(useCase.state == .content(.stub([])))
    #expect(shop.data == ShopperData())
  }

  @Test func addingManyIsOneUnitOfWorkThatSaysWhatBecameOfEach() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)

    let edit = try await useCase.add([7, 1, 42, 3, 7])

    #expect(shop.updates(.wishListAdd) == 1)
    #expect(edit.entries.map(\.id) == [7, 1, 42, 3, 7])
    #expect(
      edit.entries.map(\.outcome) == [
        .changed, .unchanged, .refused(.notFound(42)), .changed, .unchanged,
      ])
    #expect(
      edit.entries.map(\.item.product?.name) == ["École", "Carrier", nil, "Urbanito", "École"])
    #expect(edit.entries.allSatisfy { $0.item.product?.isInWishList ?? true })
    #expect(shop.data.wishList.productIDs == [1, 7, 3])
    #expect(shop.data.history.changes.map(\.productID) == [7, 3])
    #expect(useCase.state == .content(try contents([1, 7, 3], in: shop)))
  }

  @Test func addingThousandsAddsEachOnceAndKeepsTheLastHundredInTheHistory() async throws {
    let many = (1_000..<4_000).map { ShopProduct.stub(id: ProductID($0), name: "Bag \($0)") }
    let shop = TestShop(products: TestShop.products + many)
    let useCase = makeUseCase(shop)
    let ids = many.map(\.id)

    let edit = try await useCase.add(ids + [42] + ids.prefix(10))

    #expect(shop.updates(.wishListAdd) == 1)
    #expect(edit.entries.count == 3_011)
    #expect(edit.entries.filter { $0.outcome == .changed }.map(\.id) == ids)
    #expect(edit.entries.filter { $0.outcome == .unchanged }.map(\.id) == Array(ids.prefix(10)))
    #expect(edit.entries.filter { $0.outcome == .refused(.notFound(42)) }.count == 1)
    #expect(shop.data.wishList.productIDs == ids)
    #expect(shop.data.history.changes.map(\.productID) == Array(ids.suffix(100)))
    #expect(useCase.state.content?.items.count == 3_000)
  }

  @Test func aChangeLeavingTheListUnreadReadsOnlyTheProductsNamedAndPricesNothing() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = makeUseCase(shop)

    let added = try await useCase.add([7, 42], list: .unread)
    let set = try await useCase.setQuantity(2, of: [3], list: .unread)
    let removed = try await useCase.remove([7], list: .unread)

    #expect(added.entries.map(\.outcome) == [.changed, .refused(.notFound(42))])
    #expect(added.entries.map(\.item.product?.name) == ["École", nil])
    #expect(set.entries.map(\.outcome) == [.changed])
    #expect(removed.entries.map(\.outcome) == [.changed])
    #expect(shop.data.wishList.productIDs == [1, 3])
    #expect(shop.spy.productsRead == [[7, 42], [3], [7]], "the list's product 1 is never read")
    #expect(shop.spy.pricingReads == 0)
    #expect(useCase.state == .idle)
    #expect(recorder.states.isEmpty)
  }

  @Test func aChangeThatFailsHalfwayKeepsNothingOfIt() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)
    let shown = try #require(useCase.state.content)
    // The products named are read, the list changed, then reading the new list fails.
    shop.spy.failProductRead(after: 1, with: .storage("state.json: disk full"))

    await #expect(throws: ShopError.storage("state.json: disk full")) {
      try await useCase.add([7, 3])
    }

    #expect(shop.updates(.wishListAdd) == 1)
    #expect(shop.data == ShopperData(wishList: WishList([1])))
    #expect(useCase.state == .content(shown))
  }

  @Test func removingTakesOffAnyEntryDiscontinuedOnesIncluded() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([99, 1])))
    let useCase = await loadedUseCase(shop)

    let removed = try await useCase.remove([99])
    let removedAgain = try await useCase.remove([99])

    #expect(removed == WishListEdit([.init(.discontinued(99), .changed)]))
    #expect(removedAgain.entries.map(\.outcome) == [.unchanged])
    #expect(shop.data.wishList.productIDs == [1])
    #expect(useCase.state == .content(try contents([1], in: shop)))
  }

  @Test func removingManyIsOneUnitOfWorkThatUndoTakesBackOneByOne() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1, 2, 3, 7, 99])))
    let useCase = await loadedUseCase(shop)

    let edit = try await useCase.remove([3, 42, 1, 99, 3])

    #expect(shop.updates(.wishListRemove) == 1)
    #expect(edit.entries.map(\.outcome) == [.changed, .unchanged, .changed, .changed, .unchanged])
    #expect(
      edit.entries.map(\.item.product?.name) == ["Urbanito", nil, "Carrier", nil, "Urbanito"])
    #expect(edit.entries.compactMap(\.item.product).allSatisfy { !$0.isInWishList })
    #expect(shop.data.wishList.productIDs == [2, 7])
    #expect(
      shop.data.history.changes.map(\.kind) == [
        .removedFromWishList(position: 2), .removedFromWishList(position: 0),
        .removedFromWishList(position: 2),
      ])
    #expect(useCase.state == .content(try contents([2, 7], in: shop)))
  }

  @Test func changesAskedInARowAreSavedInThatOrder() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let first = await shop.spy.startedAndHeld(.wishListAdd) { try await useCase.add([7]) }
    let second = await started { try await useCase.add([1]) }
    shop.spy.release(.wishListAdd)
    _ = try await first.value
    _ = try await second.value

    #expect(shop.data.wishList.productIDs == [7, 1])
    #expect(useCase.state == .content(try contents([7, 1], in: shop)))
  }

  @Test func aFailedChangeThrowsAndLeavesTheListShown() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)
    let shown = try #require(useCase.state.content)
    shop.spy.failNext(.wishListRemove, with: .timeout)

    await #expect(throws: ShopError.timeout) { try await useCase.remove([1]) }

    #expect(useCase.state == .content(shown))
    #expect(shop.data.wishList.productIDs == [1])
  }

  // MARK: - Following changes

  @Test func refreshesOnceForEachChangeThatShowsInTheList() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = makeUseCase(shop)

    try await shop.follow(useCase) {
      _ = try await useCase.add([3])
      shop.changeElsewhere { _ = $0.rate(7, .two, at: .stub) }
      shop.changeElsewhere { _ = $0.rate(1, .two, at: .stub) }
      shop.changeElsewhere { _ = $0.removeFromWishList(3, at: .stub) }
    }

    // The load, the rating of 1 (on the list) and the removal; not its own add nor the rating
    // of 7, which is not on the list.
    #expect(shop.reads(.wishList) == 3)
    #expect(useCase.state == .content(try contents([1], in: shop)))
    #expect(useCase.state.content?.items.first?.product?.rating.mine == .two)
  }
}
