import Foundation
import TaschPresentation
import Testing

/// `TZ` written as a POSIX rule, read as the C library reads it.
@Suite struct POSIXTimeZoneTests {
  /// The moment `text` (ISO 8601, UTC) writes.
  private func moment(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  private func offset(_ rule: String, at text: String) throws -> Int {
    try #require(POSIXTimeZone(parsing: rule)).secondsFromGMT(at: moment(text))
  }

  @Test func anOffsetCountsHoursWestOfUTC() throws {
    #expect(try offset("UTC+5", at: "2026-11-28T04:12:00Z") == -5 * 3_600)
    #expect(try offset("<+0530>-5:30", at: "2026-11-28T04:12:00Z") == 19_800)
    #expect(try offset("ABC-0:45:30", at: "2026-06-01T00:00:00Z") == 2_730)
  }

  @Test func daylightSavingStartsAndEndsAtTheRulesMomentsInLocalTime() throws {
    let newYork = "EST5EDT,M3.2.0,M11.1.0"
    // In 2026 it starts on Sunday, March 8, at 2:00 EST, and ends on Sunday, November 1, at
    // 2:00 EDT.
    #expect(try offset(newYork, at: "2026-03-08T06:59:59Z") == -18_000)
    #expect(try offset(newYork, at: "2026-03-08T07:00:00Z") == -14_400)
    #expect(try offset(newYork, at: "2026-11-01T05:59:59Z") == -14_400)
    #expect(try offset(newYork, at: "2026-11-01T06:00:00Z") == -18_000)
    #expect(try offset("EST5EDT", at: "2026-07-01T12:00:00Z") == -14_400, "the C library's rules")
  }

  @Test func southOfTheEquatorDaylightSavingSpansTheNewYear() throws {
    let sydney = "AEST-10AEDT,M10.1.0,M4.1.0/3"
    #expect(try offset(sydney, at: "2026-01-15T00:00:00Z") == 39_600)
    #expect(try offset(sydney, at: "2026-07-15T00:00:00Z") == 36_000)
    // The moments of change, as the C library reads the rule: 3:00 AEDT, then 2:00 AEST.
    #expect(try offset(sydney, at: "2026-04-04T15:59:59Z") == 39_600)
    #expect(try offset(sydney, at: "2026-04-04T16:00:00Z") == 36_000)
    #expect(try offset(sydney, at: "2026-10-03T15:59:59Z") == 36_000)
    #expect(try offset(sydney, at: "2026-10-03T16:00:00Z") == 39_600)
  }

  /// A time of change may be negative: -2 is 22:00 of the day before (Nuuk's rule).
  @Test func aNegativeTimeOfChangeIsOnTheDayBefore() throws {
    let nuuk = "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1"
    #expect(try offset(nuuk, at: "2026-03-29T00:59:59Z") == -10_800)
    #expect(try offset(nuuk, at: "2026-03-29T01:00:00Z") == -7_200)
    #expect(try offset(nuuk, at: "2026-10-25T00:59:59Z") == -7_200)
    #expect(try offset(nuuk, at: "2026-10-25T01:00:00Z") == -10_800)
  }

  @Test func daysCountedWithAndWithoutTheLeapDay() throws {
    // J60 is March 1 in every year; 59 (from zero) is February 29 in a leap year.
    let julian = "STD0DST,J60/0,J300/0"
    #expect(try offset(julian, at: "2028-02-29T23:59:59Z") == 0)
    #expect(try offset(julian, at: "2028-03-01T00:00:00Z") == 3_600)
    let fromZero = "STD0DST,59/0,300/0"
    #expect(try offset(fromZero, at: "2028-02-29T00:00:00Z") == 3_600)
    #expect(try offset(fromZero, at: "2027-02-28T23:59:59Z") == 0)
  }

  @Test func theLastWeekIsTheLastSuchWeekdayOfTheMonth() throws {
    // Europe: the last Sunday of March, at 1:00 UTC (2:00 CET).
    let berlin = "CET-1CEST,M3.5.0,M10.5.0/3"
    #expect(try offset(berlin, at: "2026-03-29T00:59:59Z") == 3_600)
    #expect(try offset(berlin, at: "2026-03-29T01:00:00Z") == 7_200)
  }

  @Test(arguments: [
    "", "UTC", "Asia/Kolkata", "AB+5", "UTC+", "UTC+5:", "<+05-5", "<+0>-5",
    "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0",
    "EST5EDT,J0,J100", "EST5EDT,366,1", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,M11.1.0,", "EST5 EDT",
    "EST5EDT,M3.2.0/168,M11.1.0",
  ])
  func whatIsNotAPOSIXRuleIsNone(text: String) {
    #expect(POSIXTimeZone(parsing: text) == nil)
  }

  /// As the C library reads them, and `date` shows them: hours past 24 are 24, minutes and
  /// seconds past 59 are 59, however many digits they have.
  @Test(arguments: [
    ("UTC+25", -86_400), ("UTC-25", 86_400), ("UTC+5:60", -21_540), ("UTC+5:0060", -21_540),
    ("UTC+0005", -18_000), ("EST99999999999999999999", -86_400), ("UTC+1:2:99", -3_779),
    ("<ABC>+24:59:59", -89_999),
  ])
  func anOffsetPastItsLimitsIsTakenAtThem(text: String, secondsFromGMT: Int) throws {
    let rule = try #require(POSIXTimeZone(parsing: text))

    #expect(rule.secondsFromGMT(at: Date(timeIntervalSince1970: 0)) == secondsFromGMT)
  }

  @Test func aMomentPastTheCalendarsYearsIsInStandardTime() throws {
    let rule = try #require(POSIXTimeZone(parsing: "EST5EDT"))

    #expect(rule.secondsFromGMT(at: .distantFuture) == -18_000)
    #expect(rule.secondsFromGMT(at: Date(timeIntervalSince1970: .infinity)) == -18_000)
  }
}
