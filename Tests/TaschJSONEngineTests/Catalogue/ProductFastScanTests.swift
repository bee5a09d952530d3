import Tasch
import TaschJSON
import Testing

@testable import TaschJSONEngine

/// The quick scan of a product against the full one, which is the reference: for every text
/// it either gives up, leaving the scanner where it was, or gives the very same fields,
/// tokens and end.
@Suite struct ProductFastScanTests {
  /// Products as catalogues write them: pretty, compact, with escapes, CJK and emoji.
  static let products = [
    """
    {
          "id": 12,
          "name": "カメラバッグ 44L",
          "shortDescription": "Merino-lined dry bag",
          "description": "Прочная ткань, \\"удобные\\" лямки.\\nMade with care \\u00e9.",
          "colors": ["6F4C57", "a5794a"],
          "dimensions": {"height": {"cm": 62, "in": 24}, "width": {"cm": 7, "in": 3}, "depth": 46},
          "price": "309.51",
          "stock": 0,
          "image": "https://example.com/bag.png",
          "ratings": {"1": 0, "2": 13, "3": 11, "5": 26}
        }
    """,
    #"{"id":7,"name":"Sacoche 🎒","price":"12.5","stock":3,"colors":[],"ratings":{"4":1}}"#,
    "{\t\"name\" :\r\n \"Tote\" , \"id\" : 1 , \"price\" : \"1\" , \"stock\" : 2 }",
    #"{"id": -1, "name": 5, "price": 1.5e3, "stock": "x", "colors": [1, "zz", null]}"#,
    #"{"id": 1, "colors": ["000000", "111111", "222222", "333333", "444444", "555555", "666666", "777777", "888888"]}"#,
    #"{"n\u0061me": "escaped key", "id": 2, "dimensions": {"h\u0065ight": 3}}"#,
  ]

  /// Bytes put in place of each byte of a product, to break it every way.
  static let replacements: [UInt8] =
    Array(#"" \{}[],:-.e0'"#.utf8) + [
      0x0A, 0x09, 0x01, 0x7F, 0xC3, 0xE3, 0xFF, UInt8(ascii: "a"), UInt8(ascii: "5"),
    ]

  @Test("the products catalogues usually hold are scanned the quick way, as in full")
  func usualProductsAreQuick() {
    for text in Self.products.prefix(3) {
      let outcome = compare(Array(text.utf8))
      #expect(outcome == .same, "\(text)")
    }
  }

  @Test("every text is scanned the quick way as in full, or left to the full scan")
  func mutationsAgree() {
    var outcomes: [Outcome: Int] = [:]
    for text in Self.products {
      let bytes = Array(text.utf8)
      for position in bytes.indices {
        var removed = bytes
        removed.remove(at: position)
        outcomes[compare(removed), default: 0] += 1
        for replacement in Self.replacements where replacement != bytes[position] {
          var changed = bytes
          changed[position] = replacement
          outcomes[compare(changed), default: 0] += 1
        }
      }
    }
    #expect(outcomes[.different] == nil)
    // Both ways are taken, so the comparison is not empty.
    #expect(outcomes[.same, default: 0] > 1_000)
    #expect(outcomes[.leftToFullScan, default: 0] > 1_000)
  }

  @Test("a product cut short by the end of the bytes in memory is left to the full scan")
  func cutShort() {
    for text in Self.products {
      let bytes = Array(text.utf8)
      for end in 0..<bytes.count {
        for isFinal in [false, true] {
          let outcome = compare(Array(bytes[..<end]), isFinal: isFinal)
          #expect(outcome == .leftToFullScan, "\(end) \(isFinal)")
        }
      }
    }
  }

