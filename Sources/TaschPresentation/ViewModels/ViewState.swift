/// What a view shows: the shape every presenter gives its view.
public enum ViewState<Content: Sendable>: Sendable {
  /// Waiting for the shop, with the words to show meanwhile.
  case loading(String)
  /// Something to show.
  case content(Content)
  /// Nothing to show, with the words that say so.
  case empty(String)
  /// The request failed: what happened and what to do.
  case error(ErrorViewModel)

  /// The content, when there is some.
  public var content: Content? {
    if case .content(let content) = self { return content }
    return nil
  }
}

extension ViewState: Equatable where Content: Equatable {}
extension ViewState: Hashable where Content: Hashable {}

/// A view that shows what its presenter gives it.
@MainActor
public protocol PresenterView<Content>: AnyObject {
  /// The kind of content the presenter gives.
  associatedtype Content: Sendable

  /// Shows `state`; called on every change.
  func display(_ state: ViewState<Content>)
}
