/// One product in detail: load it, put it on or take it off the wish list, rate it, and step to
/// the next or previous product in catalogue order.
@MainActor
public final class DetailedProductUseCase {
  /// What the use case is doing; content is the product.
  public private(set) var state: UseCaseState<Product> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`.
  public weak var observer: (any UseCaseObserver<Product>)?
  /// The product shown, or to be shown.
  public private(set) var productID: ProductID

  private let dataLayer: any DataLayer

  /// A use case for the product `productID`, reading from `dataLayer`.
  public init(productID: ProductID, dataLayer: any DataLayer) {
    self.productID = productID
    self.dataLayer = dataLayer
  }

  /// Loads the product.
  public func load() async {
    await perform { dataLayer, id throws(ShopError) in try await dataLayer.product(id) }
  }

  /// Puts the product on the wish list, or takes it off when it is already there.
  public func toggleWishList() async {
    guard let product = state.content else { return }
    await perform { dataLayer, id throws(ShopError) in
      var updated = product
      if product.isInWishList {
        _ = try await dataLayer.removeFromWishList(id)
        updated.isInWishList = false
      } else {
        _ = try await dataLayer.addToWishList(id)
        updated.isInWishList = true
      }
      return updated
    }
  }

  /// Rates the product, replacing an earlier rating; `nil` clears the rating.
  public func rate(_ rating: Rating?) async {
    await perform { dataLayer, id throws(ShopError) in try await dataLayer.rate(id, rating) }
  }

  /// Shows the next product in catalogue order; after the last comes the first.
  public func showNext() async {
    await step(by: 1)
  }

  /// Shows the previous product in catalogue order; before the first comes the last.
  public func showPrevious() async {
    await step(by: -1)
  }

  private func step(by offset: Int) async {
    await perform { dataLayer, id throws(ShopError) in
      let products = try await dataLayer.catalogue().products
      guard !products.isEmpty else { throw .emptyCatalogue }
      // A product that left the catalogue steps to the first one.
      let index = products.firstIndex { $0.id == id }.map { $0 + offset } ?? 0
      let wrapped = (index % products.count + products.count) % products.count
      return products[wrapped]
    }
  }

  private func perform(
    _ request: (any DataLayer, ProductID) async throws(ShopError) -> Product
  ) async {
    state = .loading
    do {
      let product = try await request(dataLayer, productID)
      productID = product.id
      state = .content(product)
    } catch {
      state = .error(error)
    }
  }
}
