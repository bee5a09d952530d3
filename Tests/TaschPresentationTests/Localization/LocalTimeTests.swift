import Foundation
import TaschPresentation
import Testing

/// The zone `TZ` names, in each of the forms the C library reads.
@Suite struct LocalTimeTests {
  @Test func nothingOrTheMachinesOwnFileIsTheMachinesZone() {
    #expect(LocalTime(tz: nil) == .system)
    #expect(LocalTime(tz: "") == .system)
    #expect(LocalTime(tz: ":/etc/localtime") == .system)
    #expect(LocalTime(tz: ":") == .system)
  }

  @Test func aNameWithOrWithoutAColonOrAPathIntoZoneinfoIsThatZone() throws {
    let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

    #expect(LocalTime(tz: "Asia/Kolkata") == .zone(kolkata))
    #expect(LocalTime(tz: ":Asia/Kolkata") == .zone(kolkata))
    #expect(LocalTime(tz: "/usr/share/zoneinfo/Asia/Tokyo") == .zone(tokyo))
    #expect(LocalTime(tz: ":/usr/share/zoneinfo/Asia/Tokyo") == .zone(tokyo))
  }

  @Test func aRuleIsReadAsPOSIXSaysEvenWhereFoundationKnowsTheName() throws {
    let fiveWest = LocalTime(tz: "UTC+5")

    #expect(fiveWest.zone(at: Date(timeIntervalSince1970: 0)).secondsFromGMT() == -18_000)
  }

  @Test func whatNamesNoZoneIsUTCAsTheCLibraryTakesIt() {
    #expect(LocalTime(tz: "Nowhere/Such").zone(at: Date()).secondsFromGMT() == 0)
  }

  @Test func momentsAreShownInTheZoneOfTheEnvironmentsTZ() {
    let settings = LocaleResolver.resolve(
      option: "en_US", environment: ["TZ": "EST5EDT,M3.2.0,M11.1.0"])
    let moment = Date(timeIntervalSince1970: 1_795_839_120)  // 2026-11-28 04:12 UTC

    #expect(settings.localTime == LocalTime(tz: "EST5EDT,M3.2.0,M11.1.0"))
    #expect(Localization(settings).dateTime(moment) == "Nov 27, 2026 at 11:12\u{202F}PM")
  }
}
