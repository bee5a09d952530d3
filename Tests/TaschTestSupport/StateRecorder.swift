import Tasch

/// An observer that keeps every state a use case went through, for tests of state sequences.
@MainActor
public final class StateRecorder<Content: Sendable>: UseCaseObserver {
  /// Every state reported so far, oldest first.
  public private(set) var states: [UseCaseState<Content>] = []

  /// A recorder with nothing recorded.
  public init() {}

  /// `useCase`, telling this recorder of every state it goes through from now on.
  public func observing<UseCase: ShopUseCase>(_ useCase: UseCase) -> UseCase
  where UseCase.Content == Content {
    useCase.observer = self
    return useCase
  }

  /// Keeps `state`.
  public func useCaseStateDidChange(_ state: UseCaseState<Content>) {
    states.append(state)
  }
}
