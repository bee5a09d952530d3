import Tasch

/// The checkout dialogs, implemented by each front that shows them.
@MainActor
public protocol CartRouter: AnyObject {
  /// Shows where checking out has got to: a question, a refusal, progress, the result.
  func showCheckout(_ step: CheckoutStep)
  /// Closes the checkout dialog: cancelled, or the result acknowledged.
  func finishCheckout()
}
