import Synchronization
import TaschComposition

/// Whether an interrupt ends the command at once or waits, as the command's change to the
/// store goes: never between a change kept and the answer that says so, where it would leave
/// an order placed but unsaid, or "Run it again" answered for an undo already done.
///
/// An interrupt ends the command at once while no change is being kept (waiting for a lock,
/// a simulated wait); waits while one is, and ends the command once it was not kept, as it
/// would have at first; and ends nothing once a change was kept: the command goes on to say
/// what it did and ends as it would have, soon enough.
///
/// Everything a signal handler calls (`interruptEndsNow`) only loads and stores atomics.
final class InterruptDeferral: ChangeWatch {
  private enum Stage: Int {
    case idle, keeping, kept
  }

  private let stage = Atomic<Int>(Stage.idle.rawValue)
  /// The signal that came while a change was being kept; 0 for none.
  private let pending = Atomic<Int32>(0)
  /// Acts on a signal that waited, once the change it waited for was not kept.
  private let deliver: @Sendable (Int32) -> Void

  /// A deferral that hands a signal that waited to `deliver` (for the program: raises it
  /// again, for the handler to act on).
  init(deliver: @escaping @Sendable (Int32) -> Void) {
    self.deliver = deliver
  }

  /// Whether the interrupt `number`, just come, ends the command now; otherwise it waits, and
  /// is delivered if the change under way is not kept.
  func interruptEndsNow(_ number: Int32) -> Bool {
    guard stage.load(ordering: .acquiring) != Stage.idle.rawValue else { return true }
    pending.store(number, ordering: .releasing)
    // Looked at again: a change that ended meanwhile, not kept, may have missed the signal.
    return stage.load(ordering: .acquiring) == Stage.idle.rawValue
  }

  func keepingBegins() {
    _ = stage.compareExchange(
      expected: Stage.idle.rawValue, desired: Stage.keeping.rawValue,
      ordering: .acquiringAndReleasing)
  }

  func keepingEnded(kept: Bool) {
    guard !kept else {
      stage.store(Stage.kept.rawValue, ordering: .releasing)
      return
    }
    let ended = stage.compareExchange(
      expected: Stage.keeping.rawValue, desired: Stage.idle.rawValue,
      ordering: .acquiringAndReleasing)
    guard ended.exchanged else { return }
    let number = pending.exchange(0, ordering: .acquiringAndReleasing)
    if number != 0 { deliver(number) }
  }
}
