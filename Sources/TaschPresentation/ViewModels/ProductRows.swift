import Synchronization
import Tasch

/// The rows of a catalogue, formatted one by one as they are read.
///
/// A list on screen reads only the rows it shows, so a catalogue of 100,000 products costs no
/// more to show or to reload than one of 24; a script reading every row formats every row.
/// The rows read lately are kept formatted, so a screen drawing the same rows frame after
/// frame formats each once.
public struct ProductRows: RandomAccessCollection, Hashable, Sendable {
  fileprivate let products: ShopperSummaries
  fileprivate let localization: Localization
  private let formatted = FormattedRows()

  /// The rows of `products`, in `localization`'s words and formats.
  public init(_ products: ShopperSummaries, localization: Localization) {
    self.products = products
    self.localization = localization
  }

  /// The first row's position.
  public var startIndex: Int { products.startIndex }
  /// The position after the last row.
  public var endIndex: Int { products.endIndex }

  /// Where the row of the product `id` is, found without formatting any row.
  public func index(of id: ProductID) -> Int? {
    products.firstIndex(of: id)
  }

  /// The row at `position`, formatted when first read.
  public subscript(position: Int) -> ProductRowViewModel {
    formatted.row(at: position) {
      ProductRowViewModel(products[position], localization: localization)
    }
  }

  /// A formatter of these rows for one core, whose formats share no object with these: for a
  /// pass that reads each row once, as a listing does, in parts on every core.
  ///
  /// The formats the first row needs are read before they are copied, so that each copy does
  /// not read them again.
  public func formatterForAnotherCore() -> ProductRowFormatter {
    if !products.isEmpty {
      var first = ProductRowFormatter(self)
      _ = first.row(at: startIndex)
    }
    return ProductRowFormatter(
      ProductRows(products, localization: localization.unshared()))
  }

  /// The rows in order, each formatted as it is read and not kept: for one pass over them all,
  /// as a document of the catalogue makes.
  public var formattedOnce: some Sequence<ProductRowViewModel> {
    var formatter = ProductRowFormatter(self)
    return indices.lazy.map { formatter.row(at: $0) }
  }

  /// Rows are equal when they show the same products in the same words.
  public static func == (lhs: ProductRows, rhs: ProductRows) -> Bool {
    lhs.products == rhs.products && lhs.localization == rhs.localization
  }

  /// Hashes what makes rows equal.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(products)
    hasher.combine(localization)
  }
}

/// Formats rows of a `ProductRows` anew each time, keeping no row: for a pass that reads each
/// row once, where keeping rows would only cost a lock and a lookup per row.
///
/// What many rows share is written once: the words of each stock count (100,000 rows have a
/// thousand counts or so), which otherwise cost a number, a plural rule and a phrase filled in
/// on every row. One formatter serves one core at a time.
public struct ProductRowFormatter: Sendable {
  private let rows: ProductRows
  /// The stock texts written so far, by stock count: an array, as hashing a count for a
  /// dictionary costs about what the lookup saves.
  private var stockTexts: [String?] = []

  /// A formatter of `rows`.
  fileprivate init(_ rows: ProductRows) {
    self.rows = rows
  }

  /// The row at `position`, formatted anew.
  public mutating func row(at position: Int) -> ProductRowViewModel {
    let product = rows.products[position]
    return ProductRowViewModel(
      product, localization: rows.localization, stockText: stockText(of: product))
  }

  /// Stock texts are kept for counts below this: a catalogue of odd counts costs no more
  /// memory than this many texts.
  static let stockTextsKept = 4_096

  private mutating func stockText(of product: ProductSummary) -> String {
    // The text depends on the stock alone.
    let stock = product.stock
    if stockTexts.indices.contains(stock), let known = stockTexts[stock] { return known }
    let text = ProductRowViewModel.stockText(of: product, localization: rows.localization)
    if (0..<Self.stockTextsKept).contains(stock) {
      if stock >= stockTexts.count {
        stockTexts += repeatElement(nil, count: stock + 1 - stockTexts.count)
      }
      stockTexts[stock] = text
    }
    return text
  }
}

/// The rows of one `ProductRows` formatted so far, a few hundred at most: enough for any
/// screen, bounded however many rows a script reads.
private final class FormattedRows: Sendable {
  private static let capacity = 512
  private let rows = Mutex<[Int: ProductRowViewModel]>([:])

  /// The row at `position`, made by `format` unless it was made before.
  func row(at position: Int, _ format: () -> ProductRowViewModel) -> ProductRowViewModel {
    if let row = rows.withLock({ $0[position] }) { return row }
    let row = format()
    rows.withLock { rows in
      if rows.count >= Self.capacity { rows.removeAll(keepingCapacity: true) }
      rows[position] = row
    }
    return row
  }
}
