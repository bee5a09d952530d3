/// Every product the shop sells, in catalogue order, priced in one currency.
public struct Catalogue: Hashable, Sendable {
  /// The currency of every price.
  public let currency: Currency
  /// The products, in the order the catalogue lists them.
  public let products: [Product]

  /// A catalogue.
  public init(currency: Currency, products: [Product]) {
    self.currency = currency
    self.products = products
  }
}
