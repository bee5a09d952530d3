import Tasch
import Testing

@Suite struct ShopperTokenTests {
  /// Draws the bytes 0, 1, 2, … in order, eight to a word, low byte first.
  private struct CountingGenerator: RandomNumberGenerator {
    var nextByte: UInt8 = 0

    mutating func next() -> UInt64 {
      var word: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 8) {
        word |= UInt64(nextByte) << UInt64(shift)
        nextByte &+= 1
      }
      return word
    }
  }

  private static let alphabet = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

  @Test func aTokenIs256BitsDrawnFromTheGenerator() {
    var generator = CountingGenerator()

    let token = ShopperToken(drawingFrom: &generator)

    #expect(token.bytes == Array(0..<32))
  }

  @Test func isWrittenInTheURLSafeBase64AlphabetWithoutPadding() {
    var generator = CountingGenerator()
    let counting = ShopperToken(drawingFrom: &generator)
    let allOnes = ShopperToken(text: String(repeating: "_", count: 42) + "8")

    #expect(counting.text == "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8")
    #expect(allOnes?.bytes == Array(repeating: 0xFF, count: 32))
  }

  @Test func aDrawnTokenIsNewEachTimeAndReadsBackFromItsText() throws {
    let tokens = (0..<50).map { _ in ShopperToken.drawn() }

    #expect(Set(tokens.map(\.text)).count == 50)
    for token in tokens {
      #expect(token.text.count == ShopperToken.textLength)
      #expect(token.text.allSatisfy(Self.alphabet.contains))
      #expect(try #require(ShopperToken(text: token.text)).bytes == token.bytes)
    }
  }

  @Test(arguments: [
    "", "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh",
    "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8A",
    "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=", "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGx+dHh8",
    "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGx/dHh8", "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGx dHh8",
    "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxédHh8",
    // The same bytes, but a last digit whose unused bits are not zero.
    "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh9",
  ])
  func refusesTextThatIsNotExactlyATokensText(text: String) {
    #expect(ShopperToken(text: text) == nil)
  }

  @Test func neverShowsItselfWhenPrinted() {
    let token = ShopperToken.drawn()

    #expect(!"\(token)".contains(token.text))
    #expect(!String(describing: token).contains(token.text))
  }

  @Test func aTokenInATextIsMaskedWhereverItIsAndNothingShorterIs() {
    let token = ShopperToken.drawn().text
    let almost = String(token.dropLast())

    #expect(
      ShopperToken.masked(in: "/api/cart?access_token=\(token)") == "/api/cart?access_token=***")
    #expect(ShopperToken.masked(in: "/a/\(token)/b?x=\(token)&y=1") == "/a/***/b?x=***&y=1")
    #expect(ShopperToken.masked(in: token) == "***")
    #expect(ShopperToken.masked(in: "/api/cart?x=\(almost)") == "/api/cart?x=\(almost)")
    #expect(ShopperToken.masked(in: "/api/cart?x=\(token)A") == "/api/cart?x=***")
    #expect(ShopperToken.masked(in: "/api/products?search=é") == "/api/products?search=é")
    #expect(ShopperToken.masked(in: "") == "")
  }

  /// A client that escaped its token, or wrote it beside escapes, still finds it hidden.
  @Test func aTokenAmongPercentEscapesIsMaskedWithThem() {
    let token = ShopperToken.drawn().text
    let escapedFirst = "%" + String(token.utf8.first ?? 0, radix: 16, uppercase: true)
    let almost = String(token.dropLast())

    #expect(
      ShopperToken.masked(in: "/api/wishlist?access_token=Bearer%20\(token)")
        == "/api/wishlist?access_token=***")
    #expect(ShopperToken.masked(in: "/p?search=%22\(token)%22&x=1") == "/p?search=***&x=1")
    #expect(
      ShopperToken.masked(in: "/api/products/\(escapedFirst)\(token.dropFirst())")
        == "/api/products/***")
    #expect(ShopperToken.masked(in: "/p?x=\(token)\(token)") == "/p?x=***")
    #expect(
      ShopperToken.masked(in: "/p?x=%2B\(almost)%2B\(almost)") == "/p?x=%2B\(almost)%2B\(almost)")
    #expect(ShopperToken.masked(in: "/p?x=%.\(almost)%4") == "/p?x=%.\(almost)%4")
  }
}
