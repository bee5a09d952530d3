import Foundation

/// A time zone written as POSIX writes `TZ` without a zone's name: a standard time, and
/// perhaps a daylight-saving time with the rules of when it starts and ends, such as `UTC+5`,
/// `<+0530>-5:30` or `EST5EDT,M3.2.0,M11.1.0`.
///
/// Foundation reads `TZ` only as a zone's name, and `UTC+5` as five hours east where POSIX, the
/// C library and every other program on the machine read five hours west; so Tasch reads this
/// form itself. An offset counts hours west of UTC, as POSIX writes it; the offsets kept here
/// are seconds east, as `TimeZone` counts them.
public struct POSIXTimeZone: Hashable, Sendable {
  /// Seconds east of UTC in standard time.
  let standardOffset: Int
  /// Daylight-saving time, if the zone has it.
  let daylight: Daylight?

  /// Daylight-saving time: its offset and when it starts and ends each year.
  struct Daylight: Hashable, Sendable {
    /// Seconds east of UTC while it lasts.
    let offset: Int
    /// When it starts, in standard time.
    let start: Transition
    /// When it ends, in daylight-saving time.
    let end: Transition
  }

  /// A moment of each year: a day, and the local time on it.
  struct Transition: Hashable, Sendable {
    let day: Day
    /// Seconds after the day's local midnight; may be negative or past a day, as POSIX allows.
    let time: Int
  }

  /// A day of each year.
  enum Day: Hashable, Sendable {
    /// `Jn`: the day 1…365, February 29 never counted.
    case withoutLeapDay(Int)
    /// `n`: the day 0…365, February 29 counted.
    case fromZero(Int)
    /// `Mm.w.d`: the weekday `d` (0 for Sunday) of week `w` (5 for the last) of month `m`.
    case weekday(month: Int, week: Int, weekday: Int)
  }

  /// The zone `text` writes; `nil` when it is not in the POSIX form.
  public init?(parsing text: String) {
    var reader = Reader(Array(text.utf8))
    guard reader.name(), let standard = reader.zoneOffset() else { return nil }
    standardOffset = -standard
    guard !reader.isAtEnd else {
      daylight = nil
      return
    }
    guard reader.name() else { return nil }
    var offset = standardOffset + 3_600
    if !reader.isAtEnd, reader.peek != UInt8(ascii: ",") {
      guard let given = reader.zoneOffset() else { return nil }
      offset = -given
    }
    // Without rules, the C library takes the United States' rules.
    var (start, end) = (
      Transition(day: .weekday(month: 3, week: 2, weekday: 0), time: 7_200),
      Transition(day: .weekday(month: 11, week: 1, weekday: 0), time: 7_200)
    )
    if !reader.isAtEnd {
      guard reader.skip(","), let first = reader.transition(), reader.skip(","),
        let second = reader.transition(), reader.isAtEnd
      else { return nil }
      (start, end) = (first, second)
    }
    daylight = Daylight(offset: offset, start: start, end: end)
  }

  /// Seconds east of UTC at `date`.
  public func secondsFromGMT(at date: Date) -> Int {
    guard let daylight else { return standardOffset }
    // Moments past the years a calendar writes are told in standard time.
    let since1970 = date.timeIntervalSince1970
    guard since1970.isFinite, abs(since1970) < 400_000_000_000 else { return standardOffset }
    let moment = Int(since1970.rounded(.down))
    let year = CivilDays.year(ofDay: (moment + standardOffset).floorDivided(by: 86_400))
    let start = daylight.start.moment(in: year) - standardOffset
    let end = daylight.end.moment(in: year) - daylight.offset
    // Daylight time from start to end; when the end comes first in the year (south of the
    // equator), outside end to start. A rule whose two changes fall together keeps daylight
    // time all year, its end undoing nothing.
    let isDaylight =
      start < end ? (start..<end).contains(moment) : !(end..<start).contains(moment)
    return isDaylight ? daylight.offset : standardOffset
  }
}

extension POSIXTimeZone.Transition {
  /// Seconds from 1970 to this transition in `year`, counted in the local time it is given in.
  func moment(in year: Int) -> Int {
    let days: Int
    switch day {
    case .withoutLeapDay(let number):
      days =
        CivilDays.day(year: year, month: 1, day: 1) + number - 1
        + (CivilDays.isLeap(year) && number >= 60 ? 1 : 0)
    case .fromZero(let number):
      days = CivilDays.day(year: year, month: 1, day: 1) + number
    case .weekday(let month, let week, let weekday):
      let first = CivilDays.day(year: year, month: month, day: 1)
      // 1970-01-01 was a Thursday, weekday 4.
      let firstWeekday = (first + 4).floorModulo(7)
      var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      while day >= first + CivilDays.days(inMonth: month, of: year) { day -= 7 }
      days = day
    }
    return days * 86_400 + time
  }
}

