import Testing

@testable import TaschJSON

/// Whitespace is skipped eight bytes at a time: every run, of any mix and length, at any
/// place, ends exactly where JSON's whitespace ends.
@Suite struct JSONScannerTests {
  private static let whitespace: [UInt8] = Array(" \n\r\t".utf8)

  /// Where `skipWhitespace` stops in `bytes` from `start`, or the stop it throws.
  private func skipped(
    _ bytes: [UInt8], from start: Int, isFinal: Bool = true
  ) -> Result<Int, ScanStop> {
    bytes.withUnsafeBytes { buffer in
      var scanner = JSONScanner(buffer, isFinal: isFinal, index: start)
      return Result { () throws(ScanStop) in
        try scanner.skipWhitespace()
        return scanner.index
      }
    }
  }

  @Test func stopsAtTheFirstByteAfterAnyRunOfWhitespace() {
    // Mixes picked by a fixed sequence, the same on every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Self.whitespace[Int(state >> 62)]
    }
    for length in 0...20 {
      for start in 0..<9 {
        for _ in 0..<20 {
          let run = (0..<length).map { _ in next() }
          let bytes = Array(repeating: UInt8(ascii: "x"), count: start) + run + Array("1]".utf8)

          #expect(skipped(bytes, from: start).value == start + length, "\(run)")
        }
      }
    }
  }

  @Test func stopsAtAnyOtherByteInARun() {
    // Other control characters, a space's neighbours, and bytes that differ from whitespace
    // in the high bit alone.
    let others: [UInt8] = [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x1F, 0x21, 0x8A, 0xA0, 0x89, 0x8D]
    for other in others {
      for place in 0..<17 {
        var bytes = Array(repeating: UInt8(ascii: " "), count: 17) + Array("1".utf8)
        bytes[place] = other

        #expect(skipped(bytes, from: 0).value == place, "\(other) at \(place)")
      }
    }
  }

  @Test func oneSpaceIsSkippedBeforeAnyOtherByte() {
    // The space after a colon or a comma is the commonest run, and is skipped on its own.
    for byte in UInt8.min...UInt8.max {
      let bytes = [UInt8(ascii: " "), byte, UInt8(ascii: "1")]

      #expect(skipped(bytes, from: 0).value == (Self.whitespace.contains(byte) ? 2 : 1), "\(byte)")
    }
  }

  @Test func aRunToTheEndOfAWindowAsksForMore() {
    for blank in Self.whitespace {
      for length in 0...19 {
        let bytes = Array(repeating: blank, count: length)

        #expect(skipped(bytes, from: 0).value == length)
        #expect(skipped(bytes, from: 0, isFinal: false).isNeedsMoreInput)
      }
    }
  }
}

extension Result where Success == Int, Failure == ScanStop {
  fileprivate var value: Int? {
    guard case .success(let value) = self else { return nil }
    return value
  }

  fileprivate var isNeedsMoreInput: Bool {
    guard case .failure(.needsMoreInput) = self else { return false }
    return true
  }
}

/// Tokens are copied with every product a catalogue scan reads: their small fields pack into
/// the word after the range, and an absent token takes no more room than a present one.
@Suite struct JSONTokenLayoutTests {
  @Test func aTokenTakesARangeAndOneWord() {
    #expect(MemoryLayout<JSONToken>.stride == MemoryLayout<Range<Int>>.stride + 8)
    #expect(MemoryLayout<JSONToken?>.stride == MemoryLayout<JSONToken>.stride)
  }
}
