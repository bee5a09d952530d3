import Tasch

/// Navigation out of the catalogue, implemented by each front.
@MainActor
public protocol ProductCatalogueRouter: AnyObject {
  /// Shows the product `id` in detail.
  func openProduct(_ id: ProductID)
}

/// Navigation out of the wish list, implemented by each front.
@MainActor
public protocol WishListRouter: AnyObject {
  /// Shows the product `id` in detail.
  func openProduct(_ id: ProductID)
}

/// Navigation out of a product's detail, implemented by each front.
@MainActor
public protocol DetailedProductRouter: AnyObject {
  /// Goes back to where the product was opened from.
  func close()
}

/// The checkout dialogs, implemented by each front.
@MainActor
public protocol CartRouter: AnyObject {
  /// Shows where checking out has got to: a question, a refusal, progress, the result.
  func showCheckout(_ step: CheckoutStep)
  /// Closes the checkout dialog: cancelled, or the result acknowledged.
  func finishCheckout()
}
