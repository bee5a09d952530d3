/// The shop's summaries as one shopper sees them, each made personal when it is read.
///
/// A page of 100,000 summaries is not copied whole to mark the few the shopper rated or wants:
/// each element is `ProductSummary(_:for:)` of the summary at its place, worked out on read,
/// on whichever core reads it.
public struct ShopperSummaries: RandomAccessCollection, Hashable, Sendable {
  private let summaries: [ShopProductSummary]
  private let shopper: ShopperData

  /// `summaries`, as the shopper with `shopper`'s data sees them.
  public init(_ summaries: [ShopProductSummary], for shopper: ShopperData) {
    self.summaries = summaries
    self.shopper = shopper
  }

  /// The first summary's position.
  public var startIndex: Int { summaries.startIndex }
  /// The position after the last summary.
  public var endIndex: Int { summaries.endIndex }

  /// The summary at `position`, as the shopper sees it.
  public subscript(position: Int) -> ProductSummary {
    ProductSummary(summaries[position], for: shopper)
  }

  /// Where the product `id` is, found without making any summary personal.
  public func firstIndex(of id: ProductID) -> Int? {
    summaries.firstIndex { $0.id == id }
  }

  /// Summaries are equal when the shopper sees the same products, however their data differs
  /// elsewhere (history, other products' ratings).
  public static func == (lhs: ShopperSummaries, rhs: ShopperSummaries) -> Bool {
    // The same summaries for the same shopper need no summary made personal to compare.
    if lhs.summaries == rhs.summaries, lhs.shopper.wishList == rhs.shopper.wishList,
      lhs.shopper.ratings == rhs.shopper.ratings
    {
      return true
    }
    return lhs.elementsEqual(rhs)
  }

  /// Hashes what the shopper sees.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for summary in self { hasher.combine(summary) }
  }
}
