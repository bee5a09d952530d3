import Foundation

/// Writes documents as JSON: indented, keys sorted so that the same answer is always the same
/// text, slashes left alone.
enum JSONOutput {
  /// `document` as JSON text, ending with a newline.
  static func text(_ document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding fails only for non-finite numbers, and the documents hold none (averages are
    // computed from whole counts, never divided by zero).
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// Writes `value`, or `null` when it is `nil`, rather than leaving the key out: scripts can
/// rely on every documented field being there.
struct NullableField<Value: Encodable>: Encodable {
  let value: Value?

  init(_ value: Value?) {
    self.value = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value { try container.encode(value) } else { try container.encodeNil() }
  }
}
