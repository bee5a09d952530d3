import Testing

@testable import TaschHashing

/// Comparing in constant time says what `==` says.
@Suite struct ConstantTimeTests {
  @Test func theSameBytesAreEqual() {
    let digest = Array(SHA256.digest(of: Array("token".utf8)).hex.utf8)

    #expect(ConstantTime.isEqual(digest, digest))
    #expect(ConstantTime.isEqual([], []))
  }

  @Test(arguments: [0, 31, 63])
  func bytesThatDifferAnywhereAreNotEqual(position: Int) {
    let digest = Array(SHA256.digest(of: Array("token".utf8)).hex.utf8)
    var other = digest
    other[position] ^= 0x01

    #expect(!ConstantTime.isEqual(digest, other))
  }

  @Test func bytesOfAnotherLengthAreNotEqual() {
    #expect(!ConstantTime.isEqual([1, 2, 3], [1, 2]))
    #expect(!ConstantTime.isEqual([], [0]))
  }
}
