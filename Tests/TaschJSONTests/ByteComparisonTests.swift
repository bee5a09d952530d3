import Testing

@testable import TaschJSON

/// `bytes(in:equal:)` compares short texts as words: it must answer as a comparison byte by
/// byte does, for every length and wherever a difference is.
@Suite struct ByteComparisonTests {
  @Test("bytes are equal as a comparison byte by byte says, at every length and every place")
  func equalAsByteByByte() {
    // The compared bytes are inside a document, between other bytes, as a key is.
    for length in 0...40 {
      let text = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      let document = Array("\"".utf8) + text + Array("\" x".utf8)
      for changed in -1..<length {
        var other = text
        if changed >= 0 { other[changed] ^= 0x20 }
        let found = document.withUnsafeBytes { bytes in
          other.withUnsafeBytes { other in
            JSONScanner(bytes).bytes(in: 1..<1 + length, equal: other)
          }
        }
        #expect(found == (text == other), "length \(length), changed at \(changed)")
      }
    }
  }

  @Test("bytes of another length are never equal")
  func otherLengths() {
    let document = Array("\"height\"".utf8)
    for other in ["heigh", "heightt", ""] {
      let found = document.withUnsafeBytes { bytes in
        Array(other.utf8).withUnsafeBytes { JSONScanner(bytes).bytes(in: 1..<7, equal: $0) }
      }
      #expect(!found, "\(other)")
    }
  }

  @Test("keys are compared in place when plain, and as strings when escaped")
  func keys() {
    let document = Array(#"{"dimensions": 1, "n\u0061me": 2, "colour": 3}"#.utf8)
    document.withUnsafeBytes { bytes in
      var scanner = JSONScanner(bytes)
      var keys: [JSONToken] = []
      _ = try? scanner.scanObject(depth: 1) { key, scanner throws(ScanStop) in
        keys.append(key)
        _ = try scanner.scanValue(depth: 1)
        return .unknown
      }
      #expect(keys.count == 3)
      guard keys.count == 3 else { return }
      #expect(scanner.key(keys[0], is: "dimensions"))
      #expect(!scanner.key(keys[0], is: "dimensionz"))
      #expect(scanner.key(keys[1], is: "name"))
      #expect(!scanner.key(keys[2], is: "colors"))
    }
  }
}
