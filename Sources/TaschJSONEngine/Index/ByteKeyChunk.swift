/// Eight bytes of a byte key from a place in it, as a number in the same order, with how many
/// bytes the key has from there: how keys that share a beginning are told apart by the rest,
/// eight bytes at a time, without comparing them byte by byte.
struct ByteKeyChunk: Comparable {
  /// The key's eight bytes from the place, the first the most significant; zeros past its end.
  let bytes: UInt64
  /// How many bytes the key has from the place, nine for any more than eight.
  ///
  /// Of two keys whose bytes match, the one that ends first comes first.
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
    length = UInt8(truncatingIfNeeded: min(max(left, 0), 9))
  }

  static func < (lhs: ByteKeyChunk, rhs: ByteKeyChunk) -> Bool {
    (lhs.bytes, lhs.length) < (rhs.bytes, rhs.length)
  }

  /// Sorts `run`, positions in ascending order whose keys share their first eight bytes, by
  /// the rest of their keys, ties by position; `keys[offsets[i]..<offsets[i + 1]]` is the key
  /// of position `i`.
  ///
  /// Runs sort by their keys' next chunk; those that share a chunk and go on are sorted by the
  /// chunk after it. Each run stays in ascending positions until it is sorted, so a run whose
  /// keys all tie is in order as it is.
  static func sort(
    _ run: UnsafeMutableBufferPointer<UInt32>, keys: UnsafeRawBufferPointer, offsets: [Int]
  ) {
    var chunks = [(chunk: ByteKeyChunk, position: UInt32)](
      repeating: (ByteKeyChunk(keys, 0..<0, from: 0), 0), count: run.count)
    var work = [(range: 0..<run.count, place: 0)]
    while let (range, place) = work.popLast() {
      for index in range {
        let position = Int(run[index])
        chunks[index] = (
          ByteKeyChunk(keys, offsets[position]..<offsets[position + 1], from: place),
          run[index]
        )
      }
      let first = chunks[range.lowerBound].chunk
      if chunks[range].contains(where: { $0.chunk != first }) {
        chunks[range].sort { ($0.chunk, $0.position) < ($1.chunk, $1.position) }
        for index in range { run[index] = chunks[index].position }
      }
      var start = range.lowerBound
      while start < range.upperBound {
        var end = start + 1
        while end < range.upperBound, chunks[end].chunk == chunks[start].chunk { end += 1 }
        if end - start > 1, chunks[start].chunk.length > 8 {
          work.append((start..<end, place + 8))
        }
        start = end
      }
    }
  }
}
