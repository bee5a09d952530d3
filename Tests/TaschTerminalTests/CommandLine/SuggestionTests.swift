import Testing

@testable import TaschTerminal

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("products", "products", 0), ("prodcts", "products", 1), ("porducts", "products", 1),
    ("cart", "chart", 1), ("", "abc", 3), ("kitten", "sitting", 3),
  ])
  func countsEditsSwapsIncluded(lhs: String, rhs: String, distance: Int) {
    #expect(Suggestion.distance(lhs, rhs) == distance)
  }

  @Test func suggestsWhatIsNearEnough() {
    let commands = ["products", "product", "wishlist", "rate", "cart", "checkout"]

    #expect(Suggestion.nearest(to: "prodcts", among: commands) == "products")
    #expect(Suggestion.nearest(to: "WISHLIST", among: commands) == "wishlist")
    #expect(Suggestion.nearest(to: "chekout", among: commands) == "checkout")
    #expect(Suggestion.nearest(to: "chec", among: commands) == "checkout")
    #expect(Suggestion.nearest(to: "crt", among: commands) == "cart")
    #expect(Suggestion.nearest(to: "zebra", among: commands) == nil)
    #expect(Suggestion.nearest(to: "", among: commands) == nil)
  }
}
