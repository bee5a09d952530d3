import TaschPresentation

/// The view model of each step a test reads, `nil` when the step is another: a test asks for
/// the step it expects with `#require`.
extension CheckoutStep {
  var confirming: ConfirmationViewModel? {
    if case .confirming(let asked) = self { asked } else { nil }
  }

  var blocked: BlockedCheckoutViewModel? {
    if case .blocked(let blocked) = self { blocked } else { nil }
  }

  var placed: OrderViewModel? {
    if case .placed(let order) = self { order } else { nil }
  }

  var tooLarge: PricedListViewModel? {
    if case .tooLarge(let shown) = self { shown } else { nil }
  }

  var failed: ErrorViewModel? {
    if case .failed(let error) = self { error } else { nil }
  }
}
