import Tasch
import TaschPresentation

extension Localization {
  /// The words and formats of the services registered for the test.
  @MainActor public static var registered: Localization { ServiceLocator.current.localization }

  /// Words and formats for one locale, text and money alike: `.locale("de_DE")`.
  public static func locale(_ identifier: String) -> Localization {
    Localization(LocaleSettings(textLocale: identifier, moneyLocale: identifier))
  }
}

/// A router that records the checkout steps it was asked to show.
@MainActor
public final class RouterSpy: CartRouter {
  /// One request to show.
  public enum Event: Hashable, Sendable {
    case showCheckout(CheckoutStep)
    case finishCheckout
  }

  /// Every request so far, in order.
  public private(set) var events: [Event] = []

  /// A router that has been asked nothing.
  public init() {}

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
