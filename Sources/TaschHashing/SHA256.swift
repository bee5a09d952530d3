/// SHA-256, as FIPS 180-4 defines it: the digest the database stores keep of each shopper's
/// token instead of the token itself.
///
/// Feed it bytes in as many pieces as is convenient, then take the digest:
///
///     var hash = SHA256()
///     hash.update(Array("abc".utf8))
///     let digest = hash.finish()   // ba7816bf…f20015ad
///
/// or in one call, `SHA256.digest(of: bytes)`.
public struct SHA256: Sendable {
  /// The eight words of the hash so far (FIPS 180-4, 5.3.3, to begin with).
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// The bytes of a block not yet whole.
  private var pending: [UInt8] = []
  /// How many bytes were fed in all.
  private var length: UInt64 = 0

  /// The size of a block, in bytes.
  private static let blockSize = 64

  /// A hash of nothing yet.
  public init() {
    pending.reserveCapacity(Self.blockSize)
  }

  /// The digest of `bytes`.
  public static func digest(of bytes: some Sequence<UInt8>) -> SHA256Digest {
    var hash = SHA256()
    hash.update(bytes)
    return hash.finish()
  }

  /// Feeds `bytes` in, after those fed before.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      pending.append(byte)
      // A message longer than 2^64 bits is beyond the standard; the count wraps, as others' do.
      length &+= 1
      if pending.count == Self.blockSize {
        compress(pending)
        pending.removeAll(keepingCapacity: true)
      }
    }
  }

  /// The digest of every byte fed in (FIPS 180-4, 5.1.1: a 1 bit, zeros, and the length in
  /// bits, to fill the last block).
  public consuming func finish() -> SHA256Digest {
    let bits = length &* 8
    var padding: [UInt8] = [0x80]
    let used = (pending.count + 1) % Self.blockSize
    let zeros = used <= 56 ? 56 - used : Self.blockSize + 56 - used
    padding += repeatElement(0, count: zeros)
    padding += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) }
    update(padding)
    return SHA256Digest(
      bytes: state.flatMap { word in
        (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
      })
  }

  /// Mixes one whole block into the state (FIPS 180-4, 6.2.2).
  private mutating func compress(_ block: [UInt8]) {
    var schedule = [UInt32](repeating: 0, count: 64)
    for index in 0..<16 {
      schedule[index] = (0..<4).reduce(UInt32(0)) { word, offset in
        word << 8 | UInt32(block[index * 4 + offset])
      }
    }
    for index in 16..<64 {
      let (early, late) = (schedule[index - 15], schedule[index - 2])
      let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
      let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
      schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
    }
    var (a, b, c, d, e, f, g, h) = (
      state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
    )
    for index in 0..<64 {
      let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
      let choice = (e & f) ^ (~e & g)
      let first = h &+ sum1 &+ choice &+ Self.roundConstants[index] &+ schedule[index]
      let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let second = sum0 &+ majority
      (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
    }
    for (index, word) in [a, b, c, d, e, f, g, h].enumerated() {
      state[index] = state[index] &+ word
    }
  }

  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes
  /// (FIPS 180-4, 4.2.2).
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}

/// The 32 bytes of a SHA-256 digest.
public struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
  /// The bytes, first to last.
  public let bytes: [UInt8]

  /// The digest in lowercase hexadecimal, 64 digits: how the stores keep it.
  public var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    return String(
      decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self)
  }

  /// The hexadecimal digits.
  public var description: String { hex }
}

extension UInt32 {
  /// The word rotated right by `count` bits, fewer than 32.
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
    self >> count | self << (32 - count)
  }
}
