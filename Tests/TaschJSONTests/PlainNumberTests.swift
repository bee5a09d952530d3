import Testing

@testable import TaschJSON

/// A plain whole number is scanned to the very token `scanNumber` gives; any other number is
/// left, the index where it was, to `scanNumber`.
@Suite struct PlainNumberTests {
  /// The plain scan of `text` from its start, where it ended, and the full scan's token and end.
  private func scans(_ text: String, isFinal: Bool = true) -> (
    plain: JSONToken?, plainEnd: Int, full: JSONToken?, fullEnd: Int
  ) {
    Array(text.utf8).withUnsafeBytes { buffer in
      var plain = JSONScanner(buffer, isFinal: isFinal)
      var full = plain
      let plainToken = plain.scanPlainNumber()
      let fullToken = try? full.scanNumber()
      return (plainToken, plain.index, fullToken, full.index)
    }
  }

  @Test(
    "a whole number is read as Int reads its text, and nil when it does not fit or is not whole",
    arguments: [
      "0", "-0", "7", "-7", "120", "999999999999999999", "-999999999999999999",
      "1000000000000000000", "9223372036854775807", "-9223372036854775808",
      "9223372036854775808", "-9223372036854775809", "12345678901234567890", "1.5", "1e3",
    ])
  func integer(text: String) {
    let read = Array(text.utf8).withUnsafeBytes { buffer in
      var scanner = JSONScanner(buffer)
      return (try? scanner.scanNumber()).flatMap { scanner.integer($0) }
    }
    #expect(read == Int(text))
  }

  @Test("numbers of up to eight digits, read a word at once, are read as Int reads their text")
  func shortIntegers() {
    // Digits picked by a fixed sequence, the same on every run.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func nextDigit() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(ascii: "0") + UInt8(state >> 60) % 10
    }
    // Whatever follows the digits, from bytes below "0", which borrow when the word is
    // read, to bytes above "9".
    let after: [UInt8] = [0x00, 0x20, 0x2C, 0x2F, 0x5D, 0x7D, 0xFF]
    for length in 1...9 {
      for _ in 0..<200 {
        let digits = (0..<length).map { _ in nextDigit() }
        for byte in after {
          // Room for a whole word after the first digit, and none.
          for padding in [8, 0] {
            let bytes = digits + [byte] + Array(repeating: byte, count: padding)
            let read = bytes.withUnsafeBytes { buffer in
              JSONScanner(buffer).integer(
                JSONToken(kind: .number, range: 0..<length, flag: true))
            }
            let text = String(decoding: digits, as: UTF8.self)

            #expect(read == Int(text), "\(text) then \(byte), padded \(padding)")
          }
        }
      }
    }
  }

  @Test(
    "whole numbers followed by what may follow a value give the full scan's token",
    arguments: ["0,", "7}", "62 ", "-5]", "-0\n", "1234567890123456789012345,", "10\t"])
  func plain(text: String) {
    let (plain, plainEnd, full, fullEnd) = scans(text)
    #expect(plain != nil)
    #expect(plain == full)
    #expect(plainEnd == fullEnd)
    #expect(plainEnd == text.utf8.count - 1)
    #expect(plain?.flag == true)
  }

  @Test(
    "fractions, exponents, leading zeros, bare signs and non-numbers are left as they are",
    arguments: ["1.5,", "1e5,", "2E3,", "0.0,", "01,", "-01,", "-,", "-a", "a", "", "+1,"])
  func leftAlone(text: String) {
    let (plain, plainEnd, _, _) = scans(text)
    #expect(plain == nil)
    #expect(plainEnd == 0)
  }

  @Test("digits that run to the end of the bytes in memory are left alone, final or not")
  func cutByTheEnd() {
    for text in ["1", "62", "-5", "0"] {
      for isFinal in [true, false] {
        let (plain, plainEnd, _, _) = scans(text, isFinal: isFinal)
        #expect(plain == nil && plainEnd == 0, "\(text) final: \(isFinal)")
      }
    }
  }

  @Test("every short text of number bytes: the plain scan gives the full scan's token or none")
  func agreesWithTheFullScan() {
    let alphabet = ["0", "1", "9", "-", ".", "e", "+", ","]
    var texts = [""]
    var checked = 0
    for _ in 1...4 {
      texts = texts.flatMap { text in alphabet.map { text + $0 } }
      for text in texts {
        let (plain, plainEnd, full, fullEnd) = scans(text)
        if let plain {
          #expect(plain == full && plainEnd == fullEnd, "\(text)")
          checked += 1
        } else {
          #expect(plainEnd == 0, "\(text)")
        }
      }
    }
    // Many of them are plain numbers, so the comparison above is made, not skipped.
    #expect(checked > 300)
  }
}
