import Foundation

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
  /// zone's name with or without a leading `:`, or a path into a `zoneinfo` folder; `/etc/
  /// localtime` or nothing is the machine's own zone; anything else is UTC, as the C library
  /// takes it.
  public init(tz: String?) {
    guard var name = tz, !name.isEmpty else {
      self = .system
      return
    }
    if let rule = POSIXTimeZone(parsing: name) {
      self = .rule(rule)
      return
    }
    if name.hasPrefix(":") { name.removeFirst() }
    if name.isEmpty || name == "/etc/localtime" {
      self = .system
    } else if let zone = TimeZone(identifier: Self.zoneName(of: name)) {
      self = .zone(zone)
    } else {
      self = .zone(.gmt)
    }
  }

  /// The zone at `date`: a rule's offset changes over the year.
  public func zone(at date: Date) -> TimeZone {
    switch self {
    case .system: Self.machineZone
    case .zone(let zone): zone
    case .rule(let rule): TimeZone(secondsFromGMT: rule.secondsFromGMT(at: date)) ?? .gmt
    }
  }

  /// A zone's name from a path into a `zoneinfo` folder: `Asia/Tokyo` from
  /// `/usr/share/zoneinfo/Asia/Tokyo`; any other name as it is.
  private static func zoneName(of name: String) -> String {
    guard let folder = name.range(of: "zoneinfo/", options: .backwards) else { return name }
    return String(name[folder.upperBound...])
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
