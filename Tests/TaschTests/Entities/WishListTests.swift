import Tasch
import TaschTestSupport
import Testing

@Suite struct WishListTests {
  @Test func keepsOrderAndDropsRepeats() {
    #expect(WishList([3, 1, 3, 2, 1]).productIDs == [3, 1, 2])
  }

  @Test func addAppendsOnce() {
    var list = WishList([1])

    let addedNew = list.add(2)
    let addedAgain = list.add(1)

    #expect(addedNew)
    #expect(!addedAgain)
    #expect(list.productIDs == [1, 2])
    #expect(list.contains(2))
  }

  @Test func removeSaysWhereTheProductWas() {
    var list = WishList([1, 2, 3])

    let position = list.remove(2)

    #expect(position == 1)
    #expect(list.productIDs == [1, 3])
    #expect(!list.contains(2))
  }

  @Test func removingWhatIsNotThereChangesNothing() {
    var list = WishList([1, 2])

    let position = list.remove(9)

    #expect(position == nil)
    #expect(list.productIDs == [1, 2])
  }

  @Test func removingManySaysWhereEachWasWhenItsTurnCame() {
    var list = WishList([1, 2, 3, 4, 5])

    let positions = list.remove([4, 9, 2, 4, 5, 1])

    #expect(positions == [3, nil, 1, nil, 2, 0])
    #expect(list.productIDs == [3])
    #expect(!list.contains(4) && list.contains(3))
  }

  @Test func removingManyGivesWhatRemovingThemOneByOneGives() {
    // Lists and removals drawn from a fixed sequence; one by one is the reference.
    var state: UInt64 = 11
    func draw(_ count: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % count
    }
    for _ in 0..<200 {
      let start = WishList((0..<draw(40)).map { _ in ProductID(1 + draw(50)) })
      let ids = (0..<draw(40)).map { _ in ProductID(1 + draw(50)) }
      var oneByOne = start
      var together = start

      let expected = ids.map { oneByOne.remove($0) }
      let positions = together.remove(ids)

      #expect(positions == expected)
      #expect(together == oneByOne)
      #expect(ids.allSatisfy { !together.contains($0) })
    }
  }

  @Test func removingNothingThereChangesNothing() {
    var list = WishList([1, 2])

    #expect(list.remove([7, 8]) == [nil, nil])
    #expect(list.remove([]) == [])
    #expect(list.productIDs == [1, 2])
  }

  @Test func insertPutsAProductBackAtItsPosition() {
    var list = WishList([1, 2, 3])
    let position = list.remove(2)

    list.insert(2, at: position ?? -1)

    #expect(list.productIDs == [1, 2, 3])
  }

  @Test(arguments: [(-5, [9, 1, 2]), (0, [9, 1, 2]), (2, [1, 2, 9]), (Int.max, [1, 2, 9])])
  func insertKeepsAPositionOutsideTheListInsideIt(position: Int, expected: [ProductID]) {
    var list = WishList([1, 2])

    list.insert(9, at: position)

    #expect(list.productIDs == expected)
  }

  @Test func insertingWhatIsThereChangesNothing() {
    var list = WishList([1, 2])

    list.insert(2, at: 0)

    #expect(list.productIDs == [1, 2])
  }

  @Test func removeAllEmpties() {
    var list = WishList([1, 2])

    list.removeAll()

    #expect(list.productIDs.isEmpty)
  }

  @Test func knowsWhatItHoldsThroughEveryChange() {
    // Changes drawn from a fixed sequence, each checked against the list's own order.
    var state: UInt64 = 7
    func draw(_ count: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % count
    }
    var list = WishList([3, 1, 3, 2])
    for _ in 0..<2_000 {
      let id = ProductID(1 + draw(20))
      switch draw(10) {
      case 0..<4: list.add(id)
      case 4..<7: list.remove(id)
      case 7..<9: list.insert(id, at: draw(27) - 1)
      default: list.removeAll()
      }
      for candidate in 1...20 {
        let candidate = ProductID(candidate)
        #expect(list.contains(candidate) == list.productIDs.contains(candidate))
      }
    }
    #expect(WishList([1, 2]) == WishList([1, 2, 1]))
    #expect(WishList([1, 2]) != WishList([2, 1]))
  }

  @Test func itemsKnowTheirProductID() {
    #expect(WishListItem.product(.stub(.stub(id: 4))).id == 4)
    #expect(WishListItem.product(.stub(.stub(id: 4))).product?.id == 4)
    #expect(WishListItem.discontinued(9).id == 9)
    #expect(WishListItem.discontinued(9).product == nil)
  }

  @Test func contentsArePricedAsACartInTheirCurrency() throws {
    let contents = WishListContents(currency: .eur, lines: [WishListLine(.discontinued(9))])

    let cart = try contents.priced()

    #expect(cart.currency == .eur)
    #expect(cart.total == .zero(in: .eur))
    #expect(cart.lines.map(\.id) == [9])
  }

  // MARK: - Quantities

  @Test func eachLineWantsOneUnlessToldOtherwise() {
    let list = WishList([1, 2, 9], quantities: [2: 3, 5: 4])

    #expect(list.productIDs.map(list.quantity(of:)) == [1, 3, 1])
    #expect(list.quantity(of: 5) == 0)
  }

  @Test func settingAQuantityChangesOnlyALineThatIsThere() {
    var list = WishList([1])

    let previous = list.setQuantity(4, of: 1)
    let absent = list.setQuantity(4, of: 2)

    #expect(previous == 1)
    #expect(absent == nil)
    #expect(list == WishList([1], quantities: [1: 4]))
  }

  @Test func listsWithOtherQuantitiesDiffer() {
    #expect(WishList([1], quantities: [1: 2]) != WishList([1]))
    #expect(WishList([1], quantities: [1: 1]) == WishList([1]))
  }

  @Test func aLineTakenOffAndPutBackKeepsTheQuantityItIsGiven() {
    var list = WishList([1, 2], quantities: [2: 5])

    list.remove(2)
    let removed = list.quantity(of: 2)
    list.insert(2, at: 0, quantity: 5)

    #expect(removed == 0)
    #expect(list == WishList([2, 1], quantities: [2: 5]))
  }
}
