/// Percent-decoding of a request's path and query (RFC 3986), strict: a `%` must be followed by
/// two hexadecimal digits, and what is decoded must be UTF-8.
///
/// A path is split into segments before each is decoded, so an encoded slash (`%2F`) stays
/// inside its segment. In a query, `+` is a space, as HTML forms write it; in a path it is
/// itself.
public enum PercentDecoding {
  /// The segments of `path`, each decoded: `/api/products/42` gives `api`, `products`, `42`.
  ///
  /// `/` has no segments; a path ending with `/` has an empty last one. Every `/` separates,
  /// even one that a combining mark follows.
  ///
  /// - Throws: `PercentDecodingError` naming the first segment that cannot be decoded.
  public static func segments(of path: Substring) throws(PercentDecodingError) -> [String] {
    let segments = path.hasPrefix("/") ? path.dropFirst() : path
    guard !segments.isEmpty else { return [] }
    var decoded: [String] = []
    // Split at the bytes, without telling characters apart: a slash is ASCII, and UTF-8 never
    // uses an ASCII byte inside another character, so every slash separates.
    for segment in segments.utf8.split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    {
      decoded.append(try decode(Substring(segment)))
    }
    return decoded
  }

  /// The items of `query`, decoded, in their order: `search=red+lamp&reverse` gives
  /// `search` = `red lamp` and `reverse` without a value.
  ///
  /// Empty items (`a=1&&b=2`) are skipped; an item's value runs from its first `=`.
  ///
  /// - Throws: `PercentDecodingError` naming the first name or value that cannot be decoded.
  public static func queryItems(of query: Substring) throws(PercentDecodingError)
    -> [HTTPQueryItem]
  {
    var items: [HTTPQueryItem] = []
    for item in query.split(separator: "&") {
      guard let equals = item.firstIndex(of: "=") else {
        items.append(HTTPQueryItem(name: try decode(item, plusIsSpace: true), value: nil))
        continue
      }
      items.append(
        HTTPQueryItem(
          name: try decode(item[..<equals], plusIsSpace: true),
          value: try decode(item[item.index(after: equals)...], plusIsSpace: true)))
    }
    return items
  }

  /// `text` with each `%XX` decoded, and each `+` a space when `plusIsSpace`.
  ///
  /// - Throws: `PercentDecodingError` for a `%` without two hexadecimal digits after it, or
  ///   decoded bytes that are not UTF-8.
  public static func decode(_ text: Substring, plusIsSpace: Bool = false)
    throws(PercentDecodingError) -> String
  {
    let utf8 = text.utf8
    guard
      utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) })
    else { return String(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      index = utf8.index(after: index)
      if byte == UInt8(ascii: "+") && plusIsSpace {
        bytes.append(.space)
      } else if byte == UInt8(ascii: "%") {
        guard index < utf8.endIndex, let high = utf8[index].hexadecimalValue,
          utf8.index(after: index) < utf8.endIndex,
          let low = utf8[utf8.index(after: index)].hexadecimalValue
        else { throw PercentDecodingError(text: String(text), problem: .badEscape) }
        bytes.append(high << 4 | low)
        index = utf8.index(index, offsetBy: 2)
      } else {
        bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw PercentDecodingError(text: String(text), problem: .notUTF8)
    }
    return decoded
  }
}

/// One `name=value` item of a query, decoded; only the decoder makes one, with its memberwise
/// initialiser.
public struct HTTPQueryItem: Hashable, Sendable {
  /// The name, before the `=`.
  public let name: String
  /// The value, after the `=`; nil when the item has no `=`.
  public let value: String?
}

/// Why a part of a path or query cannot be decoded.
public struct PercentDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// A `%` is not followed by two hexadecimal digits.
    case badEscape
    /// The decoded bytes are not UTF-8.
    case notUTF8
  }

  /// The part, as it was before decoding.
  public let text: String
  /// What is wrong with it.
  public let problem: Problem

  /// `'caf%e9' does not decode to UTF-8`.
  public var description: String {
    switch problem {
    case .badEscape: "'\(text)' has a % that is not followed by two hexadecimal digits"
    case .notUTF8: "'\(text)' does not decode to UTF-8"
    }
  }
}
