/// A bearer token: the secret a client of a database store's HTTP API presents so that its
/// requests act for one shopper.
///
/// 32 random bytes — 256 bits, beyond guessing — written as 43 characters of the URL-safe
/// base64 alphabet (RFC 4648, section 5) without padding, so that it goes into a header, a
/// URL or a shell variable as it is. Stores keep only its digest; it is seen once, when made.
public struct ShopperToken: Sendable, CustomStringConvertible {
  /// The token's bytes.
  public let bytes: [UInt8]

  /// How many bytes a token holds.
  public static let byteCount = 32
  /// How many characters its text has: 6 bits each, the last one's low 2 bits zero.
  public static let textLength = 43

  /// A new token, drawn from the system's cryptographically secure source of randomness.
  public static func drawn() -> ShopperToken {
    // On Linux `SystemRandomNumberGenerator` reads getrandom(2): the kernel's own generator,
    // seeded from the machine's entropy and safe for secrets, unlike a seeded generator (the
    // simulation's) whose draws anyone knowing the seed can replay.
    var generator = SystemRandomNumberGenerator()
    return ShopperToken(drawingFrom: &generator)
  }

  /// A token of bytes drawn from `generator`: a token to use must come from a
  /// cryptographically secure one, as `drawn()`'s does; tests draw from a seeded one.
  public init(drawingFrom generator: inout some RandomNumberGenerator) {
    var bytes: [UInt8] = []
    while bytes.count < Self.byteCount {
      let word = generator.next()
      bytes += (0..<8).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
    }
    self.bytes = Array(bytes.prefix(Self.byteCount))
  }

  /// The token `text` writes, as `text` writes it; `nil` for any other text, even one that
  /// another base64 reader would take.
  public init?(text: String) {
    let digits = Array(text.utf8)
    guard digits.count == Self.textLength else { return nil }
    var values: [UInt8] = []
    for digit in digits {
      guard let value = URLSafeBase64.value(of: digit) else { return nil }
      values.append(value)
    }
    // The last digit carries 4 bits of the last byte; its 2 low bits must be zero.
    guard let last = values.last, last & 0b11 == 0 else { return nil }
    // The 2 bits past the last byte, zero, are dropped.
    self.bytes = URLSafeBase64.regrouped(values, from: 6, to: 8)
  }

  /// `text` with each token's text in it written `***`: what a log may keep of a request whose
  /// client put its token where no token goes, such as the query (`?access_token=…`), so that
  /// nobody reading the log can act as a shopper.
  ///
  /// `text` is read as a URL writes it: a run of the alphabet's characters and of percent
  /// escapes (`%55`) among them is one stretch, its escapes read as the bytes they stand for,
  /// and a stretch that holds `textLength` or more of the alphabet's characters in a row is
  /// written `***` whole. So a token stays hidden however a client escaped it, whatever it
  /// stands beside (`Bearer%20…`, `%22…%22`, twice in a row); a stretch that long that holds
  /// no token is hidden too, which costs a log little.
  public static func masked(in text: String) -> String {
    // Every request's target is looked at: one too short to hold a token, as most are, at once.
    guard text.utf8.count >= textLength else { return text }
    let bytes = Array(text.utf8)
    var masked: [UInt8] = []
    var start = 0
    while start < bytes.count {
      var end = start
      var longestRun = 0
      var run = 0
      while end < bytes.count {
        let byte: UInt8
        if URLSafeBase64.value(of: bytes[end]) != nil {
          byte = bytes[end]
          end += 1
        } else if let escaped = escapedByte(in: bytes, at: end) {
          byte = escaped
          end += 3
        } else {
          break
        }
        run = URLSafeBase64.value(of: byte) == nil ? 0 : run + 1
        longestRun = max(longestRun, run)
      }
      masked += longestRun >= textLength ? Array("***".utf8) : Array(bytes[start..<end])
      if end < bytes.count { masked.append(bytes[end]) }
      start = end + 1
    }
    return String(decoding: masked, as: UTF8.self)
  }

  /// The byte the percent escape at `index` of `bytes` stands for (`%55` is `U`); `nil` when
  /// no `%` and two hexadecimal digits stand there.
  private static func escapedByte(in bytes: [UInt8], at index: Int) -> UInt8? {
    guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
      let high = HexDigit.value(of: bytes[index + 1]),
      let low = HexDigit.value(of: bytes[index + 2])
    else { return nil }
    return high << 4 | low
  }

  /// The token as clients send it: 43 characters of `A`–`Z`, `a`–`z`, `0`–`9`, `-` and `_`.
  public var text: String {
    let values = URLSafeBase64.regrouped(bytes, from: 8, to: 6, fillingTheLast: true)
    return String(decoding: values.map(URLSafeBase64.digit(of:)), as: UTF8.self)
  }

  /// Never the token itself: a token printed or logged by mistake gives nothing away.
  public var description: String { "ShopperToken(…)" }
}

/// The URL-safe base64 alphabet of RFC 4648, section 5.
private enum URLSafeBase64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// The digit of the 6-bit `value`.
  static func digit(of value: UInt8) -> UInt8 {
    alphabet[Int(value)]
  }

  /// The 6-bit value of `digit`; `nil` for a byte not in the alphabet.
  static func value(of digit: UInt8) -> UInt8? {
    alphabet.firstIndex(of: digit).map { UInt8($0) }
  }

  /// The bits of `values`, `width` bits each, cut into values of `newWidth` bits.
  ///
  /// Bytes become 6-bit values, or back, first bits first. Bits left at the end, too few for a
  /// value, make a last one filled with zeros when `fillingTheLast`, and are dropped otherwise.
  static func regrouped(
    _ values: [UInt8], from width: Int, to newWidth: Int, fillingTheLast: Bool = false
  ) -> [UInt8] {
    let mask = UInt8(truncatingIfNeeded: (1 << newWidth) - 1)
    var regrouped: [UInt8] = []
    var accumulator: UInt32 = 0
    var bits = 0
    for value in values {
      accumulator = accumulator << UInt32(width) | UInt32(value)
      bits += width
      while bits >= newWidth {
        bits -= newWidth
        regrouped.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)) & mask)
      }
    }
    if fillingTheLast && bits > 0 {
      regrouped.append(UInt8(truncatingIfNeeded: accumulator << UInt32(newWidth - bits)) & mask)
    }
    return regrouped
  }
}
