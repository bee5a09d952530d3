import Foundation
import Glibc

/// The zone the user's clock keeps, as `TZ` names it and the C library reads it, so that a
/// moment reads as every other program on the machine shows it.
///
/// Foundation reads `TZ` only as a zone's name: `:Asia/Kolkata`, a path such as
/// `/usr/share/zoneinfo/Asia/Tokyo` or a POSIX rule such as `UTC+5` would be shown in UTC, or
/// five hours the wrong way. Tasch reads each form itself, as `LocaleResolver` reads the
/// locale.
public enum LocalTime: Hashable, Sendable {
  /// The machine's own zone, `TZ` being unset or naming `/etc/localtime`.
  case system
  /// A zone by its name.
  case zone(TimeZone)
  /// A zone written as a POSIX rule.
  case rule(POSIXTimeZone)

  /// The zone `tz`, the value of `TZ`, names: a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`), a
  /// zone's name, or a path into a `zoneinfo` folder, each with or without a leading `:`;
  /// nothing (`TZ` unset) or `/etc/localtime` is the machine's own zone; an empty value, and
  /// anything else, is UTC, as the C library takes it.
  ///
  /// As in the C library, a zone's file comes before a rule of the same name: `EST5EDT` is
  /// the zone whose file keeps the dates its rules changed on, where the rule alone would
  /// apply today's rules to every year. `hasZoneFile` says whether the machine has the file a
  /// name names.
  ///
  /// `zoneFolder`, the value of `TZDIR`, is where zones' files are, as for the C library;
  /// `hasZoneFile` tells whether a name is one there, by default by looking.
  public init(
    tz: String?, zoneFolder: String? = nil, hasZoneFile: ((String) -> Bool)? = nil
  ) {
    let hasZoneFile = hasZoneFile ?? { Self.hasZoneFile($0, under: zoneFolder) }
    guard var name = tz else {
      self = .system
      return
    }
    // The C library drops the colon before anything else, then reads a file or a rule alike:
    // `:UTC+5` is the rule five hours west, not a name Foundation reads five hours east.
    if name.hasPrefix(":") { name.removeFirst() }
    // Foundation reads a zone's file whatever it is: a named pipe would keep it waiting.
    let zone =
      name.isEmpty || Self.namesAFileOfAnotherKind(name, under: zoneFolder)
        || Self.namesAFileOfAnotherKind(Self.zoneName(of: name, in: zoneFolder), under: zoneFolder)
      ? nil : TimeZone(identifier: Self.zoneName(of: name, in: zoneFolder))
    if name == "/etc/localtime" {
      self = .system
    } else if Self.blocksTheCLibrary(tz: name, zoneFolder: zoneFolder) {
      // UTC, as the C library then reads it (`blocksTheCLibrary`): never a rule of its name.
      self = .zone(.gmt)
    } else if let zone, hasZoneFile(name) {
      self = .zone(zone)
    } else if let rule = POSIXTimeZone(parsing: name) {
      self = .rule(rule)
    } else if let zone, TimeZone.knownTimeZoneIdentifiers.contains(zone.identifier) {
      // A zone's name whose file the machine lacks (no zone files installed, or `TZDIR` naming
      // a folder without it): Foundation's own data has it.
      self = .zone(zone)
    } else {
      // Any other name is UTC to the C library, whatever Foundation would make of it: `JST`
      // as an abbreviation, `US/Pacific-New` from its own list of names no zone has now.
      self = .zone(.gmt)
    }
  }

  /// Whether the C library, reading `tz` (the value of `TZ`), would open something that is not
  /// a file.
  ///
  /// ICU and `gmtime_r` have it read `TZ` itself: a named pipe or a device there would keep it
  /// waiting for ever (a folder fails at once). Tasch reads such a `TZ` as UTC
  /// (`init(tz:zoneFolder:hasZoneFile:)`).
  public static func blocksTheCLibrary(tz: String?, zoneFolder: String?) -> Bool {
    guard var name = tz else { return false }
    if name.hasPrefix(":") { name.removeFirst() }
    guard !name.isEmpty, let kind = fileKind(of: name, under: zoneFolder) else { return false }
    return kind != S_IFREG && kind != S_IFDIR
  }

  /// Whether `name` is a file of the machine's zones, as the C library looks for it: the path
  /// itself when it starts with `/`, else under `zoneFolder`, the value of `TZDIR`, which moves
  /// the zones' folder for the C library; unset or empty, it is `/usr/share/zoneinfo`.
  public static func hasZoneFile(_ name: String, under zoneFolder: String? = nil) -> Bool {
    fileKind(of: name, under: zoneFolder) == S_IFREG
  }

  /// Whether `name`, where `hasZoneFile` looks for it, is there as something other than a
  /// file: a named pipe, a device, a folder, which no zone is read from.
  static func namesAFileOfAnotherKind(_ name: String, under zoneFolder: String? = nil) -> Bool {
    fileKind(of: name, under: zoneFolder).map { $0 != S_IFREG } ?? false
  }

  /// The kind (`S_IFREG`, `S_IFIFO`, …) of what `name` names where `hasZoneFile` looks for
  /// it, links followed; `nil` when nothing is there.
  private static func fileKind(of name: String, under zoneFolder: String?) -> mode_t? {
    let folder = zoneFolder.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    let path = name.hasPrefix("/") ? name : folder + "/" + name
    var status = stat()
    guard !path.contains("\0"), stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// `date` and the zone to write it in, so that it reads as this zone's clock shows it.
  ///
  /// A rule's moment is shifted by its offset and written in UTC: Foundation's zones stop 18
  /// hours from UTC, where a POSIX rule may go to 24, and 25 in daylight time. Only a style that
  /// shows no zone's name may write the shifted moment.
  func wallClock(of date: Date) -> (moment: Date, zone: TimeZone) {
    guard case .rule(let rule) = self else { return (date, zone(at: date)) }
    return (date.addingTimeInterval(TimeInterval(rule.secondsFromGMT(at: date))), .gmt)
  }

  /// The zone at `date`: a rule's offset changes over the year; one beyond Foundation's 18
  /// hours is UTC, which `wallClock(of:)` writes moments around.
  public func zone(at date: Date) -> TimeZone {
    switch self {
    case .system: Self.machineZone
    case .zone(let zone): zone
    case .rule(let rule): TimeZone(secondsFromGMT: rule.secondsFromGMT(at: date)) ?? .gmt
    }
  }

  /// A zone's name from a path into the zones' folder, `zoneFolder` or any `zoneinfo`:
  /// `Asia/Tokyo` from `/usr/share/zoneinfo/Asia/Tokyo`, and from its `posix/` and `right/`
  /// copies; any other name as it is.
  private static func zoneName(of name: String, in zoneFolder: String? = nil) -> String {
    let zone: Substring
    if let zoneFolder, !zoneFolder.isEmpty, name.hasPrefix(zoneFolder + "/") {
      zone = name.dropFirst(zoneFolder.count + 1)
    } else if let folder = name.range(of: "zoneinfo/", options: .backwards) {
      zone = name[folder.upperBound...]
    } else {
      return name
    }
    for copies in ["posix/", "right/"] where zone.hasPrefix(copies) {
      return String(zone.dropFirst(copies.count))
    }
    return String(zone)
  }

  /// The machine's zone, as `/etc/localtime` links to it: Foundation's own reading goes by
  /// `TZ` first, and takes a `TZ` it cannot read for UTC.
  private static let machineZone: TimeZone = {
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
      target.contains("zoneinfo/"), let zone = TimeZone(identifier: zoneName(of: target))
    {
      return zone
    }
    return .current
  }()
}
