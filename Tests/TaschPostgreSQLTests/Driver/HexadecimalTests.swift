import Testing

@testable import TaschPostgreSQL

@Suite struct HexadecimalTests {
  @Test func writesTwoLowercaseDigitsPerByte() {
    #expect(Hexadecimal.digits(of: [0, 1, 0xAB, 255]) == "0001abff")
    #expect(Hexadecimal.digits(of: []) == "")
  }

  @Test func readsDigitsOfEitherCase() {
    #expect(Hexadecimal.bytes(of: Array("0001AbfF".utf8)) == [0, 1, 0xAB, 255])
    #expect(Hexadecimal.bytes(of: Array("".utf8)) == [])
  }

  @Test(arguments: ["0", "abc", "0g", "--"])
  func refusesWhatIsNotPairsOfDigits(text: String) {
    #expect(Hexadecimal.bytes(of: Array(text.utf8)) == nil)
  }
}
