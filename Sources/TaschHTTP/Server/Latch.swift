import Synchronization

/// Opens once, for every task that waits on it, before or after: what the `serve` command
/// waits on until a signal stops it, and what tests hold a handler at.
package final class Latch: Sendable {
  private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  /// A closed latch.
  package init() {}

  /// Returns once the latch is open; at once when it is.
  package func wait() async {
    await withCheckedContinuation { waiter in
      let resumeNow = state.withLock { state in
        if state.isOpen { return true }
        state.waiters.append(waiter)
        return false
      }
      if resumeNow { waiter.resume() }
    }
  }

  /// Opens the latch for everyone waiting and everyone to come.
  package func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
