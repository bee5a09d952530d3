import Foundation
import Glibc
import TaschPresentation
import TaschTestSupport
import Testing

/// The zone `TZ` names, in each of the forms the C library reads.
@Suite struct LocalTimeTests {
  @Test func nothingOrTheMachinesOwnFileIsTheMachinesZone() {
    #expect(LocalTime(tz: nil) == .system)
    #expect(LocalTime(tz: "/etc/localtime") == .system)
    #expect(LocalTime(tz: ":/etc/localtime") == .system)
  }

  /// The C library takes `TZ` set to nothing, with or without its colon, for UTC: only an
  /// unset `TZ` is the machine's zone.
  @Test func anEmptyValueIsUTC() {
    #expect(LocalTime(tz: "") == .zone(.gmt))
    #expect(LocalTime(tz: ":") == .zone(.gmt))
  }

  @Test func aNameWithOrWithoutAColonOrAPathIntoZoneinfoIsThatZone() throws {
    let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

    #expect(LocalTime(tz: "Asia/Kolkata") == .zone(kolkata))
    #expect(LocalTime(tz: ":Asia/Kolkata") == .zone(kolkata))
    #expect(LocalTime(tz: "/usr/share/zoneinfo/Asia/Tokyo") == .zone(tokyo))
    #expect(LocalTime(tz: ":/usr/share/zoneinfo/Asia/Tokyo") == .zone(tokyo))
    #expect(LocalTime(tz: "/usr/share/zoneinfo/posix/Asia/Tokyo") == .zone(tokyo))
    #expect(LocalTime(tz: "/usr/share/zoneinfo/right/Asia/Tokyo") == .zone(tokyo))
  }

  /// With its colon too: the C library drops the colon first, and Foundation would read
  /// `UTC+5` as five hours east.
  @Test(arguments: ["UTC+5", ":UTC+5"])
  func aRuleIsReadAsPOSIXSaysEvenWhereFoundationKnowsTheName(tz: String) throws {
    let fiveWest = LocalTime(tz: tz)

    #expect(fiveWest.zone(at: Date(timeIntervalSince1970: 0)).secondsFromGMT() == -18_000)
  }

