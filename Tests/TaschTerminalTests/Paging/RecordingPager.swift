import Synchronization

@testable import TaschTerminal

/// A pager that keeps what it is given, and counts how often it was waited for.
final class RecordingPager: PagerSink {
  /// The command it was started as.
  let command: PagerCommand?
  /// What it was given.
  let kept = CapturedOutput()
  /// How often it was waited for.
  let finishes = Mutex(0)

  init(command: PagerCommand? = nil) {
    self.command = command
  }

  func write(_ text: String) { kept.write(text) }
  func write(utf8 bytes: [UInt8]) { kept.write(utf8: bytes) }
  var failure: OutputFailure? { nil }
  func finish() { finishes.withLock { $0 += 1 } }
}

/// Starts recording pagers, and keeps them in order.
final class RecordingPagers: Sendable {
  private let started = Mutex<[RecordingPager]>([])

  /// The pagers started so far.
  var pagers: [RecordingPager] { started.withLock { $0 } }

  /// Starts one for `command`.
  func start(_ command: PagerCommand, environment: [String: String]) -> (any PagerSink)? {
    let pager = RecordingPager(command: command)
    started.withLock { $0.append(pager) }
    return pager
  }
}
