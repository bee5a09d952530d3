import Tasch
import TaschJSONEngine
import TaschSimulation
import TaschTestSupport

/// Products drawn from a seed, made to tie and to fold alike: few prices, stocks and ratings,
/// and names in every case, accent, normalisation and script.
struct RandomProducts {
  private var random: SeededRandomNumberGenerator

  /// Products that follow from `seed`.
  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
  }

  /// Names and words that fold and sort in every way there is.
  static let words = [
    "Bag", "bag", "BAG", "Café", "Cafe\u{301}", "cafe", "Größe", "GROSSE", "grosse", "Straße",
    "İstanbul", "istanbul", "Işık", "ΟΔΟΣ", "οδος", "ﬁne", "fine", "旅行", "旅行用バックパック",
    "が", "か\u{3099}", "한국", "\u{1112}\u{1161}\u{11AB}", "Дорожная", "дорожная", "🎒", "👨‍👩‍👧",
    "Ｂａｇ", "Zebra", "zebra", "Ärmel", "armel", "Øre", "ore", "a", "A", "b", "Tote", "Ω",
    "\u{212A}elvin", "Kelvin", "x\u{1}y",
  ]

  /// `count` products with identifiers in a shuffled order.
  mutating func products(count: Int) -> [ShopProduct] {
    var ids = Array(1...max(count, 1) * 3).shuffled(using: &random).prefix(count)
    return (0..<count).map { _ in
      let id = ids.removeFirst()
      let words = (0..<Int.random(in: 1...3, using: &random)).map { _ in pick(Self.words) }
      var counts: [Rating: Int] = [:]
      for rating in Rating.allCases where Int.random(in: 0..<3, using: &random) == 0 {
        counts[rating] = pick([0, 1, 2, 4, 1_000_000_000_000])
      }
      return ShopProduct(
        id: ProductID(id), name: words.joined(separator: pick([" ", "", "-"])),
        shortDescription: pick(Self.words) + " " + pick(Self.words),
        description: pick(["", "A bag.", "Größe 旅行 \"quoted\"\nline"]),
        colors: pick([[], [ProductColor(red: 1, green: 2, blue: 3)]]),
        dimensions: pick([Dimensions(), Dimensions(height: Length(centimetres: 3, inches: 1))]),
        price: Money(minorUnits: pick([0, 1, 999, 25_000, 25_000, 9_999_999]), currency: .usd),
        stock: pick([0, 0, 1, 23, 908, 1_234_567_890]),
        imageName: pick([nil, "bag.jpg"]), ratings: RatingCounts(counts))
    }
  }

  private mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }
}
