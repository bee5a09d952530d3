import Foundation
import Tasch
import TaschTestSupport
import Testing

@Suite struct ShopperDataTests {
  private let at = Date.stub

  // MARK: - Changes

  @Test func addingToTheWishListIsRecorded() {
    var data = ShopperData()

    let added = data.addToWishList(3, at: at)

    #expect(added)
    #expect(data.wishList.productIDs == [3])
    #expect(data.history.changes == [ShopperChange(.addedToWishList(), of: 3, at: at)])
  }

  @Test func addingWhatIsThereRecordsNothing() {
    var data = ShopperData(wishList: WishList([3]))

    let added = data.addToWishList(3, at: at)

    #expect(!added)
    #expect(data == ShopperData(wishList: WishList([3])))
  }

  @Test func removingIsRecordedWithThePosition() {
    var data = ShopperData(wishList: WishList([1, 2, 3]))

    let removed = data.removeFromWishList(2, at: at)

    #expect(removed)
    #expect(data.wishList.productIDs == [1, 3])
    #expect(
      data.history.changes == [ShopperChange(.removedFromWishList(position: 1), of: 2, at: at)])
  }

  @Test func removingWhatIsNotThereRecordsNothing() {
    var data = ShopperData(wishList: WishList([1]))

    let removed = data.removeFromWishList(2, at: at)

    #expect(!removed)
    #expect(data.history.changes.isEmpty)
  }

  @Test func addingManyRecordsEachOneAdded() {
    var data = ShopperData(wishList: WishList([3]))

    let added = data.addToWishList([1, 3, 2, 1], at: at)

    #expect(added == [true, false, true, false])
    #expect(data.wishList.productIDs == [3, 1, 2])
    #expect(
      data.history.changes == [
        ShopperChange(.addedToWishList(), of: 1, at: at),
        ShopperChange(.addedToWishList(), of: 2, at: at),
      ])
  }

  @Test func addingThousandsKeepsTheLastHundredInTheHistory() throws {
    var data = ShopperData(wishList: WishList([9_999]))
    let ids = (1...4_000).map { ProductID($0) }

    let added = data.addToWishList(ids, at: at)

    #expect(added.allSatisfy { $0 })
    #expect(data.wishList.productIDs == [9_999] + ids)
    #expect(data.history.changes.map(\.productID) == Array(ids.suffix(100)))
    for _ in 1...100 { _ = try data.undo() }
    #expect(data.wishList.productIDs == [9_999] + ids.prefix(3_900))
    #expect(throws: ShopError.nothingToUndo) { try data.undo() }
  }

  @Test func removingManyRecordsWhereEachWasSoUndoPutsThemBack() throws {
    let before = WishList([1, 2, 3, 4, 5])
    var data = ShopperData(wishList: before)

    let removed = data.removeFromWishList([4, 9, 2, 5], at: at)

    #expect(removed == [true, false, true, true])
    #expect(data.wishList.productIDs == [1, 3])
    #expect(
      data.history.changes.map(\.kind) == [
        .removedFromWishList(position: 3), .removedFromWishList(position: 1),
        .removedFromWishList(position: 2),
      ])
    for _ in 1...3 { _ = try data.undo() }
    #expect(data.wishList == before)
  }

  @Test func ratingIsRecordedWithTheRatingItReplaced() {
    var data = ShopperData(ratings: [1: .two])

    let replaced = data.rate(1, .five, at: at)
    let rated = data.rate(7, .one, at: at)

    #expect(replaced && rated)
    #expect(data.ratings == [1: .five, 7: .one])
    #expect(
      data.history.changes == [
        ShopperChange(.rated(.five, previous: .two), of: 1, at: at),
        ShopperChange(.rated(.one, previous: nil), of: 7, at: at),
      ])
  }

  @Test func clearingARatingIsRecordedWithTheRatingCleared() {
    var data = ShopperData(ratings: [1: .two])

    let cleared = data.rate(1, nil, at: at)

    #expect(cleared)
    #expect(data.ratings.isEmpty)
    #expect(data.history.changes == [ShopperChange(.clearedRating(previous: .two), of: 1, at: at)])
  }

  @Test func ratingAsBeforeRecordsNothing() {
    var data = ShopperData(ratings: [1: .two])

    let sameAgain = data.rate(1, .two, at: at)
    let clearedNothing = data.rate(5, nil, at: at)

    #expect(!sameAgain && !clearedNothing)
    #expect(data.history.changes.isEmpty)
  }

  // MARK: - Order numbers

  @Test(arguments: [(0, 1), (41, 42), (-3, 1), (Int.max - 1, Int.max)])
  func theNextOrderNumberIsOneMoreThanTheLargestUsed(last: Int, next: Int) throws {
    #expect(try ShopperData(lastOrderNumber: last).nextOrderNumber() == next)
  }

  @Test func orderNumbersThatRanOutAreAnErrorNotATrap() {
    #expect(throws: ShopError.storage("the order numbers have run out")) {
      try ShopperData(lastOrderNumber: .max).nextOrderNumber()
    }
  }
}