/// The proleptic Gregorian calendar as whole days since 1970-01-01, for the rules' dates.
private enum CivilDays {
  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`).
  static func day(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted.floorDivided(by: 400)
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year of the day `days` after 1970-01-01.
  static func year(ofDay days: Int) -> Int {
    let shifted = days + 719_468
    let era = shifted.floorDivided(by: 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0)
  }
}

extension Int {
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }

  fileprivate func floorModulo(_ divisor: Int) -> Int {
    self - floorDivided(by: divisor) * divisor
  }
}

/// Reads the parts of a POSIX `TZ` value, each bounded, so that no number from the environment
/// can overflow.
private struct Reader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index == bytes.count }
  var peek: UInt8? { isAtEnd ? nil : bytes[index] }

  mutating func skip(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue, peek == ascii else { return false }
    index += 1
    return true
  }

  /// A zone's abbreviation: three letters or more, or `<`, three or more letters, digits, `+`
  /// or `-`, and `>`.
  mutating func name() -> Bool {
    let start = index
    if skip("<") {
      while let byte = peek,
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+")
          || byte == UInt8(ascii: "-")
      {
        index += 1
      }
      return index - start - 1 >= 3 && skip(">")
    }
    while let byte = peek, isLetter(byte) { index += 1 }
    return index - start >= 3
  }

  /// A zone's `[+|-]hh[:mm[:ss]]` in seconds, read as the C library reads the offsets people
  /// write: hours past 24 are 24, and minutes or seconds past 59 are 59, with any number of
  /// digits, so that `UTC+25` is a day west, as `date` shows it. (The C library reads each part
  /// into 16 bits, so that past 65535 its numbers wrap; those are not copied.)
  mutating func zoneOffset() -> Int? {
    let sign = sign()
    guard let hours = clampedNumber(atMost: 24) else { return nil }
    var seconds = hours * 3_600
    for unit in [60, 1] {
      guard skip(":") else { break }
      guard let part = clampedNumber(atMost: 59) else { return nil }
      seconds += part * unit
    }
    return sign * seconds
  }

  /// A change's `[+|-]hh[:mm[:ss]]` in seconds, hours at most `maximumHours`.
  mutating func offset(maximumHours: Int) -> Int? {
    let sign = sign()
    guard let hours = number(digits: 1...3), hours <= maximumHours else { return nil }
    var seconds = hours * 3_600
    for unit in [60, 1] {
      guard skip(":") else { break }
      guard let part = number(digits: 1...2), part < 60 else { return nil }
      seconds += part * unit
    }
    return sign * seconds
  }

  /// -1 after a `-`; else 1, after a `+` or nothing.
  private mutating func sign() -> Int {
    if skip("-") { return -1 }
    _ = skip("+")
    return 1
  }

  /// `Jn`, `n` or `Mm.w.d`, then `/time` or 02:00.
  mutating func transition() -> POSIXTimeZone.Transition? {
    let day: POSIXTimeZone.Day
    if skip("J") {
      guard let number = number(digits: 1...3), (1...365).contains(number) else { return nil }
      day = .withoutLeapDay(number)
    } else if skip("M") {
      guard let month = number(digits: 1...2), (1...12).contains(month), skip("."),
        let week = number(digits: 1...1), (1...5).contains(week), skip("."),
        let weekday = number(digits: 1...1), (0...6).contains(weekday)
      else { return nil }
      day = .weekday(month: month, week: week, weekday: weekday)
    } else {
      guard let number = number(digits: 1...3), (0...365).contains(number) else { return nil }
      day = .fromZero(number)
    }
    var time = 7_200
    if skip("/") {
      // The C library takes times from -167 to 167 hours, for rules such as "the last day".
      guard let given = offset(maximumHours: 167) else { return nil }
      time = given
    }
    return POSIXTimeZone.Transition(day: day, time: time)
  }

  /// The decimal digits that stand there, at least one, their value taken as `most` when it is
  /// larger.
  private mutating func clampedNumber(atMost most: Int) -> Int? {
    let start = index
    var value = 0
    while let byte = peek, isDigit(byte) {
      // Kept at most `most` at each step, so that no count of digits overflows.
      value = min(value * 10 + Int(byte - 0x30), most)
      index += 1
    }
    return index > start ? value : nil
  }

  /// A number of `digits` decimal digits, as many as stand there up to the most.
  private mutating func number(digits: ClosedRange<Int>) -> Int? {
    var value = 0
    var count = 0
    while count < digits.upperBound, let byte = peek, isDigit(byte) {
      value = value * 10 + Int(byte - 0x30)
      count += 1
      index += 1
    }
    return digits.contains(count) ? value : nil
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
