import Tasch
import TaschJSON
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct WishListCodecTests {
  private func decode(_ text: String, version: Int = 3) throws -> (
    WishList, otherFields: [ProductID: [String: JSONValue]]
  ) {
    try WishListCodec.decode(try StateText.json(text), version: version, at: "wishList")
  }

  @Test(arguments: [1, 2])
  func earlierVersionsListIdentifiersOneOfEach(version: Int) throws {
    let (wishList, otherFields) = try decode("[3, 1]", version: version)

    #expect(wishList == WishList([3, 1]))
    #expect(otherFields.isEmpty)
  }

  @Test func versionThreeGivesEachLineItsQuantityAndKeepsWhatItDoesNotKnow() throws {
    let (wishList, otherFields) = try decode(
      #"[{"id": 3, "quantity": 2, "note": "gift"}, {"id": 1}]"#)

    #expect(wishList == WishList([3, 1], quantities: [3: 2]))
    #expect(otherFields == [3: ["note": .string("gift")]])
  }

  @Test func writesWhatItReadsBack() throws {
    let wishList = WishList([3, 1], quantities: [3: 2])
    let kept: [ProductID: [String: JSONValue]] = [1: ["note": .string("gift")]]

    let (read, otherFields) = try WishListCodec.decode(
      WishListCodec.encode(wishList, otherFields: kept), version: 3, at: "wishList")

    #expect(read == wishList)
    #expect(otherFields == kept)
  }

  @Test(arguments: [
    (#"{}"#, "\"wishList\" must be an array"),
    (#"[3]"#, "\"wishList[0]\" must be an object with an \"id\" above 0"),
    (#"[{"quantity": 2}]"#, "\"wishList[0]\" must be an object with an \"id\" above 0"),
    (
      #"[{"id": 3}, {"id": 3}]"#,
      "\"wishList[1]\" names product 3, which is on the wish list already"
    ),
    (
      #"[{"id": 3, "quantity": 0}]"#, "\"wishList[0].quantity\" must be a whole number from 1 to 99"
    ),
    (
      #"[{"id": 3, "quantity": 100}]"#,
      "\"wishList[0].quantity\" must be a whole number from 1 to 99"
    ),
    (
      #"[{"id": 3, "quantity": "2"}]"#,
      "\"wishList[0].quantity\" must be a whole number from 1 to 99"
    ),
  ])
  func refusesWhatItDoesNotFullyUnderstand(text: String, reason: String) {
    #expect(throws: UserStateError.invalid(reason)) { try decode(text) }
  }
}
