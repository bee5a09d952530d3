import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct StateDocumentTests {
  private let carrier = ShopProduct.stub(id: 1, stock: 5, ratings: RatingCounts([.four: 2]))

  @Test func aShopsProductHasTheStockItsOrdersLeft() {
    var record = ShopRecord()
    record.stockTaken = [1: 2]

    #expect(record.adjusted(carrier).stock == 3)
  }

  @Test func moreTakenThanTheCatalogueStatesLeavesNoneNotLessThanNone() {
    var record = ShopRecord()
    record.stockTaken = [1: .max]

    #expect(record.adjusted(carrier).stock == 0)
  }

  @Test func aShopsProductCountsTheShoppersOwnRating() {
    let record = ShopRecord(shopper: ShopperData(ratings: [1: .four, 2: .one]))

    #expect(record.adjusted(carrier).ratings == RatingCounts([.four: 3]))
  }

  @Test func takingStockAddsToWhatWasTaken() throws {
    var record = ShopRecord()
    record.stockTaken = [1: 2]

    try record.take([1: 1, 3: 4])

    #expect(record.stockTaken == [1: 3, 3: 4])
  }

  @Test func takingStockBeyondWhatCanBeCountedIsAnErrorNotATrap() {
    var record = ShopRecord()
    record.stockTaken = [1: .max]

    #expect(throws: ShopError.storage("the stock taken of product 1 is out of range")) {
      try record.take([1: 1])
    }
    #expect(record.stockTaken == [1: .max])
  }
}
