import Foundation

/// How long work over many items is shared among the cores: a few parts for each core, taken
/// by whichever is free, so that one slowed by other work does not hold up the rest.
enum CoreParts {
  /// How many parts `total` items make: at least one, and none of fewer than a few thousand
  /// items, which are not worth a thread of their own.
  static func count(of total: Int) -> Int {
    max(1, min(4 * ProcessInfo.processInfo.activeProcessorCount, total / 4_096))
  }
}
