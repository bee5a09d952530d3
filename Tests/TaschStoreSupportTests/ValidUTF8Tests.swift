import TaschStoreSupport
import Testing

/// Text read from a database: valid UTF-8 as it is, anything else refused, never repaired.
@Suite struct ValidUTF8Tests {
  private func text(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { String(validUTF8: $0) }
  }

  @Test func validBytesAreTheirText() {
    for sample in ["", "Travel Bag 12", "École Größe 旅行 🎒", "\u{0}", "\u{FFFD}"] {
      #expect(text(Array(sample.utf8)) == sample)
    }
  }

  @Test func invalidBytesAreRefusedAsTheStandardLibraryRefusesThem() {
    let samples: [[UInt8]] = [
      [0xFF], [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xC0, 0xAF], Array("ok".utf8) + [0x80], [0xEF, 0xBF, 0xBD, 0xFF],
    ]
    for bytes in samples {
      #expect(text(bytes) == nil, "\(bytes)")
      #expect(String(validating: bytes, as: UTF8.self) == nil, "\(bytes)")
    }
  }
}
