import Tasch
import TaschPresentation

extension Localization {
  /// Words and formats for one locale, text and money alike: `.locale("de_DE")`.
  public static func locale(_ identifier: String) -> Localization {
    Localization(LocaleSettings(textLocale: identifier, moneyLocale: identifier))
  }
}

/// A router of every kind that records where it was asked to go.
@MainActor
public final class RouterSpy: ProductCatalogueRouter, WishListRouter, DetailedProductRouter,
  CartRouter
{
  /// One request to navigate.
  public enum Event: Hashable, Sendable {
    case openProduct(ProductID)
    case close
    case showCheckout(CheckoutStep)
    case finishCheckout
  }

  /// Every request so far, in order.
  public private(set) var events: [Event] = []

  /// A router that has been asked nothing.
  public init() {}

  /// Records the request.
  public func openProduct(_ id: ProductID) { events.append(.openProduct(id)) }
  /// Records the request.
  public func close() { events.append(.close) }
  /// Records the request.
  public func showCheckout(_ step: CheckoutStep) { events.append(.showCheckout(step)) }
  /// Records the request.
  public func finishCheckout() { events.append(.finishCheckout) }
}

/// A view that keeps every state its presenter displayed.
@MainActor
public final class ViewSpy<Content: Sendable>: PresenterView {
  /// Every state displayed so far, oldest first.
  public private(set) var states: [ViewState<Content>] = []

  /// A view that has displayed nothing.
  public init() {}

  /// Keeps `state`.
  public func display(_ state: ViewState<Content>) { states.append(state) }
}
