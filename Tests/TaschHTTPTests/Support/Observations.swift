import Synchronization

/// What a test server told, and a way to wait until it tells something.
final class Observations<Event: Sendable>: Sendable {
  private struct Waiter {
    let matches: @Sendable (Event) -> Bool
    let continuation: CheckedContinuation<Event, Never>
  }

  private struct State {
    var seen: [Event] = []
    var waiters: [Waiter] = []
  }

  private let state = Mutex(State())

  /// Takes note of `event`, and resumes whoever waits for one like it.
  func record(_ event: Event) {
    let resumed = state.withLock { state in
      state.seen.append(event)
      let matching = state.waiters.filter { $0.matches(event) }
      state.waiters.removeAll { $0.matches(event) }
      return matching
    }
    for waiter in resumed { waiter.continuation.resume(returning: event) }
  }

  /// Everything told so far.
  var all: [Event] { state.withLock { $0.seen } }

  /// The first event told that `matches`, once it is told; at once when it was already.
  @discardableResult
  func wait(until matches: @escaping @Sendable (Event) -> Bool) async -> Event {
    await withCheckedContinuation { continuation in
      let seen = state.withLock { state -> Event? in
        if let seen = state.seen.first(where: matches) { return seen }
        state.waiters.append(Waiter(matches: matches, continuation: continuation))
        return nil
      }
      if let seen { continuation.resume(returning: seen) }
    }
  }
}

extension Observations where Event: Equatable {
  /// Whether `event` was told.
  func contains(_ event: Event) -> Bool { all.contains(event) }

  /// Returns once `event` has been told.
  func wait(for event: Event) async {
    await wait { $0 == event }
  }
}
