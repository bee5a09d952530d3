import Foundation
import Tasch
import TaschTestSupport
import Testing

@Suite struct ChangeHistoryTests {
  private func added(_ id: ProductID, undone: Bool = false) -> ShopperChange {
    ShopperChange(.addedToWishList(), of: id, at: .stub, isUndone: undone)
  }

  @Test func recordsChangesOldestFirst() {
    var history = ChangeHistory()

    history.record(added(1))
    history.record(added(2))

    #expect(history.changes == [added(1), added(2)])
  }

  @Test func aNewChangeDropsWhatCouldHaveBeenPutBack() {
    var history = ChangeHistory([added(1), added(2, undone: true), added(3, undone: true)])

    history.record(added(4))

    #expect(history.changes == [added(1), added(4)])
  }

  @Test func keepsOnlyTheNewestHundredChanges() {
    var history = ChangeHistory()

    for id in 1...(ChangeHistory.limit + 5) { history.record(added(ProductID(id))) }

    #expect(ChangeHistory.limit == 100)
    #expect(history.changes.count == 100)
    #expect(history.changes.first == added(6))
    #expect(history.changes.last == added(105))
  }

  @Test func manyChangesRecordedTogetherKeepTheNewestHundred() {
    var history = ChangeHistory([added(1), added(2, undone: true)])

    history.record(contentsOf: (1_001...5_000).map { added(ProductID($0)) })

    #expect(history.changes.map(\.productID) == (4_901...5_000).map { ProductID($0) })
  }

  @Test func changesRecordedTogetherFollowTheOnesKept() {
    var history = ChangeHistory([added(1), added(2, undone: true)])

    history.record(contentsOf: [added(3), added(4)])

    #expect(history.changes == [added(1), added(3), added(4)])
  }

  @Test func recordingNoChangeKeepsWhatCanBePutBack() {
    var history = ChangeHistory([added(1), added(2, undone: true)])

    history.record(contentsOf: [])

    #expect(history.changes == [added(1), added(2, undone: true)])
  }

  @Test func aHistoryReadFromElsewhereIsCutToTheNewestHundred() {
    let history = ChangeHistory((1...150).map { added(ProductID($0)) })

    #expect(history.changes.map(\.productID) == (51...150).map { ProductID($0) })
  }

  @Test func endingForgetsEverything() {
    var history = ChangeHistory([added(1), added(2, undone: true)])

    history.end()

    #expect(history.changes.isEmpty)
  }

  @Test(arguments: [
    (ShopperChange.Kind.addedToWishList(), "wishlist.add"),
    (.removedFromWishList(position: 3), "wishlist.remove"),
    (.changedQuantity(from: 1, to: 2), "wishlist.quantity"), (.rated(.four, previous: nil), "rate"),
    (.clearedRating(previous: .two), "rate.clear"),
  ])
  func kindsHaveTheNamesFilesWrite(kind: ShopperChange.Kind, name: String) {
    #expect(kind.name.rawValue == name)
  }
}
