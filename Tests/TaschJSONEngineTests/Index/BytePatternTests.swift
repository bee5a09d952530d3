import TaschSimulation
import Testing

@testable import TaschJSONEngine

/// A pattern is found where a plain comparison at every place finds it first.
@Suite struct BytePatternTests {
  /// Where `pattern` first starts in `text` at `start` or after, compared at every place.
  private func plainFirstOffset(of pattern: [UInt8], in text: [UInt8], from start: Int) -> Int? {
    guard pattern.count <= text.count, start <= text.count - pattern.count else { return nil }
    return (start...(text.count - pattern.count)).first {
      Array(text[$0..<$0 + pattern.count]) == pattern
    }
  }

  @Test(arguments: [1, 2, 3, 7, 16, 17, 40])
  func findsWhatAComparisonAtEveryPlaceFinds(length: Int) throws {
    // Few letters, so that first and last bytes often stand right and the rest often not.
    var random = SeededRandomNumberGenerator(seed: UInt64(length))
    for _ in 0..<200 {
      let text = (0..<Int.random(in: 0..<120, using: &random)).map { _ in
        UInt8.random(in: 97...99, using: &random)
      }
      var bytes = (0..<length).map { _ in UInt8.random(in: 97...99, using: &random) }
      if text.count >= length, Bool.random(using: &random) {
        let place = Int.random(in: 0...(text.count - length), using: &random)
        bytes = Array(text[place..<place + length])
      }
      let pattern = try #require(BytePattern(bytes))
      let start = Int.random(in: 0...max(text.count, 1), using: &random)

      let found = text.withUnsafeBytes { pattern.firstOffset(in: $0, from: start) }

      #expect(found == plainFirstOffset(of: bytes, in: text, from: start), "\(bytes) in \(text)")
    }
  }

  @Test func findsAPatternThatEndsTheTextOrStartsItAndNothingOutsideIt() throws {
    let text = Array("bag and a bag".utf8)
    let pattern = try #require(BytePattern(Array("bag".utf8)))

    text.withUnsafeBytes { text in
      #expect(pattern.firstOffset(in: text, from: 0) == 0)
      #expect(pattern.firstOffset(in: text, from: 1) == 10)
      #expect(pattern.firstOffset(in: text, from: 11) == nil)
      #expect(pattern.firstOffset(in: text, from: -1) == nil)
      #expect(
        pattern.firstOffset(in: UnsafeRawBufferPointer(rebasing: text[..<12]), from: 1) == nil)
    }
    #expect(BytePattern([]) == nil)
  }
}
