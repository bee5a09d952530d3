import Tasch
import TaschPresentation

/// Where the shop opens.
public enum ShopStart: Hashable, Sendable {
  /// Where a link leads.
  case route(Route)
  /// Where the shop was left last time.
  case place(ShopPlace)

  /// The catalogue query the shop opens with, when not the whole catalogue.
  var query: CatalogueQuery? {
    switch self {
    case .route(.products(let query)): query
    case .place(let place): place.query
    case .route: nil
    }
  }
}
