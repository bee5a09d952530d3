import Dispatch
import TaschParallel

/// The sort orders an index keeps ready, with `CatalogueQuery`'s rules: ties in catalogue
/// order, both ways.
///
/// Keys are made into unsigned numbers whose order is the keys' order, and sorted by radix,
/// which is stable: positions start in catalogue order, so ties stay in it.
enum IndexSorting {
  /// Positions `0..<keys.count` in ascending order of `keys`, ties by position.
  static func ascending<Keys: Collection<UInt64>>(_ keys: Keys) -> [UInt32] {
    radixSort(keyed(keys)).mapInHugePages(\.position)
  }

  /// Positions `0..<keys.count` in ascending order of `keys` and in the opposite order, ties
  /// by position both ways.
  static func bothWays<Keys: Collection<UInt64>>(_ keys: Keys) -> (
    ascending: [UInt32], reversed: [UInt32]
  ) {
    let sorted = radixSort(keyed(keys))
    // The keys travel with the positions, so ties are found side by side, not looked up.
    return bothWays(sorted) { sorted[$0].key == sorted[$0 + 1].key }
  }

  /// Positions in ascending order of `primary`, then of `secondary`, and in the opposite
  /// order, ties by position both ways.
  static func bothWays(_ primary: [UInt64], then secondary: [UInt64]) -> (
    ascending: [UInt32], reversed: [UInt32]
  ) {
    var bySecondary = radixSort(keyed(secondary))
    // Sorted again by the primary key, stably: positions of equal primary keys stay in the
    // order of their secondary keys.
    for index in bySecondary.indices {
      bySecondary[index].key = primary[Int(bySecondary[index].position)]
    }
    let sorted = radixSort(bySecondary)
    return bothWays(sorted) {
      sorted[$0].key == sorted[$0 + 1].key
        && secondary[Int(sorted[$0].position)] == secondary[Int(sorted[$0 + 1].position)]
    }
  }

  /// The positions of `sorted`, and the opposite order, in which each run of positions whose
  /// keys `isSameKeyAsNext` says are equal keeps catalogue order.
  private static func bothWays(
    _ sorted: [KeyedPosition], isSameKeyAsNext: (Int) -> Bool
  ) -> (ascending: [UInt32], reversed: [UInt32]) {
    let ascending = sorted.mapInHugePages(\.position)
    return (ascending, reversed(ascending, isSameKeyAsNext: isSameKeyAsNext))
  }

  /// The opposite of the order `ascending`, with each run of positions of equal keys still in
  /// catalogue order; `isSameKeyAsNext(i)` tells whether `ascending[i]` and `ascending[i + 1]`
  /// have equal keys.
  static func reversed(_ ascending: [UInt32], isSameKeyAsNext: (Int) -> Bool) -> [UInt32] {
    var reversed: [UInt32] = []
    reversed.reserveCapacityInHugePages(ascending.count)
    var end = ascending.count
    while end > 0 {
      var start = end - 1
      while start > 0, isSameKeyAsNext(start - 1) { start -= 1 }
      reversed += ascending[start..<end]
      end = start
    }
    return reversed
  }

  /// Each key of `keys` with its position, in order: made as they are read, never copied
  /// into an array of keys first.
  private static func keyed<Keys: Collection<UInt64>>(_ keys: Keys) -> [KeyedPosition] {
    var keyed: [KeyedPosition] = []
    keyed.reserveCapacityInHugePages(keys.count)
    for (position, key) in keys.enumerated() {
      keyed.append(KeyedPosition(key: key, position: UInt32(truncatingIfNeeded: position)))
    }
    return keyed
  }

