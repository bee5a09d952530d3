/// Lists the catalogue: loads it once, then searches, sorts, filters and pages it on request.
@MainActor
public final class ProductCatalogueUseCase {
  /// What the use case is doing; content is the page the current query asks for.
  public private(set) var state: UseCaseState<CataloguePage> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`.
  public weak var observer: (any UseCaseObserver<CataloguePage>)?

  /// Which products to list.
  ///
  /// Changing it re-pages the loaded catalogue without loading it again.
  public var query: CatalogueQuery {
    didSet {
      if let products = loadedProducts { state = .content(query.page(of: products)) }
    }
  }

  private let dataLayer: any DataLayer
  private var loadedProducts: [Product]?

  /// A catalogue use case reading from `dataLayer`.
  public init(dataLayer: any DataLayer, query: CatalogueQuery = CatalogueQuery()) {
    self.dataLayer = dataLayer
    self.query = query
  }

  /// Loads the catalogue.
  ///
  /// An empty catalogue is an error (`ShopError.emptyCatalogue`), not an empty list: there is
  /// nothing to shop.
  public func load() async {
    state = .loading
    do throws(ShopError) {
      let catalogue = try await dataLayer.catalogue()
      guard !catalogue.products.isEmpty else { throw .emptyCatalogue }
      loadedProducts = catalogue.products
      state = .content(query.page(of: catalogue.products))
    } catch {
      loadedProducts = nil
      state = .error(error)
    }
  }

  /// Reloads after every change the data layer makes, once loaded.
  ///
  /// Ratings, stock and wish-list marks all show in the catalogue. Cancel the returned task to
  /// stop following.
  public func followChanges() -> Task<Void, Never> {
    Tasch.followChanges(of: dataLayer) { [weak self] in
      guard let self, self.loadedProducts != nil else { return }
      await self.load()
    }
  }
}
