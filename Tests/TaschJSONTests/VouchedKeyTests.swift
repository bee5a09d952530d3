import Testing

@testable import TaschJSON

/// A reader of a known shape vouches for the keys it expects, and the scanner then compares
/// them only with the keys that came unknown: every repeat is still refused, at the repeated
/// key, however the keys were spelled and in whatever order they came.
@Suite struct VouchedKeyTests {
  /// Where the key refused for appearing twice starts in the object `text`, scanned with the
  /// keys in `expected` vouched for when written plainly (a repeat of one is refused by the
  /// reader itself), every other key unknown; `nil` when the object is accepted.
  private func refusedKey(in text: String, expecting expected: Set<String>) -> Int? {
    Array(text.utf8).withUnsafeBytes { bytes in
      var scanner = JSONScanner(bytes)
      var seen = Set<String>()
      do throws(ScanStop) {
        _ = try scanner.scanObject(depth: 1) { key, scanner throws(ScanStop) in
          _ = try scanner.scanValue(depth: 1)
          let name = scanner.string(key)
          guard !key.flag, expected.contains(name) else { return .unknown }
          guard seen.insert(name).inserted else { throw scanner.duplicate(key) }
          return .vouched
        }
        return nil
      } catch {
        guard case .syntax(let offset, let reason) = error else { return -1 }
        #expect(reason.hasSuffix("appears twice in one object"))
        return offset
      }
    }
  }

  /// Where the `occurrence`th `"` + `key` starts in `text`, counting from 1.
  private func place(of key: String, _ occurrence: Int, in text: String) -> Int? {
    let bytes = Array(text.utf8)
    let needle = Array("\"\(key)".utf8)
    var found = 0
    for start in 0...(bytes.count - needle.count)
    where Array(bytes[start..<start + needle.count]) == needle {
      found += 1
      if found == occurrence { return start }
    }
    return nil
  }

  @Test func acceptsDistinctKeysVouchedForOrNot() {
    let keys = (1...20).map { "k\($0)" }
    let text = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + ", \"other\": 2}"

    #expect(refusedKey(in: text, expecting: Set(keys)) == nil)
    #expect(refusedKey(in: text, expecting: []) == nil)
  }

  @Test(arguments: [
    // A spelling with an escape comes unknown, and meets the plain one vouched for.
    (#"{"a": 1, "\u0061": 2}"#, #"\u0061"#, 1),
    (#"{"\u0061": 1, "a": 2}"#, "a", 1),
    (#"{"a": 1, "b": 2, "\u0061": 3}"#, #"\u0061"#, 1),
    // An unknown key repeated after keys vouched for, and a vouched one after unknown ones.
    (#"{"a": 1, "x": 2, "b": 3, "x": 4}"#, "x", 2),
    (#"{"x": 1, "a": 2, "a": 3}"#, "a", 2),
  ])
  func refusesEveryRepeatAtTheRepeatedKey(text: String, key: String, occurrence: Int) {
    #expect(refusedKey(in: text, expecting: ["a", "b"]) == place(of: key, occurrence, in: text))
  }

  @Test func refusesAnUnknownRepeatOfAKeyVouchedForPastTheFirstSixteen() {
    let keys = (1...20).map { "k\($0)" }
    let text =
      "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + #", "k\u00318": 2}"#

    #expect(refusedKey(in: text, expecting: Set(keys)) == place(of: #"k\u00318"#, 1, in: text))
  }
}
