import Testing

@testable import TaschHashing

/// SHA-256 gives the digests of the FIPS 180-4 examples and NIST's test vectors, however the
/// bytes are fed in.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
        + "klmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func givesNISTsDigest(message: String, digest: String) {
    let hashed = SHA256.digest(of: Array(message.utf8))

    #expect(hashed.hex == digest)
    #expect(hashed.bytes.count == 32)
  }

  @Test func givesNISTsDigestOfOneMillionAs() {
    var hash = SHA256()
    let thousand = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    for _ in 0..<1000 { hash.update(thousand) }

    #expect(
      hash.finish().hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Around every length where the padding takes one block or two.
  @Test(arguments: [55, 56, 63, 64, 65, 119, 120, 128])
  func givesTheSameDigestHoweverTheBytesAreCut(length: Int) {
    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let whole = SHA256.digest(of: bytes)

    for cut in [1, 3, 17, 63] {
      var hash = SHA256()
      for start in stride(from: 0, to: length, by: cut) {
        hash.update(bytes[start..<min(start + cut, length)])
      }
      #expect(hash.finish() == whole, "cut every \(cut) bytes")
    }
  }

  @Test func digestsOfMessagesOneByteApartDiffer() {
    #expect(SHA256.digest(of: [0]) != SHA256.digest(of: [1]))
    #expect(SHA256.digest(of: [0]) != SHA256.digest(of: [0, 0]))
  }

  @Test func writesItsDigestAsSixtyFourLowercaseHexadecimalDigits() {
    let digest = SHA256Digest(bytes: [0x00, 0x0F, 0xA0, 0xFF] + Array(repeating: 0, count: 28))

    #expect(digest.hex.hasPrefix("000fa0ff00"))
    #expect(digest.hex.count == 64)
    #expect(digest.description == digest.hex)
  }
}
