import Synchronization

/// Whether the keys read from the terminal are the shop's: only those read whole while the
/// shop held the terminal.
///
/// Keys typed while the shop is stopped wait in the terminal, and once it continues, the thread
/// that reads keys may take them before the shop takes the terminal back and flushes them: a
/// `y` typed at the shell would then confirm an order. The gate counts each time the shop
/// takes or gives the terminal up — odd while it is given up — and a read keeps its keys only
/// when the count was even and the same before and after it.
final class KeyGate: Sendable {
  private let changes = Atomic<UInt64>(1)

  /// The gate as a read begins: what `keeps(keysReadSince:)` compares with after it.
  var beforeRead: UInt64 { changes.load(ordering: .acquiring) }

  /// Whether the keys of a read that began at `beforeRead` are the shop's: it held the
  /// terminal all along.
  func keeps(keysReadSince before: UInt64) -> Bool {
    before.isMultiple(of: 2) && changes.load(ordering: .acquiring) == before
  }

  /// The shop took the terminal, its old input flushed: keys read from now on are its own.
  func open() {
    if !changes.load(ordering: .relaxed).isMultiple(of: 2) {
      changes.add(1, ordering: .releasing)
    }
  }

  /// The shop gives the terminal up: keys read from now on are not its own.
  func close() {
    if changes.load(ordering: .relaxed).isMultiple(of: 2) {
      changes.add(1, ordering: .releasing)
    }
  }
}
