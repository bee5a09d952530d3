import Synchronization
import Tasch

/// A product in a list: what the catalogue shows of it.
public struct ProductRowViewModel: Hashable, Sendable, Identifiable {
  /// The product's identifier.
  public let id: ProductID
  /// Its name.
  public let name: String
  /// The line under its name.
  public let shortDescription: String
  /// What one costs.
  public let price: MoneyViewModel
  /// How many are left.
  public let stock: Int
  /// Whether any are left.
  public let isInStock: Bool
  /// `23 in stock`, or `Out of stock`.
  public let stockText: String
  /// How the stock text looks: discreet, or a warning when out of stock.
  public let stockRole: ThemeRole
  /// What shoppers think of it.
  public let rating: RatingViewModel
  /// Whether it is on the user's wish list.
  public let isInWishList: Bool
  /// "On your wish list" when it is; `nil` when not.
  public let wishListMark: String?

  /// The row of `product`.
  public init(_ product: ProductSummary, localization: Localization) {
    id = product.id
    name = product.name
    shortDescription = product.shortDescription
    price = MoneyViewModel(product.price, localization: localization)
    stock = product.stock
    isInStock = product.isInStock
    stockText =
      product.isInStock
      ? localization.text(.inStockCount, count: product.stock) : localization.text(.outOfStock)
    stockRole = product.isInStock ? .discreteText : .warning
    rating = RatingViewModel(product.rating, localization: localization)
    isInWishList = product.isInWishList
    wishListMark = product.isInWishList ? localization.text(.onYourWishList) : nil
  }
}

/// The catalogue as a list: one page of what the query in force matches.
public struct ProductCatalogueViewModel: Hashable, Sendable {
  /// The section's title: "Product catalogue".
  public let title: String
  /// The products on this page, in order, each formatted when it is read.
  public let rows: ProductRows
  /// The query the page answers.
  public let query: CatalogueQuery
  /// How many products match on all pages.
  public let totalMatching: Int
  /// How many products the shop sells.
  public let totalProducts: Int
  /// What the page counts: `23 products`, or `5 of 23 products` when it shows part of them.
  public let countText: String
  /// What the query matches of the whole shop: `4 of 26`, or `26` when it matches all.
  public let matchText: String
  /// The search, sort and filter in force, `“leather” · by price · in stock only`; `nil` for
  /// none.
  public let queryText: String?

  /// The place of the page's first row among all the query's matches, from 0.
  public var firstPosition: Int { max(query.offset, 0) }

  /// The row at `position` among all the query's matches; `nil` when this page does not hold
  /// it.
  public func row(at position: Int) -> ProductRowViewModel? {
    let index = position - firstPosition
    return rows.indices.contains(index) ? rows[index] : nil
  }

  /// The place among all the query's matches of the product `id`; `nil` when this page does
  /// not hold it.
  public func position(of id: ProductID) -> Int? {
    rows.index(of: id).map { firstPosition + $0 }
  }
}

/// One product in detail.
public struct ProductDetailViewModel: Hashable, Sendable {
  /// What a list shows of it too.
  public let summary: ProductRowViewModel
  /// The long text, to be wrapped to the width.
  public let description: String
  /// "Free Shipping World Wide".
  public let freeShipping: String
  /// "Colours".
  public let coloursLabel: String
  /// The colours it comes in.
  public let colors: [ProductColor]
  /// "Sizes".
  public let sizesLabel: String
  /// Each known measure: `H: 36cm/14"`, `W: 38cm/15"`, `D: 20cm/8"`.
  public let sizes: [String]
  /// The measures as numbers, for scripts.
  public let dimensions: Dimensions
  /// "Rate the product".
  public let rateLabel: String
  /// The shopper's own rating, if they gave one.
  public let myRating: Rating?
  /// "Your rating", with the stars or "Not rated yet".
  public let myRatingText: String
  /// "Add to wish list" or "Remove from wish list".
  public let wishListAction: String
  /// How the wish-list action looks.
  public let wishListActionRole: ThemeRole
  /// The change being saved, shown as busy where it happens; `nil` when none is.
  public let savingChange: DetailedProductUseCase.Change?
  /// Why the last change failed; `nil` when it did not.
  public let failure: ErrorViewModel?

  /// The detail of `product`, with the change being saved and the last change's failure.
  public init(
    _ product: Product, savingChange: DetailedProductUseCase.Change? = nil,
    failure: ErrorViewModel? = nil, localization: Localization
  ) {
    self.savingChange = savingChange
    self.failure = failure
    summary = ProductRowViewModel(ProductSummary(product), localization: localization)
    description = product.description
    freeShipping = localization.text(.freeShipping)
    coloursLabel = localization.text(.colours)
    colors = product.colors
    sizesLabel = localization.text(.sizes)
    let measures: [(TextKey, Length?)] = [
      (.heightSize, product.dimensions.height), (.widthSize, product.dimensions.width),
      (.depthSize, product.dimensions.depth),
    ]
    sizes = measures.compactMap { key, length in length.map { localization.size(key, $0) } }
    dimensions = product.dimensions
    rateLabel = localization.text(.rateTheProduct)
    myRating = product.rating.mine
    myRatingText =
      localization.text(.yourRating) + localization.text(.labelSeparator)
      + (product.rating.mine.map { RatingViewModel.stars(filled: $0.stars) }
        ?? localization.text(.notRatedYet))
    wishListAction = localization.text(
      product.isInWishList ? .removeFromWishList : .addToWishList)
    wishListActionRole = product.isInWishList ? .destructiveAction : .enticingAction
  }
}

/// The rows of a catalogue, formatted one by one as they are read.
///
/// A list on screen reads only the rows it shows, so a catalogue of 100,000 products costs no
/// more to show or to reload than one of 24; a script reading every row formats every row.
/// The rows read lately are kept formatted, so a screen drawing the same rows frame after
/// frame formats each once.
public struct ProductRows: RandomAccessCollection, Hashable, Sendable {
  private let products: ShopperSummaries
  private let localization: Localization
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
    formatted.row(at: position) { formattedRow(at: position) }
  }

  /// The row at `position`, formatted anew and not kept: for a pass that reads each row once,
  /// as a listing does, where keeping rows would only cost a lock and a lookup per row.
  public func formattedRow(at position: Int) -> ProductRowViewModel {
    ProductRowViewModel(products[position], localization: localization)
  }

  /// Equal rows whose formats share no object with these, for another core.
  ///
  /// The formats the first row needs are read before they are copied, so that each copy does
  /// not read them again.
  public func unshared() -> ProductRows {
    if !products.isEmpty { _ = formattedRow(at: startIndex) }
    return ProductRows(products, localization: localization.unshared())
  }

  /// The rows in order, each formatted as it is read and not kept: for one pass over them all,
  /// as a document of the catalogue makes.
  public var formattedOnce: some Sequence<ProductRowViewModel> {
    indices.lazy.map(formattedRow)
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
