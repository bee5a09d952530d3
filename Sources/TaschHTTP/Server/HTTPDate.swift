import Glibc
import Synchronization

/// The `Date` header's value, `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110's IMF-fixdate), made
/// once a second rather than once a response.
final class HTTPDate: Sendable {
  /// The date every server shares.
  static let shared = HTTPDate()

  private let cache = Mutex<(second: Int, text: [UInt8])>((-1, []))

  /// The date now, as the bytes of the header's value.
  func current() -> [UInt8] {
    let second = time(nil)
    return cache.withLock { cache in
      if cache.second != second { cache = (second, Self.text(of: second)) }
      return cache.text
    }
  }

  /// `second`, counted from 1970 in UTC, as an IMF-fixdate.
  static func text(of second: Int) -> [UInt8] {
    var time = time_t(second)
    var parts = tm()
    guard gmtime_r(&time, &parts) != nil else { return Array("Thu, 01 Jan 1970 00:00:00 GMT".utf8) }
    let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    var text: [UInt8] = []
    text.reserveCapacity(29)
    text += days[Int(parts.tm_wday) % 7].utf8
    text += ", ".utf8
    appendDigits(Int(parts.tm_mday), count: 2, to: &text)
    text.append(.space)
    text += months[Int(parts.tm_mon) % 12].utf8
    text.append(.space)
    appendDigits(Int(parts.tm_year) + 1900, count: 4, to: &text)
    text.append(.space)
    appendDigits(Int(parts.tm_hour), count: 2, to: &text)
    text.append(.colon)
    appendDigits(Int(parts.tm_min), count: 2, to: &text)
    text.append(.colon)
    appendDigits(Int(parts.tm_sec), count: 2, to: &text)
    text += " GMT".utf8
    return text
  }

  /// Appends the last `count` decimal digits of `number`, with leading zeros.
  private static func appendDigits(_ number: Int, count: Int, to text: inout [UInt8]) {
    var divisor = 1
    for _ in 1..<count { divisor *= 10 }
    while divisor > 0 {
      text.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
      divisor /= 10
    }
  }
}
