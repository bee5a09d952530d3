import Foundation

/// How long work over many items is shared among the cores: many small parts for each core,
/// taken by whichever is free, so that one slowed by other work does not hold up the rest, and
/// the last part, which one core works alone, is short.
enum CoreParts {
  /// How many parts `total` items make: at least one, and none of fewer than a thousand items,
  /// which are not worth a thread of their own.
  static func count(of total: Int) -> Int {
    max(1, min(16 * ProcessInfo.processInfo.activeProcessorCount, total / 1_024))
  }
}
