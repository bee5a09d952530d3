import Tasch

/// The facts of one product that filters and sorts need, as the catalogue states them.
public struct ProductFacts: Hashable, Sendable {
  /// The product's identifier.
  public let id: ProductID
  /// What one costs.
  public let price: Money
  /// How many the catalogue has, before any shopper's orders.
  public let stock: Int
  /// Other shoppers' ratings.
  public let ratingCounts: RatingCounts

  /// The facts read from an index, checked to be possible, as the reader checked them;
  /// `ratings` are the counts of one to five stars, in that order.
  ///
  /// - Throws: `.damaged` for a fact no catalogue can state.
  init(id: Int64, price: Int64, stock: Int64, ratings: InlineArray<5, Int64>, currency: Currency)
    throws(CatalogueIndexError)
  {
    let possibleCount = 0...Int64(ShopRules.largestRatingCount)
    guard let productID = Int(exactly: id).flatMap(ProductID.init(checking:)), price >= 0,
      stock >= 0, ratings.indices.allSatisfy({ possibleCount.contains(ratings[$0]) })
    else { throw .damaged }
    self.id = productID
    self.price = Money(minorUnits: price, currency: currency)
    self.stock = Int(stock)
    ratingCounts = RatingCounts { Int(ratings[$0.stars - 1]) }
  }
}

/// Every product's facts, checked, by position.
public struct ProductFactsTable: RandomAccessCollection, Sendable {
  private let facts: [ProductFacts]

  init(
    ids: IndexRegion, prices: IndexRegion, stocks: IndexRegion, ratings: IndexRegion,
    currency: Currency, count: Int
  ) throws(CatalogueIndexError) {
    var facts: [ProductFacts] = []
    facts.reserveCapacity(count)
    for position in 0..<count {
      let counts = InlineArray<5, Int64> { star in
        Int64(bitPattern: ratings.load(UInt64.self, at: 40 * position + 8 * star))
      }
      facts.append(
        try ProductFacts(
          id: Int64(bitPattern: ids.load(UInt64.self, at: 8 * position)),
          price: Int64(bitPattern: prices.load(UInt64.self, at: 8 * position)),
          stock: Int64(bitPattern: stocks.load(UInt64.self, at: 8 * position)),
          ratings: counts,
          currency: currency))
    }
    self.facts = facts
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// One past the last position.
  public var endIndex: Int { facts.count }

  /// The facts of the product at `position`.
  public subscript(position: Int) -> ProductFacts { facts[position] }
}

/// Positions in a sort order: the catalogue's own, or one the index keeps ready.
public struct SortedPositions: RandomAccessCollection, Sendable {
  private let region: IndexRegion?
  private let isReversed: Bool
  /// How many positions there are.
  public let count: Int

  /// Catalogue order, or its reverse.
  init(count: Int, reversed: Bool) {
    region = nil
    isReversed = reversed
    self.count = count
  }

  /// The order kept in `region`, checked to hold every position once.
  init(region: IndexRegion, count: Int) throws(CatalogueIndexError) {
    var seen = [Bool](repeating: false, count: count)
    for rank in 0..<count {
      let position = Int(region.load(UInt32.self, at: 4 * rank))
      guard position < count, !seen[position] else { throw .damaged }
      seen[position] = true
    }
    self.region = region
    isReversed = false
    self.count = count
  }

  /// The first rank, 0.
  public var startIndex: Int { 0 }
  /// One past the last rank.
  public var endIndex: Int { count }

  /// The position at `rank` in the order.
  public subscript(rank: Int) -> Int {
    guard let region else { return isReversed ? count - 1 - rank : rank }
    return Int(region.load(UInt32.self, at: 4 * rank))
  }
}

/// Every product's stock as the catalogue states it, by position: what the in-stock filter
/// reads, without decoding any other fact.
struct StockColumn: Sendable {
  fileprivate let region: IndexRegion

  /// The stock of the product at `position`, which must be in range.
  func stock(at position: Int) -> Int64 {
    Int64(bitPattern: region.load(UInt64.self, at: 8 * position))
  }
}

extension CatalogueIndex {
  /// Every product's stock, for the in-stock filter.
  func stockColumn() throws(CatalogueIndexError) -> StockColumn {
    StockColumn(region: try storage.region(.stocks))
  }
}
