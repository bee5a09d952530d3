/// A moment as the documents and files of Tasch write it: ISO 8601 text in UTC, to the
/// millisecond, such as `2026-11-22T10:00:00.250Z`, in the proleptic Gregorian calendar.
///
/// Written here rather than by Foundation's ISO 8601 style, which reads `2026-02-31` as
/// March 3 and `23:60` as the next hour, and which writes a moment's fraction cut short, so a
/// moment read and written again can move back a millisecond each time. Reading is strict:
/// every field in its range, each day in its month, a fraction of a second kept to the
/// nanosecond; writing rounds to the nearest millisecond, so what is read to the millisecond
/// is written back as it was.
public enum ISO8601Timestamp {
  /// The moments it reads and writes, in milliseconds from 1970: the years 1 to 9999.
  public static let milliseconds: ClosedRange<Int64> =
    -62_135_596_800_000...253_402_300_799_999

  /// The text of the moment `seconds` from 1970, to the nearest millisecond; a moment outside
  /// the years 1 to 9999 is written as the nearest one inside.
  public static func text(secondsSince1970 seconds: Double) -> String {
    text(millisecondsSince1970: nearestMillisecond(toSecondsSince1970: seconds))
  }

  /// The millisecond from 1970 nearest the moment `seconds` from 1970 that is written, in the
  /// years 1 to 9999: what a moment reads back as once written.
  public static func nearestMillisecond(toSecondsSince1970 seconds: Double) -> Int64 {
    let rounded = (seconds * 1_000).rounded()
    guard !rounded.isNaN else { return 0 }
    return Int64(
      min(max(rounded, Double(milliseconds.lowerBound)), Double(milliseconds.upperBound)))
  }

  /// The moment `text` writes, in seconds from 1970; `nil` unless it is a date and time
  /// `YYYY-MM-DDTHH:MM:SS`, with a fraction of a second or not (digits past the nanosecond are
  /// dropped), then `Z` or an offset `±HH:MM`, each field in its range.
  public static func secondsSince1970(of text: some StringProtocol) -> Double? {
    moment(of: text).map { Double($0.seconds) + Double($0.nanoseconds) / 1_000_000_000 }
  }

  /// The year of the moment `seconds` from 1970 in the proleptic Gregorian calendar, as this
  /// type writes it.
  public static func year(secondsSince1970 seconds: Int64) -> Int64 {
    civilDate(daysSince1970: floorDivision(seconds, by: 86_400).0).0
  }

  // MARK: - Writing

  static func text(millisecondsSince1970 moment: Int64) -> String {
    let (days, millisecondOfDay) = floorDivision(moment, by: 86_400_000)
    let (year, month, day) = civilDate(daysSince1970: days)
    let second = millisecondOfDay / 1_000
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    append(year, digits: 4, to: &bytes, then: "-")
    append(month, digits: 2, to: &bytes, then: "-")
    append(day, digits: 2, to: &bytes, then: "T")
    append(second / 3_600, digits: 2, to: &bytes, then: ":")
    append(second / 60 % 60, digits: 2, to: &bytes, then: ":")
    append(second % 60, digits: 2, to: &bytes, then: ".")
    append(millisecondOfDay % 1_000, digits: 3, to: &bytes, then: "Z")
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func append(
    _ number: Int64, digits: Int, to bytes: inout [UInt8], then separator: Unicode.Scalar
  ) {
    var divisor: Int64 = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
      divisor /= 10
    }
    bytes.append(UInt8(ascii: separator))
  }

  // MARK: - Reading

  /// The moment `text` writes: whole seconds from 1970, and the nanoseconds after them.
  static func moment(of text: some StringProtocol) -> (seconds: Int64, nanoseconds: Int64)? {
    var reader = FieldReader(Array(text.utf8))
    guard let year = reader.number(digits: 4), year >= 1, reader.skip("-"),
      let month = reader.number(digits: 2), (1...12).contains(month), reader.skip("-"),
      let day = reader.number(digits: 2), (1...daysIn(month: month, of: year)).contains(day),
      reader.skip("T"), let hour = reader.number(digits: 2), hour <= 23, reader.skip(":"),
      let minute = reader.number(digits: 2), minute <= 59, reader.skip(":"),
      let second = reader.number(digits: 2), second <= 59,
      let nanoseconds = reader.fraction(), let offset = reader.offset(), reader.isAtEnd
    else { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    guard milliseconds.contains(seconds * 1_000 + nanoseconds / 1_000_000) else { return nil }
    return (seconds, nanoseconds)
  }

  /// Reads the fields of a timestamp from the front of its bytes.
  private struct FieldReader {
    private let bytes: [UInt8]
    private var next = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { next == bytes.count }

    /// Steps past `separator` when it is next.
    mutating func skip(_ separator: Unicode.Scalar) -> Bool {
      guard next < bytes.count, bytes[next] == UInt8(ascii: separator) else { return false }
      next += 1
      return true
    }

    /// The number written by exactly `digits` decimal digits next.
    mutating func number(digits: Int) -> Int64? {
      guard bytes.count - next >= digits else { return nil }
      var value: Int64 = 0
      for byte in bytes[next..<next + digits] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      next += digits
      return value
    }

    /// The nanoseconds of a fraction of a second, `.` and at least one digit, if one is next;
    /// 0 when none is; `nil` for a `.` without digits.
    mutating func fraction() -> Int64? {
      guard skip(".") else { return 0 }
      var nanoseconds: Int64 = 0
      var digits = 0
      while next < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next]) {
        if digits < 9 { nanoseconds = nanoseconds * 10 + Int64(bytes[next] - UInt8(ascii: "0")) }
        digits += 1
        next += 1
      }
      guard digits > 0 else { return nil }
      for _ in digits..<max(digits, 9) { nanoseconds *= 10 }
      return nanoseconds
    }

    /// The offset from UTC in seconds: `Z`, or `+HH:MM` / `-HH:MM` (the colon may be left out).
    mutating func offset() -> Int64? {
      if skip("Z") { return 0 }
      let sign: Int64
      if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
      guard let hours = number(digits: 2), hours <= 23 else { return nil }
      _ = skip(":")
      guard let minutes = number(digits: 2), minutes <= 59 else { return nil }
      return sign * (hours * 3_600 + minutes * 60)
    }
  }

  // MARK: - The calendar

  private static func isLeap(_ year: Int64) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func daysIn(month: Int64, of year: Int64) -> Int64 {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to `year`-`month`-`day`, counted in eras of 400 years, which repeat.
  private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year  // years that start in March
    let (era, yearOfEra) = floorDivision(shiftedYear, by: 400)
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month and day `days` after 1970-01-01: `daysSince1970` undone.
  private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
    let (era, dayOfEra) = floorDivision(days + 719_468, by: 146_097)
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The quotient rounded down, and the remainder that is never negative.
  private static func floorDivision(_ value: Int64, by divisor: Int64) -> (Int64, Int64) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }
}
