import Tasch
import Testing

@Suite struct ProductColorTests {
  @Test func readsSixHexDigitsInEitherCase() throws {
    let color = try #require(ProductColor(hex: "1f2B3b"))

    #expect(color == ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B))
    #expect(color.hex == "1F2B3B")
  }

  @Test func printsLeadingZeros() {
    #expect(ProductColor(red: 0, green: 10, blue: 255).hex == "000AFF")
  }

  @Test func printsEveryChannelAsTwoUpperCaseDigits() {
    for byte in UInt8.min...UInt8.max {
      let digits = String(byte, radix: 16, uppercase: true)
      let two = byte < 16 ? "0" + digits : digits
      let color = ProductColor(red: byte, green: ~byte, blue: byte)
      let inverse = String(~byte, radix: 16, uppercase: true)
      #expect(color.hex == two + (~byte < 16 ? "0" + inverse : inverse) + two)
      #expect(ProductColor(hex: color.hex) == color)
    }
  }

  @Test(arguments: ["", "#1F2B3B", "1F2B3", "1F2B3B0", "GGGGGG", "-12345", "+12345", "１２３４５６"])
  func refusesAnythingButSixHexDigits(text: String) {
    #expect(ProductColor(hex: text) == nil)
  }
}
