import Dispatch
import Foundation
import Synchronization

extension RandomAccessCollection where Self: Sendable, Index == Int {
  /// `transform` of each element, in order; many elements are worked out in parts, one on
  /// each core, so that a script listing 100,000 rows does not wait on one core alone.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    let total = count
    let partCount = Swift.min(
      ProcessInfo.processInfo.activeProcessorCount, total / Self.partMinimum)
    guard partCount > 1 else { return map(transform) }
    let first = startIndex
    let parts = Mutex([[Result]](repeating: [], count: partCount))
    DispatchQueue.concurrentPerform(iterations: partCount) { part in
      let offsets = total * part / partCount..<total * (part + 1) / partCount
      let results = offsets.map { transform(self[first + $0]) }
      parts.withLock { $0[part] = results }
    }
    return parts.withLock { $0 }.flatMap { $0 }
  }

  /// Fewer elements than this are not worth a thread of their own.
  private static var partMinimum: Int { 4_096 }
}
