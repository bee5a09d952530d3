/// A whole catalogue as a file or a loader gives it: every product, in catalogue order, priced
/// in one currency.
///
/// Stores keep catalogues however suits them best; this is the form in which one travels.
public struct Catalogue: Hashable, Sendable {
  /// The shop name the catalogue declares for itself, if any (see `ShopID.isValidName`).
  public let shopName: String?
  /// The currency of every price.
  public let currency: Currency
  /// The products, in the order the catalogue lists them, with the stock and ratings it states.
  public let products: [ShopProduct]
  /// How it prices a cart beyond its products' prices: its promotion codes.
  public let pricing: ShopPricing

  /// A catalogue; without promotions by default.
  public init(
    shopName: String? = nil, currency: Currency, products: [ShopProduct],
    pricing: ShopPricing = ShopPricing()
  ) {
    self.shopName = shopName
    self.currency = currency
    self.products = products
    self.pricing = pricing
  }
}
