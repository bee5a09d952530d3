import Foundation
import Testing

@testable import TaschJSON

@Suite struct ISO8601TimestampTests {
  // MARK: - Reading

  @Test(
    arguments: [
      ("2026-11-22T10:00:00.250Z", 1_795_341_600_250),
      ("2026-11-22T10:00:00Z", 1_795_341_600_000),
      ("2026-11-22T11:00:00+01:00", 1_795_341_600_000),
      ("2026-11-22T11:00:00+0100", 1_795_341_600_000),
      ("2026-11-22T04:30:00-05:30", 1_795_341_600_000),
      ("2026-11-22T10:00:00.5Z", 1_795_341_600_500),
      ("2026-11-22T10:00:00.1234567891Z", 1_795_341_600_123),
      ("1970-01-01T00:00:00Z", 0),
      ("1969-12-31T23:59:59.999Z", -1),
      ("2024-02-29T00:00:00Z", 1_709_164_800_000),
      ("2000-02-29T00:00:00Z", 951_782_400_000),
      ("0001-01-01T00:00:00Z", -62_135_596_800_000),
      ("9999-12-31T23:59:59.999Z", 253_402_300_799_999),
    ] as [(String, Int64)])
  func readsAMomentInUTC(text: String, milliseconds: Int64) {
    #expect(Self.milliseconds(of: text) == milliseconds)
  }

  @Test func keepsAFractionOfASecondToTheNanosecond() throws {
    let moment = try #require(ISO8601Timestamp.moment(of: "1969-12-31T23:59:59.123456789Z"))
    #expect(moment.seconds == -1)
    #expect(moment.nanoseconds == 123_456_789)
  }

  @Test(arguments: [
    "2026-02-31T23:59:59Z", "2026-02-29T00:00:00Z", "2100-02-29T00:00:00Z",
    "2026-04-31T00:00:00Z", "2026-11-00T00:00:00Z", "2026-13-01T00:00:00Z",
    "2026-00-01T00:00:00Z", "0000-12-31T00:00:00Z", "2026-11-26T24:00:00Z",
    "2026-11-26T23:60:00Z", "2026-11-26T23:59:60Z", "2026-11-26T23:59:99Z",
    "2026-11-26T10:00:00", "2026-11-26T10:00:00.Z", "2026-11-26T10:00:00+24:00",
    "2026-11-26T10:00:00+01:60", "2026-11-26T10:00:00+1", "2026-11-26T10:00:00Zx",
    "2026-11-26t10:00:00Z", "2026-11-26 10:00:00Z", "2026-11-26", "", "soon",
    "+2026-11-26T10:00:00Z", "2026-1-26T10:00:00Z", "２０２６-11-26T10:00:00Z",
    "0001-01-01T00:00:00+00:01",
  ])
  func refusesWhatIsNotARealMoment(text: String) {
    #expect(ISO8601Timestamp.moment(of: text) == nil)
  }

  // MARK: - Writing

  @Test func writesUTCToTheMillisecond() {
    #expect(
      ISO8601Timestamp.text(millisecondsSince1970: 1_795_341_600_250) == "2026-11-22T10:00:00.250Z")
    #expect(ISO8601Timestamp.text(millisecondsSince1970: -1) == "1969-12-31T23:59:59.999Z")
    #expect(ISO8601Timestamp.text(millisecondsSince1970: 0) == "1970-01-01T00:00:00.000Z")
  }

  @Test func roundsToTheNearestMillisecondAndKeepsToTheYearsItReads() {
    #expect(
      ISO8601Timestamp.text(secondsSince1970: 1_795_341_600.4319999) == "2026-11-22T10:00:00.432Z")
    #expect(ISO8601Timestamp.text(secondsSince1970: -1e20) == "0001-01-01T00:00:00.000Z")
    #expect(ISO8601Timestamp.text(secondsSince1970: 1e20) == "9999-12-31T23:59:59.999Z")
    #expect(ISO8601Timestamp.text(secondsSince1970: .nan) == "1970-01-01T00:00:00.000Z")
  }

  /// A moment read and written again is the same moment, however often: the millisecond does
  /// not move back with each rewrite.
  @Test func aMomentReadAndWrittenAgainStaysTheSame() throws {
    var text = ISO8601Timestamp.text(secondsSince1970: 1_795_000_000.432)
    for _ in 0..<20 {
      let seconds = try #require(ISO8601Timestamp.secondsSince1970(of: text))
      text = ISO8601Timestamp.text(secondsSince1970: seconds)
    }
    #expect(text == "2026-11-18T11:06:40.432Z")
  }

  /// Moments all through the years 1 to 9999, and at their edges, reads back as written,
  /// and from 1583, when Foundation's calendar is the Gregorian one too, its fields are
  /// Foundation's.
  @Test func everyMomentRoundTripsAndAgreesWithFoundationsCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let range = ISO8601Timestamp.milliseconds
    // Two thousand moments spread over the years, each at another time of day.
    let step = (range.upperBound - range.lowerBound) / 2_000
    let spread = (0..<2_000).map { index in
      range.lowerBound + Int64(index) * step + Int64(index) * 7_919_123 % 86_400_000
    }
    let moments = [range.lowerBound, range.upperBound, 0, -1, 951_782_400_000] + spread
    for moment in moments {
      let text = ISO8601Timestamp.text(millisecondsSince1970: moment)
      #expect(Self.milliseconds(of: text) == moment, "\(text)")
      let date = Date(timeIntervalSince1970: Double(moment) / 1_000)
      let fields = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date)
      guard let year = fields.year, year >= 1583 else { continue }
      let expected = String(
        format: "%04d-%02d-%02dT%02d:%02d:%02d", year, fields.month ?? 0, fields.day ?? 0,
        fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0)
      #expect(text.hasPrefix(expected), "\(text) against \(expected)")
    }
  }

  /// The moment `text` writes in milliseconds from 1970, the fraction cut to the millisecond.
  private static func milliseconds(of text: String) -> Int64? {
    ISO8601Timestamp.moment(of: text).map { $0.seconds * 1_000 + $0.nanoseconds / 1_000_000 }
  }
}
