/// What a use case is doing, for its observer: the shape of the original app's
/// `…UseCaseState` enums.
public enum UseCaseState<Content: Sendable>: Sendable {
  /// Nothing asked yet.
  case idle
  /// Waiting for the data layer.
  case loading
  /// The data is here.
  case content(Content)
  /// The last request failed.
  case error(ShopError)

  /// The content, when there is some.
  public var content: Content? {
    if case .content(let content) = self { return content }
    return nil
  }

  /// Whether something was asked, so that a change elsewhere is worth a refresh.
  var isLoaded: Bool {
    if case .idle = self { return false }
    return true
  }
}

extension UseCaseState: Equatable where Content: Equatable {}

/// Something that wants to know each time a use case's state changes, usually its presenter.
///
/// Use cases hold their observer weakly, as the original app did, so a presenter that owns its
/// use case does not keep itself alive.
@MainActor
public protocol UseCaseObserver<Content>: AnyObject {
  /// The kind of content the observed use case delivers.
  associatedtype Content: Sendable

  /// Called after every change of state, with the new state.
  func useCaseStateDidChange(_ state: UseCaseState<Content>)
}
