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
  }

  @Test func removeTakesOffWhatIsThere() {
    var list = WishList([1, 2, 3])

    let removedPresent = list.remove(2)
    let removedAbsent = list.remove(9)

    #expect(removedPresent)
    #expect(!removedAbsent)
    #expect(list.productIDs == [1, 3])
  }

  @Test func removeAllEmpties() {
    var list = WishList([1, 2])

    list.removeAll()

    #expect(list.productIDs.isEmpty)
  }

  @Test func itemsKnowTheirProductID() {
    #expect(WishListItem.product(.stub(id: 4)).id == 4)
    #expect(WishListItem.discontinued(9).id == 9)
    #expect(WishListItem.discontinued(9).product == nil)
  }
}