  @Test("the nesting limit is kept: a limit the walk would pass leaves it to the full scan")
  func nestingLimit() {
    let bytes = Array(Self.products[0].utf8)
    #expect(compare(bytes, depth: 3, maximumDepth: 5) == .same)
    #expect(compare(bytes, depth: 3, maximumDepth: 4) == .leftToFullScan)
    let flat = Array(#"{"id": 1, "name": "Tote", "dimensions": {"height": 2}}"#.utf8)
    #expect(compare(flat, depth: 2, maximumDepth: 3) == .leftToFullScan)
    #expect(compare(flat, depth: 1, maximumDepth: 3) == .same)
  }

  @Test("a repeated or unknown key is left to the full scan, which judges it")
  func keysTheWalkDoesNotTake() {
    let texts = [
      #"{"id": 1, "id": 2}"#,
      #"{"id": 1, "extra": true}"#,
      #"{"dimensions": {"height": 1, "height": 2}}"#,
      #"{"dimensions": {"height": {"cm": 1, "cm": 2}}}"#,
      #"{"dimensions": {"height": {"mm": 1}}}"#,
      #"{"ratings": {"1": 1, "1": 2}}"#,
      #"{"ratings": {"6": 1}}"#,
      #"{"ratings": {"\u0031": 1}}"#,
      #"{}"#,
      #"{"dimensions": {}}"#,
      #"{"colors": [1,]}"#,
    ]
    for text in texts {
      #expect(compare(Array(text.utf8)) == .leftToFullScan, "\(text)")
    }
  }

  @Test("fields scanned again, either way, hold the new product's members and nothing else")
  func fieldsScannedAgainKeepNothingOfTheProductBefore() throws {
    // A product with every member, two with none in common, and one scanned in full, for its
    // unknown key.
    let texts = [
      try #require(Self.products.first), #"{"name": "Tote"}"#, #"{"id": 2, "image": "a.png"}"#,
      #"{"id": 3, "extra": true}"#,
    ]
    for before in texts {
      for after in texts where after != before {
        var reused = ProductFields()
        var fresh = ProductFields()
        #expect(scan(before, into: &reused) && scan(after, into: &reused))
        #expect(scan(after, into: &fresh))
        #expect(facts(reused) == facts(fresh), "\(before) then \(after)")
      }
    }
  }

  // MARK: - Helpers

  enum Outcome {
    /// The quick scan gave what the full scan gives.
    case same
    /// The quick scan gave up and left the scanner where it was.
    case leftToFullScan
    /// Anything else: a defect.
    case different
  }

  private func compare(
    _ bytes: [UInt8], isFinal: Bool = true, depth: Int = 3, maximumDepth: Int = 512
  ) -> Outcome {
    bytes.withUnsafeBytes { buffer in
      var quick = JSONScanner(buffer, isFinal: isFinal, maximumDepth: maximumDepth)
      var full = quick
      var (quickFields, fullFields) = (ProductFields(), ProductFields())
      let quickly = ProductFastScan.scan(&quick, depth: depth, into: &quickFields)
      let inFull = try? fullFields.scanInFull(&full, depth: depth)
      guard let quickly else { return quick.index == 0 ? .leftToFullScan : .different }
      guard let inFull, quickly == inFull, quick.index == full.index,
        facts(quickFields) == facts(fullFields)
      else { return .different }
      return .same
    }
  }

  /// Scans the product `text` into `fields`; whether it was scanned.
  private func scan(_ text: String, into fields: inout ProductFields) -> Bool {
    Array(text.utf8).withUnsafeBytes { buffer in
      var scanner = JSONScanner(buffer)
      return (try? fields.scan(&scanner, depth: 3)) != nil
    }
  }

  /// Everything the fields say, to compare.
  private func facts(_ fields: ProductFields) -> [String] {
    var facts = ProductFields.Field.allCases.map { "\($0): \(String(describing: fields[$0]))" }
    for slot in 0..<3 {
      let measure = fields.measures[slot].map {
        [$0.value, $0.centimetres, $0.inches].map { String(describing: $0) }
      }
      facts.append("measure \(slot): \(String(describing: measure))")
    }
    for stars in 0..<5 {
      facts.append("stars \(stars): \(String(describing: fields.ratingsByStars[stars]))")
    }
    facts.append("plain ratings: \(fields.ratingsArePlain)")
    facts.append("plain colours: \(fields.colorsArePlain)")
    return facts
  }
}
