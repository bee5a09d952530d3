import Tasch
import Testing

@Suite struct ProductIDTests {
  @Test(arguments: [("1", 1), ("42", 42), ("007", 7), ("9223372036854775807", Int.max)])
  func readsPositiveIntegers(text: String, value: Int) {
    #expect(ProductID(parsing: text) == ProductID(value))
  }

  @Test(arguments: ["", "0", "-1", "+1", "1.0", "abc", " 1", "9223372036854775808", "١"])
  func refusesAnythingElse(text: String) {
    #expect(ProductID(parsing: text) == nil)
  }

  @Test func ordersByNumber() {
    #expect(ProductID(2) < ProductID(10))
    #expect(ProductID(7).description == "7")
  }

  @Test func aNumberReadIsAnIdentifierOnlyFromTheSmallestUp() {
    #expect(ProductID(checking: 1) == 1)
    #expect(ProductID(checking: Int.max) == ProductID(Int.max))
    #expect(ProductID(checking: 0) == nil)
    #expect(ProductID(checking: Int.min) == nil)
  }
}
