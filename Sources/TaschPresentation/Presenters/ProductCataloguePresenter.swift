import Foundation
import Tasch

/// Turns the catalogue use case's states into the catalogue's view states.
@MainActor
public final class ProductCataloguePresenter: ShopPresenter {
  /// What it has alike with every presenter; what it gives its view is the page the query asks for.
  public let core: PresenterCore<ProductCatalogueUseCase, ProductCatalogueViewModel>

  /// A presenter with `core`, as `init(useCase:localization:)` makes it.
  public init(core: PresenterCore<ProductCatalogueUseCase, ProductCatalogueViewModel>) {
    self.core = core
  }

  /// Which products are listed: set it, and the next `load()` lists it.
  public var query: CatalogueQuery {
    get { useCase.query }
    set { useCase.query = newValue }
  }

  /// How many products the query matches on all pages, once a page is loaded: what an empty
  /// page past the end still counts.
  public var totalMatching: Int? { useCase.state.content?.totalMatching }

  /// Whether a newer query is being answered than the one the page shown answers.
  ///
  /// The page, and `totalMatching`, are then still the older query's. Another window of rows
  /// asked for is no newer query: the same query's other rows.
  public var isAnsweringNewerQuery: Bool {
    guard let shown = useCase.state.content?.query else { return false }
    return shown.unpaged != useCase.query.unpaged
  }

  /// The page, or why it is empty.
  public nonisolated static func present(_ page: CataloguePage, localization: Localization)
    -> ViewState<ProductCatalogueViewModel>
  {
    guard !page.products.isEmpty else {
      return .empty(emptyMessage(for: page, localization: localization))
    }
    return .content(ProductCatalogueViewModel(page, localization: localization))
  }

  /// Why a page is empty: nothing matches the search or filter, or the page is past the end.
  private nonisolated static func emptyMessage(
    for page: CataloguePage, localization: Localization
  ) -> String {
    if page.totalMatching > 0 {
      return localization.text(
        .pastTheLastProduct, ["total": localization.text(.productCount, count: page.totalMatching)])
    }
    // Without words to search for, only the in-stock filter can leave nothing: a catalogue
    // without products is an error (`ShopError.emptyCatalogue`), never an empty page.
    return localization.text(
      page.query.searchWords.isEmpty ? .noProductsInStock : .noMatchingProducts)
  }
}

extension ProductCatalogueViewModel {
  /// The view of `page`.
  init(_ page: CataloguePage, localization: Localization) {
    let query = page.query
    let shown = page.products.count
    self.init(
      title: localization.text(.productCatalogue),
      rows: ProductRows(page.products, localization: localization),
      query: query, totalMatching: page.totalMatching, totalProducts: page.totalProducts,
      countText: shown < page.totalMatching
        ? localization.text(
          .productCountOf, count: page.totalMatching,
          ["shown": localization.shown(shown, after: query.offset)])
        : localization.text(.productCount, count: page.totalMatching),
      matchText: page.totalMatching < page.totalProducts
        ? localization.text(
          .matchCount,
          [
            "matching": localization.number(page.totalMatching),
            "total": localization.number(page.totalProducts),
          ])
        : localization.number(page.totalProducts),
      queryText: Self.describe(query, localization: localization))
  }

  /// `“leather” · by price, reversed · in stock only`; `nil` when the query is the whole
  /// catalogue in its own order.
  public static func describe(_ query: CatalogueQuery, localization: Localization) -> String? {
    var parts: [String] = []
    let search = query.searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    if !search.isEmpty { parts.append(localization.text(.quoted, ["text": search])) }
    let sort: TextKey? =
      switch query.sortOrder {
      case .catalogue: query.isReversed ? .sortedByCatalogue : nil
      case .name: .sortedByName
      case .price: .sortedByPrice
      case .rating: .sortedByRating
      case .stock: .sortedByStock
      }
    if let sort {
      parts.append(
        localization.text(sort) + (query.isReversed ? localization.text(.reversedOrder) : ""))
    }
    if query.inStockOnly { parts.append(localization.text(.inStockOnly)) }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
