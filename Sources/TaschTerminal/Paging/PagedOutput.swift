import Synchronization

/// A pager that was started: it takes the output, and is waited for once all of it is
/// written.
public protocol PagerSink: TextOutput {
  /// Ends the pager's input and waits until the person leaves it.
  func finish()
}

/// Standard output that goes through a pager once it outgrows the screen.
///
/// What is written is held until it would not fit above the prompt; then the pager is started,
/// given what was held, and everything after. Output that never outgrows the screen is written
/// directly when the command is done (`finish()`), as it would have been without a pager. A
/// pager that cannot be started leaves the output written directly.
final class PagedOutput: TextOutput {
  private enum State {
    /// The output so far, and its lines, while it fits the screen.
    case holding([UInt8], lines: Int)
    /// Through the pager, since the output outgrew the screen.
    case paging(any PagerSink)
    /// Directly, since the pager could not be started.
    case direct
  }

  private let state = Mutex(State.holding([], lines: 0))
  private let direct: any TextOutput
  private let rows: Int
  private let startPager: @Sendable () -> (any PagerSink)?

  /// Output to `direct`, a terminal of `rows` rows, through the pager `startPager` starts once
  /// it outgrows them.
  init(
    direct: any TextOutput, rows: Int, startPager: @escaping @Sendable () -> (any PagerSink)?
  ) {
    self.direct = direct
    self.rows = rows
    self.startPager = startPager
  }

  /// Writes `text`.
  func write(_ text: String) {
    write(utf8: Array(text.utf8))
  }

  /// Writes the UTF-8 text `bytes`.
  func write(utf8 bytes: [UInt8]) {
    state.withLock { state in
      switch state {
      case .paging(let pager):
        pager.write(utf8: bytes)
      case .direct:
        direct.write(utf8: bytes)
      case .holding(let held, let lines):
        let lines = lines + bytes.count { $0 == UInt8(ascii: "\n") }
        guard Paging.outgrows(lines: lines, rows: rows) else {
          state = .holding(held + bytes, lines: lines)
          return
        }
        if let pager = startPager() {
          pager.write(utf8: held + bytes)
          state = .paging(pager)
        } else {
          direct.write(utf8: held + bytes)
          state = .direct
        }
      }
    }
  }

  /// Why some of the output did not arrive, through the pager or directly; `nil` while all of
  /// it did.
  var failure: OutputFailure? {
    state.withLock { state in
      if case .paging(let pager) = state { return pager.failure }
      return direct.failure
    }
  }

  /// Ends the output: writes what is held, when it fit the screen, or waits until the person
  /// leaves the pager.
  func finish() {
    let pager = state.withLock { state -> (any PagerSink)? in
      switch state {
      case .paging(let pager):
        return pager
      case .holding(let held, _):
        direct.write(utf8: held)
        state = .direct
        return nil
      case .direct:
        return nil
      }
    }
    // Outside the lock: the person may read for a long time.
    pager?.finish()
  }
}
