/// A 64-bit checksum of bytes, fast enough to check every block of an index as it is read.
///
/// It finds damage (a flipped bit, a torn write, a block from another file), not tampering:
/// four lanes multiply and rotate eight bytes at a time, and a final mix spreads every input
/// bit over the result.
enum IndexChecksum {
  private static let multipliers: (UInt64, UInt64, UInt64) = (
    0x9E37_79B1_85EB_CA87, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9
  )

  /// The checksum of `bytes`, seeded with `seed`.
  static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
    let (first, second, third) = multipliers
    var lanes = (seed &+ first &+ second, seed &+ second, seed, seed &- first)
    var offset = 0
    while offset + 32 <= bytes.count {
      lanes.0 = round(lanes.0, word(bytes, offset))
      lanes.1 = round(lanes.1, word(bytes, offset + 8))
      lanes.2 = round(lanes.2, word(bytes, offset + 16))
      lanes.3 = round(lanes.3, word(bytes, offset + 24))
      offset += 32
    }
    var hash =
      rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
    hash &+= UInt64(truncatingIfNeeded: bytes.count)
    while offset + 8 <= bytes.count {
      hash = rotate(hash ^ round(0, word(bytes, offset)), 27) &* first &+ third
      offset += 8
    }
    while offset < bytes.count {
      hash = rotate(hash ^ UInt64(bytes[offset]) &* third, 11) &* first
      offset += 1
    }
    // Spread every bit over the whole result.
    hash ^= hash >> 33
    hash &*= second
    hash ^= hash >> 29
    hash &*= third
    return hash ^ hash >> 32
  }

  private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
    rotate(lane &+ input &* multipliers.1, 31) &* multipliers.0
  }

  private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    value << count | value >> (64 - count)
  }
}