  /// In 2006 the United States changed clocks on the first Sunday of April: the zone's file
  /// knows it, and comes first where the machine has it, as the C library reads it; the
  /// rule alone applies today's second Sunday of March to every year.
  @Test func aZonesFileComesBeforeARuleOfTheSameName() {
    let march2006 = Date(timeIntervalSince1970: 1_143_374_400)  // 2006-03-26 12:00 UTC

    let withFile = LocalTime(tz: "EST5EDT", hasZoneFile: { $0 == "EST5EDT" })
    let withoutFile = LocalTime(tz: "EST5EDT", hasZoneFile: { _ in false })

    #expect(withFile.zone(at: march2006).secondsFromGMT(for: march2006) == -18_000)
    #expect(withoutFile.zone(at: march2006).secondsFromGMT(for: march2006) == -14_400)
    #expect(
      LocalTime(tz: "Asia/Tokyo", hasZoneFile: { _ in false })
        == TimeZone(identifier: "Asia/Tokyo").map(LocalTime.zone))
  }

  /// Found by review: a named pipe named as a rule was read as the rule, while the C library,
  /// which it would have kept waiting, is given UTC.
  @Test func aNamedPipeNamedAsARuleIsUTCAsTheCLibraryIsGivenIt() throws {
    let folder = TemporaryFolder()
    #expect(mkfifo(folder.path + "/JST-9", 0o600) == 0)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/KST-9", withIntermediateDirectories: false)

    #expect(LocalTime.blocksTheCLibrary(tz: "JST-9", zoneFolder: folder.path))
    #expect(LocalTime(tz: "JST-9", zoneFolder: folder.path) == .zone(.gmt))
    #expect(LocalTime(tz: ":" + folder.path + "/JST-9") == .zone(.gmt))
    // A folder fails the C library at once, which then reads the rule, as tasch does.
    #expect(!LocalTime.blocksTheCLibrary(tz: "KST-9", zoneFolder: folder.path))
    #expect(LocalTime(tz: "KST-9", zoneFolder: folder.path) != .zone(.gmt))
  }

  /// Found by attack: `TZ=JST` showed Tokyo's time, as Foundation reads an abbreviation,
  /// where the C library, finding no zone of that name, shows UTC.
  @Test(arguments: ["JST", "PST", "BST", "US/Pacific-New", "Canada/East-Saskatchewan"])
  func aNameNoZoneHasIsUTC(name: String) {
    #expect(LocalTime(tz: name, hasZoneFile: { _ in false }) == .zone(.gmt))
  }

  /// `TZDIR` moves the zones' folder for the C library: a name is a zone's file only where it
  /// is in that folder, and a rule where it is not.
  @Test func zonesAreLookedForWhereTZDIRSays() throws {
    let zones = TemporaryFolder()
    try zones.write("", to: "EST5EDT")
    let empty = TemporaryFolder()

    #expect(LocalTime.hasZoneFile("EST5EDT", under: zones.path))
    #expect(!LocalTime.hasZoneFile("EST5EDT", under: empty.path))
    #expect(!LocalTime.hasZoneFile("", under: zones.path))
    #expect(LocalTime.hasZoneFile(zones.file("EST5EDT"), under: empty.path))
    let rule = try #require(POSIXTimeZone(parsing: "EST5EDT"))
    let eastern = try #require(TimeZone(identifier: "EST5EDT"))
    #expect(resolvedTime(["TZ": "EST5EDT", "TZDIR": empty.path]) == .rule(rule))
    #expect(resolvedTime(["TZ": "EST5EDT", "TZDIR": zones.path]) == .zone(eastern))
  }

  /// A named pipe as `TZ`, or under `TZDIR`, is no zone, and the time is UTC.
  ///
  /// Foundation reads a zone's file whatever it is: such a pipe kept `orders` waiting for ever.
  @Test func aNamedPipeIsNoZoneAndIsNeverRead() throws {
    let zones = TemporaryFolder()
    let pipe = zones.file("Pipe")
    #expect(mkfifo(pipe, 0o600) == 0)

    #expect(!LocalTime.hasZoneFile(pipe))
    #expect(resolvedTime(["TZ": pipe]) == .zone(.gmt))
    #expect(resolvedTime(["TZ": "Pipe", "TZDIR": zones.path]) == .zone(.gmt))
  }

  /// A path into `TZDIR` names the zone the C library reads from it, as one into `zoneinfo`.
  @Test func aPathIntoTZDIRNamesItsZone() throws {
    let zones = TemporaryFolder()
    try zones.write("", to: "Asia/Tokyo")
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

    #expect(
      resolvedTime(["TZ": zones.file("Asia/Tokyo"), "TZDIR": zones.path]) == .zone(tokyo))
  }

  private func resolvedTime(_ environment: [String: String]) -> LocalTime {
    LocaleResolver.resolve(option: nil, environment: environment).localTime
  }

  @Test func aRuleWithAColonIsARule() throws {
    let rule = try #require(POSIXTimeZone(parsing: "EST5EDT,M3.2.0,M11.1.0"))

    #expect(LocalTime(tz: ":EST5EDT,M3.2.0,M11.1.0") == .rule(rule))
  }

  /// POSIX allows 24 hours from UTC, where Foundation's zones stop at 18.
  @Test func aRuleFartherFromUTCThanFoundationsZonesIsShownAsItsClockReads() {
    let settings = LocaleResolver.resolve(option: "en_US", environment: ["TZ": "XXX-24"])
    let moment = Date(timeIntervalSince1970: 1_795_839_120)  // 2026-11-28 04:12 UTC

    #expect(Localization(settings).dateTime(moment) == "Nov 29, 2026 at 4:12\u{202F}AM")
  }

  /// Found by attack: Foundation counts days before 15 October 1582 as the Julian calendar
  /// does, and wrote 1 March 1500 as 20 February, where the files say 1500-03-01.
  @Test(arguments: [
    (-14_826_672_000, "UTC", "Mar 1, 1500 at 12:00\u{202F}AM"),
    (-62_135_596_800, "UTC", "Jan 1, 1 at 12:00\u{202F}AM"),
    (-12_219_379_200, "UTC", "Oct 14, 1582 at 12:00\u{202F}AM"),
    (-12_219_292_800, "UTC", "Oct 15, 1582 at 12:00\u{202F}AM"),
    (-14_826_672_000, "XXX-3", "Mar 1, 1500 at 3:00\u{202F}AM"),
    // Berlin's local mean time then, +0:53:28, where 1980's summer time is two hours.
    (-12_291_442_200, "Europe/Berlin", "Jul 1, 1580 at 11:23\u{202F}PM"),
    // New York's, −4:56:02, into the day before, and the year before.
    (-12_244_089_600, "America/New_York", "Dec 31, 1581 at 7:03\u{202F}PM"),
    // Two hours after the reform in UTC, the day before it in New York.
    (-12_219_285_600, "America/New_York", "Oct 14, 1582 at 9:03\u{202F}PM"),
  ])
  func momentsBeforeTheGregorianReformAreInTheProlepticGregorianCalendar(
    seconds: Double, tz: String, written: String
  ) {
    let settings = LocaleResolver.resolve(option: "en_US", environment: ["TZ": tz])

    #expect(
      Localization(settings).dateTime(Date(timeIntervalSince1970: seconds)) == written)
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
