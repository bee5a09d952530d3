import Tasch

/// An observer that keeps every state a use case went through, for tests of state sequences.
@MainActor
public final class StateRecorder<Content: Sendable>: UseCaseObserver {
  /// Every state reported so far, oldest first.
  public private(set) var states: [UseCaseState<Content>] = []

  /// A recorder with nothing recorded.
  public init() {}

  /// Keeps `state`.
  public func useCaseStateDidChange(_ state: UseCaseState<Content>) {
    states.append(state)
  }
}
