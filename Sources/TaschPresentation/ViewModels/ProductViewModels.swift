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
    self.init(
      product, localization: localization,
      stockText: Self.stockText(of: product, localization: localization))
  }

  /// The row of `product`, whose stock text, as `stockText(of:localization:)` writes it, is
  /// `stockText`: a listing writes each count's once.
  init(_ product: ProductSummary, localization: Localization, stockText: String) {
    id = product.id
    name = product.name
    shortDescription = product.shortDescription
    price = MoneyViewModel(product.price, localization: localization)
    stock = product.stock
    isInStock = product.isInStock
    self.stockText = stockText
    stockRole = product.isInStock ? .discreteText : .warning
    rating = RatingViewModel(product.rating, localization: localization)
    isInWishList = product.isInWishList
    wishListMark = product.isInWishList ? localization.text(.onYourWishList) : nil
  }

  /// `23 in stock`, or `Out of stock`: words that depend on the product's stock alone.
  static func stockText(of product: ProductSummary, localization: Localization) -> String {
    product.isInStock
      ? localization.text(.inStockCount, count: product.stock) : localization.text(.outOfStock)
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
  /// What shipping costs: "Free Shipping World Wide", "Shipping $9.90, free from $100.00".
  public let shipping: String
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
  /// How many the wish list asks for: `Quantity: 3`; `nil` when it is not on the list.
  public let quantityText: String?
  /// Why that many cannot be ordered now, as the wish list's line says it: `Only 2 left` or
  /// `At most 3 per order`; `nil` when they can, or when none are left at all, which the
  /// stock says.
  public let quantityWarning: String?
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
    shipping = Self.shipping(product.shipping, localization: localization)
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
    quantityText =
      product.isInWishList
      ? localization.text(
        .quantityOnWishList, ["quantity": localization.number(product.wishListQuantity)])
      : nil
    let availability = Cart.Availability(
      of: product.shopProduct, quantity: product.wishListQuantity)
    quantityWarning =
      switch availability {
      case .notEnoughStock, .overLimit:
        product.isInWishList
          ? PricedLineViewModel.availabilityText(availability, localization: localization) : nil
      case .available, .outOfStock, .discontinued: nil
      }
  }

  /// What shipping by `rule` costs, in `localization`'s words: free without a rule.
  private static func shipping(_ rule: ShippingRule?, localization: Localization) -> String {
    guard let rule, rule.flat.minorUnits > 0 else { return localization.text(.freeShipping) }
    let price = localization.money(rule.flat)
    guard let threshold = rule.freeFrom else {
      return localization.text(.shippingFlat, ["price": price])
    }
    return localization.text(
      .shippingFreeFrom, ["price": price, "threshold": localization.money(threshold)])
  }
}
