import Foundation

/// How long work over many items is shared among the cores: many small parts for each core,
/// taken by whichever is free, so that one slowed by other work does not hold up the rest, and
/// the last part, which one core works alone, is short.
public enum CoreParts {
  /// How many parts `total` items make: at least one, and none of fewer than `minimumItems`,
  /// which are not worth a thread of their own.
  public static func count(of total: Int) -> Int {
    // Asked before the cores: counting them reads the control group's files every time.
    guard total >= 2 * minimumItems else { return 1 }
    return max(1, min(partsPerCore * cores, total / minimumItems))
  }

  /// The cores this process may use, counted once.
  public static let cores = ProcessInfo.processInfo.activeProcessorCount

  /// How many parts each core gets of work large enough.
  public static let partsPerCore = 16

  /// The fewest items a part holds, when there are more parts than one.
  public static let minimumItems = 1_024
}
