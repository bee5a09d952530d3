import Synchronization

/// A gate handlers wait at until the test opens it.
final class Gate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  /// Returns once the gate is open; at once when it is.
  func wait() async {
    await withCheckedContinuation { waiter in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(waiter) }
        return state.isOpen
      }
      if isOpen { waiter.resume() }
    }
  }

  /// Opens the gate for everyone waiting and everyone to come.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
