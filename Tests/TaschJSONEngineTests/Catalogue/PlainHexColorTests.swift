import Tasch
import TaschJSON
import Testing

@testable import TaschJSONEngine

/// A colour read in place from a string's bytes against `ProductColor(hex:)`, which reads its
/// text: the same colour, or none, for every string.
@Suite struct PlainHexColorTests {
  /// The colour read in place from the JSON string `literal`, and the one read from its text.
  private func bothReadings(of literal: String) -> (inPlace: ProductColor?, fromText: ProductColor?)
  {
    Array(literal.utf8).withUnsafeBytes { buffer in
      var scanner = JSONScanner(buffer)
      guard let token = try? scanner.scanString() else { return (nil, nil) }
      return (ProductColor(plainHex: token, in: scanner), ProductColor(hex: scanner.string(token)))
    }
  }

  @Test func readsEveryPrintableCharacterAtEveryPlaceAsTheTextIsRead() {
    let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
      .filter { $0 != "\"" && $0 != "\\" }
    var colours = 0
    for place in 0..<6 {
      for character in printable {
        var text = Array("1F2b3B")
        text[place] = character
        let readings = bothReadings(of: "\"\(String(text))\"")

        #expect(readings.inPlace == readings.fromText, "\(String(text))")
        if readings.inPlace != nil { colours += 1 }
      }
    }
    // Each of the 22 hex digits at each place makes a colour, so the comparisons are of some.
    #expect(colours == 22 * 6)
  }

  @Test func readsOnlySixPlainDigits() {
    #expect(
      bothReadings(of: #""a16347""#).inPlace == ProductColor(red: 0xA1, green: 0x63, blue: 0x47))
    // Escaped, short or long: left to the reading of the text.
    for literal in [#""\u0031F2B3B""#, #""1F2B3""#, #""1F2B3B4""#, #""""#] {
      #expect(bothReadings(of: literal).inPlace == nil, "\(literal)")
    }
    #expect(bothReadings(of: #""\u0031F2B3B""#).fromText == ProductColor(hex: "1F2B3B"))
  }
}
