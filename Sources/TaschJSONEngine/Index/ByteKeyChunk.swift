/// Eight bytes of a byte key from a place in it, as a number in the same order, with how many
/// bytes the key has from there: how keys that share a beginning are told apart by the rest,
/// eight bytes at a time, without comparing them byte by byte.
struct ByteKeyChunk {
  /// The key's eight bytes from the place, the first the most significant; zeros past its end.
  let bytes: UInt64
  /// How many bytes the key has from eight bytes before the place, up to seventeen for any
  /// more than sixteen: where the key ends, if within the chunk or the eight bytes before.
  ///
  /// Of two keys whose bytes match, the one that ends first comes first: so keys that share
  /// their first eight bytes, zeros past their ends, are told apart by their lengths and the
  /// next eight bytes at once, with no pass over the first eight alone.
  let length: UInt8

  /// The chunk of the key at `key` in `keys` from `place` bytes into it.
  init(_ keys: UnsafeRawBufferPointer, _ key: Range<Int>, from place: Int) {
    let start = key.lowerBound + place
    let left = key.upperBound - start
    if left >= 8 {
      bytes = UInt64(bigEndian: keys.loadUnaligned(fromByteOffset: start, as: UInt64.self))
    } else {
      var value: UInt64 = 0
      for index in 0..<8 { value = value << 8 | (index < left ? UInt64(keys[start + index]) : 0) }
      bytes = value
    }
    length = UInt8(truncatingIfNeeded: min(max(left + 8, 0), 17))
  }

  /// The chunk and `position` as one number, in the order of the chunks' bytes, then their
  /// lengths, then the positions: one comparison of two numbers orders two keys' chunks.
  private func packed(with position: UInt32) -> UInt128 {
    UInt128(bytes) << 64 | UInt128(length) << 32 | UInt128(position)
  }

  /// Sorts `run`, positions in ascending order whose keys share their first eight bytes, by
  /// the rest of their keys, ties by position; `keys[offsets[i]..<offsets[i + 1]]` is the key
  /// of position `i`.
  ///
  /// Marks in `tiesWithNext`, as long as `run`, each position whose key equals the next one's
  /// once sorted, and leaves the others as they are. Runs sort by their keys' next chunk;
  /// those that share a chunk and go on are sorted by the chunk after it.
  static func sort(
    _ run: UnsafeMutableBufferPointer<UInt32>, tiesWithNext: UnsafeMutableBufferPointer<Bool>,
    keys: UnsafeRawBufferPointer, offsets: [Int]
  ) {
    var packed = [UInt128](repeating: 0, count: run.count)
    // The first eight bytes are the run's own: its keys are told apart from the next eight on.
    var work = [(range: 0..<run.count, place: 8)]
    while let (range, place) = work.popLast() {
      for index in range {
        let position = run[index]
        let key = offsets[Int(position)]..<offsets[Int(position) + 1]
        packed[index] = ByteKeyChunk(keys, key, from: place).packed(with: position)
      }
      packed[range].sort()
      for index in range { run[index] = UInt32(truncatingIfNeeded: packed[index]) }
      // Positions whose chunks match: the same key when it ends within them, else told apart
      // by the chunk after.
      var start = range.lowerBound
      while start < range.upperBound {
        let chunk = packed[start] >> 32
        var end = start + 1
        while end < range.upperBound, packed[end] >> 32 == chunk { end += 1 }
        if end - start > 1 {
          if chunk & 0xFF > 16 {
            work.append((start..<end, place + 8))
          } else {
            for index in start..<end - 1 { tiesWithNext[index] = true }
          }
        }
        start = end
      }
    }
  }
}
