import Dispatch
import Glibc

/// The sort orders an index keeps ready, with `CatalogueQuery`'s rules: ties in catalogue
/// order, both ways.
///
/// Keys are made into unsigned numbers whose order is the keys' order, and sorted by radix,
/// which is stable: positions start in catalogue order, so ties stay in it.
enum IndexSorting {
  /// Positions `0..<keys.count` in ascending order of `keys`, ties by position.
  static func ascending(_ keys: [UInt64]) -> [UInt32] {
    radixSort((0..<keys.count).map { UInt32($0) }, by: keys)
  }

  /// Positions in ascending order of `primary`, then of `secondary`, ties by position.
  static func ascending(_ primary: [UInt64], then secondary: [UInt64]) -> [UInt32] {
    radixSort(ascending(secondary), by: primary)
  }

  /// The opposite of the order `ascending`, with each run of positions that `isSameKey` holds
  /// equal still in catalogue order.
  static func reversed(_ ascending: [UInt32], isSameKey: (Int, Int) -> Bool) -> [UInt32] {
    var reversed: [UInt32] = []
    reversed.reserveCapacity(ascending.count)
    var end = ascending.count
    while end > 0 {
      var start = end - 1
      while start > 0, isSameKey(Int(ascending[start - 1]), Int(ascending[end - 1])) {
        start -= 1
      }
      reversed += ascending[start..<end]
      end = start
    }
    return reversed
  }

  /// Positions in ascending order of byte strings, where `bytes[offsets[i]..<offsets[i + 1]]`
  /// is the key of position `i`: byte by byte, a key that begins another first, ties by
  /// position.
  static func ascending(byteKeys bytes: [UInt8], offsets: [Int]) -> [UInt32] {
    let count = offsets.count - 1
    // The first eight bytes of each key, as one number, order most keys; the runs that share
    // them are ordered by the rest.
    let prefixes = (0..<count).map { position in
      var prefix: UInt64 = 0
      for index in 0..<8 {
        let offset = offsets[position] + index
        prefix = prefix << 8 | UInt64(offset < offsets[position + 1] ? bytes[offset] : 0)
      }
      return prefix
    }
    var order = ascending(prefixes)
    var runs: [Range<Int>] = []
    var start = 0
    while start < count {
      var end = start + 1
      while end < count, prefixes[Int(order[end])] == prefixes[Int(order[start])] { end += 1 }
      if end - start > 1 { runs.append(start..<end) }
      start = end
    }
    sort(runs, of: &order) { lhs, rhs in
      let comparison = compareBytes(Int(lhs), Int(rhs), bytes, offsets)
      return comparison != 0 ? comparison < 0 : lhs < rhs
    }
    return order
  }

  /// Sorts each of `runs`, ranges of `order` apart from each other, by `areInIncreasingOrder`,
  /// a total order; the runs are shared among the cores, many parts for each, whole runs in
  /// each part, so that a long sort does not keep one core busy while the others wait.
  private static func sort(
    _ runs: [Range<Int>], of order: inout [UInt32],
    by areInIncreasingOrder: @escaping @Sendable (UInt32, UInt32) -> Bool
  ) {
    let total = runs.reduce(0) { $0 + $1.count }
    let partCount = CoreParts.count(of: total)
    // A run goes to the part its first element falls in, were the elements shared evenly.
    var shared = [[Range<Int>]](repeating: [], count: partCount)
    var before = 0
    for run in runs {
      shared[before * partCount / max(total, 1)].append(run)
      before += run.count
    }
    let parts = shared
    order.withUnsafeMutableBufferPointer { order in
      // Safe to share: each part sorts only its own runs, ranges apart from every other
      // part's, and `concurrentPerform` returns only once every part is done, inside the
      // closure that lends the buffer.
      nonisolated(unsafe) let order = order
      DispatchQueue.concurrentPerform(iterations: partCount) { part in
        for run in parts[part] {
          var elements = UnsafeMutableBufferPointer(rebasing: order[run])
          elements.sort(by: areInIncreasingOrder)
        }
      }
    }
  }

  /// Compares the byte keys of two positions: negative, zero or positive, as `memcmp`.
  static func compareBytes(_ lhs: Int, _ rhs: Int, _ bytes: [UInt8], _ offsets: [Int]) -> Int {
    let left = offsets[lhs]..<offsets[lhs + 1]
    let right = offsets[rhs]..<offsets[rhs + 1]
    let shared = min(left.count, right.count)
    let order = bytes.withUnsafeBytes { bytes -> Int32 in
      guard shared > 0, let base = bytes.baseAddress else { return 0 }
      return memcmp(base + left.lowerBound, base + right.lowerBound, shared)
    }
    return order != 0 ? Int(order) : left.count - right.count
  }

  /// `positions` stably sorted by `keys[position]`, sixteen bits at a time from the lowest;
  /// a digit all keys share is skipped.
  private static func radixSort(_ positions: [UInt32], by keys: [UInt64]) -> [UInt32] {
    var current = positions
    var next = [UInt32](repeating: 0, count: positions.count)
    var counts = [Int](repeating: 0, count: 1 << 16)
    for shift in stride(from: 0, to: 64, by: 16) {
      for index in counts.indices { counts[index] = 0 }
      for key in keys { counts[Int(truncatingIfNeeded: key >> UInt64(shift)) & 0xFFFF] += 1 }
      guard !counts.contains(keys.count) else { continue }
      var total = 0
      for digit in counts.indices {
        let count = counts[digit]
        counts[digit] = total
        total += count
      }
      for position in current {
        let digit = Int(truncatingIfNeeded: keys[Int(position)] >> UInt64(shift)) & 0xFFFF
        next[counts[digit]] = position
        counts[digit] += 1
      }
      swap(&current, &next)
    }
    return current
  }
}