// MARK: - Undo and redo

extension ShopperDataTests {
  @Test func undoingAnAddTakesItOffAndRedoPutsItBack() throws {
    var data = ShopperData(wishList: WishList([1]))
    _ = data.addToWishList(2, at: at)

    let undone = try data.undo()
    #expect(undone.kind == .addedToWishList() && undone.productID == 2)
    #expect(data.wishList.productIDs == [1])

    let redone = try data.redo()
    #expect(redone.productID == 2)
    #expect(data.wishList.productIDs == [1, 2])
  }

  @Test func undoingARemovalPutsTheProductBackWhereItWas() throws {
    var data = ShopperData(wishList: WishList([1, 2, 3]))
    _ = data.removeFromWishList(2, at: at)

    _ = try data.undo()
    #expect(data.wishList.productIDs == [1, 2, 3])

    _ = try data.redo()
    #expect(data.wishList.productIDs == [1, 3])
  }

  @Test func undoingARatingPutsBackTheOneItReplaced() throws {
    var data = ShopperData(ratings: [1: .two])
    _ = data.rate(1, .five, at: at)
    _ = data.rate(7, .one, at: at)

    _ = try data.undo()
    #expect(data.ratings == [1: .five])
    _ = try data.undo()
    #expect(data.ratings == [1: .two])

    _ = try data.redo()
    #expect(data.ratings == [1: .five])
    _ = try data.redo()
    #expect(data.ratings == [1: .five, 7: .one])
  }

  @Test func undoingAClearedRatingPutsItBack() throws {
    var data = ShopperData(ratings: [1: .two])
    _ = data.rate(1, nil, at: at)

    _ = try data.undo()
    #expect(data.ratings == [1: .two])

    _ = try data.redo()
    #expect(data.ratings.isEmpty)
  }

  @Test func undoMarksTheChangeAndRedoUnmarksIt() throws {
    var data = ShopperData()
    _ = data.addToWishList(1, at: at)

    let undone = try data.undo()
    #expect(data.history.changes.map(\.isUndone) == [true])
    #expect(undone == data.history.changes[0])

    let redone = try data.redo()
    #expect(data.history.changes.map(\.isUndone) == [false])
    #expect(redone == data.history.changes[0])
  }

  @Test func undoTakesBackNewestFirstAndRedoPutsBackInTheSameOrder() throws {
    var data = ShopperData()
    for id: ProductID in [1, 2, 3] { _ = data.addToWishList(id, at: at) }

    let undone = [try data.undo(), try data.undo()].map(\.productID)
    let redone = [try data.redo(), try data.redo()].map(\.productID)

    #expect(undone == [3, 2])
    #expect(redone == [2, 3])
    #expect(data.wishList.productIDs == [1, 2, 3])
  }

  @Test func aNewChangeAfterAnUndoLeavesNothingToRedo() throws {
    var data = ShopperData()
    _ = data.addToWishList(1, at: at)
    _ = try data.undo()

    _ = data.addToWishList(2, at: at)

    #expect(throws: ShopError.nothingToRedo) { try data.redo() }
    #expect(data.wishList.productIDs == [2])
  }

  @Test func thereIsNothingToUndoOrRedoAtFirst() {
    var data = ShopperData(wishList: WishList([1]))

    #expect(throws: ShopError.nothingToUndo) { try data.undo() }
    #expect(throws: ShopError.nothingToRedo) { try data.redo() }
    #expect(data == ShopperData(wishList: WishList([1])))
  }

  @Test func thereIsNothingToUndoOnceEverythingIsUndone() throws {
    var data = ShopperData()
    _ = data.addToWishList(1, at: at)
    _ = try data.undo()

    #expect(throws: ShopError.nothingToUndo) { try data.undo() }
  }

  @Test func twentyAddsUndoneLeaveTheWishListAsItWas() throws {
    var data = ShopperData(wishList: WishList([100, 200]))
    for id in 1...20 { _ = data.addToWishList(ProductID(id), at: at) }

    for _ in 1...20 { _ = try data.undo() }

    #expect(data.wishList.productIDs == [100, 200])
    #expect(throws: ShopError.nothingToUndo) { try data.undo() }
  }
}