  /// Positions in ascending order of byte strings, where `bytes[offsets[i]..<offsets[i + 1]]`
  /// is the key of position `i`: byte by byte, a key that begins another first, ties by
  /// position; with whether each position's key equals the next one's in that order.
  static func ascending(byteKeys bytes: [UInt8], offsets: [Int]) -> (
    order: [UInt32], tiesWithNext: [Bool]
  ) {
    let count = offsets.count - 1
    // The first eight bytes of each key, as one number, order most keys; the runs that share
    // them are ordered by the rest.
    let prefixes = bytes.withUnsafeBytes { bytes in
      (0..<count).mapInHugePages {
        ByteKeyChunk(bytes, offsets[$0]..<offsets[$0 + 1], from: 0).bytes
      }
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
    // A key alone with its first eight bytes equals neither neighbour.
    var tiesWithNext = [Bool](repeating: false, count: count)
    sort(runs, of: &order, tiesWithNext: &tiesWithNext) { run, ties in
      bytes.withUnsafeBytes {
        ByteKeyChunk.sort(run, tiesWithNext: ties, keys: $0, offsets: offsets)
      }
    }
    return (order, tiesWithNext)
  }

  /// Sorts each of `runs`, ranges of `order` apart from each other, with `sortRun`, which
  /// marks ties in the same range of `tiesWithNext`; the runs are shared among the cores, many
  /// parts for each, whole runs in each part, so that a long sort does not keep one core busy
  /// while the others wait.
  private static func sort(
    _ runs: [Range<Int>], of order: inout [UInt32], tiesWithNext: inout [Bool],
    with sortRun:
      @escaping @Sendable (UnsafeMutableBufferPointer<UInt32>, UnsafeMutableBufferPointer<Bool>)
      -> Void
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
      tiesWithNext.withUnsafeMutableBufferPointer { ties in
        // Safe to share: each part sorts only its own runs, ranges apart from every other
        // part's, and `concurrentPerform` returns only once every part is done, inside the
        // closures that lend the buffers.
        nonisolated(unsafe) let (order, ties) = (order, ties)
        DispatchQueue.concurrentPerform(iterations: partCount) { part in
          for run in parts[part] {
            sortRun(
              UnsafeMutableBufferPointer(rebasing: order[run]),
              UnsafeMutableBufferPointer(rebasing: ties[run]))
          }
        }
      }
    }
  }

  /// `keyed` stably sorted by key, eleven bits at a time from the lowest.
  ///
  /// Each key travels with its position, so no pass looks a key up far away; the counts of
  /// every digit are taken in one pass, and a digit all keys share is skipped, as is the whole
  /// sort when the keys are in order already (identifiers usually are).
  private static func radixSort(_ keyed: consuming [KeyedPosition]) -> [KeyedPosition] {
    var current = keyed
    let count = current.count
    var counts = [Int](repeating: 0, count: RadixDigit.perKey << RadixDigit.bits)
    let isSorted = current.withUnsafeBufferPointer { items in
      counts.withUnsafeMutableBufferPointer { counts in
        RadixDigit.count(items, into: counts)
      }
    }
    guard !isSorted else { return current }
    // Made by the first pass that moves the keys, which writes every element: never copied.
    var next: [KeyedPosition]?
    for digit in 0..<RadixDigit.perKey {
      counts.withUnsafeMutableBufferPointer { counts in
        let digitCounts = UnsafeMutableBufferPointer(
          rebasing: counts[digit << RadixDigit.bits..<(digit + 1) << RadixDigit.bits])
        // A digit every key shares moves nothing.
        guard !digitCounts.contains(count) else { return }
        let moved = current.withUnsafeBufferPointer { from in
          guard var to = next.take() else {
            return [KeyedPosition](inHugePages: count) { to in
              RadixDigit.move(from, to: to, by: digit, starts: digitCounts)
            }
          }
          to.withUnsafeMutableBufferPointer {
            RadixDigit.move(from, to: $0, by: digit, starts: digitCounts)
          }
          return to
        }
        next = current
        current = moved
      }
    }
    return current
  }
}

/// A key with the position it belongs to, as a radix sort moves them.
private struct KeyedPosition {
  var key: UInt64
  var position: UInt32
}

/// The digits a radix sort orders keys by: eleven bits each, so that one digit's counts stay
/// in the nearest cache.
private enum RadixDigit {
  static let bits = 11
  /// How many digits a 64-bit key has.
  static let perKey = (64 + bits - 1) / bits
  static let mask: UInt64 = 1 << UInt64(bits) - 1

  /// Counts how many keys of `items` have each value of each digit, into `counts`, digit after
  /// digit; whether the keys are in ascending order already.
  static func count(
    _ items: UnsafeBufferPointer<KeyedPosition>, into counts: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    var isSorted = true
    var previous: UInt64 = 0
    for item in items {
      let key = item.key
      isSorted = isSorted && key >= previous
      previous = key
      for digit in 0..<perKey {
        counts[digit << bits | Int(truncatingIfNeeded: key >> UInt64(digit * bits) & mask)] += 1
      }
    }
    return isSorted
  }

  /// Moves `from` into `to` in order of `digit`, stably; `counts` are how many keys have each
  /// value of the digit, and are used up.
  static func move(
    _ from: UnsafeBufferPointer<KeyedPosition>, to: UnsafeMutableBufferPointer<KeyedPosition>,
    by digit: Int, starts counts: UnsafeMutableBufferPointer<Int>
  ) {
    var total = 0
    for value in counts.indices {
      let count = counts[value]
      counts[value] = total
      total += count
    }
    let shift = UInt64(digit * bits)
    for item in from {
      let value = Int(truncatingIfNeeded: item.key >> shift & mask)
      to[counts[value]] = item
      counts[value] += 1
    }
  }
}
