import Dispatch
import Synchronization

/// Lines written for a caller that must never wait, such as an HTTP server's own thread.
///
/// Each line is queued and written to the output by a thread of its own, so an output that
/// takes nothing for a while (a pipe whose reader stalls, a terminal stopped with Ctrl-S)
/// holds up the lines alone, never their writer. Lines that would queue past the limit, beside
/// those being written, are dropped and counted, and the count is written after the lines
/// before them once the output takes lines again: memory stays bounded, and the log says what
/// it lost.
public final class BackgroundLines: Sendable {
  private let output: any TextOutput
  private let limit: Int
  private let queue = DispatchQueue(label: "tasch.background-lines")
  private let state = Mutex(Queued())

  /// What waits to be written.
  private struct Queued {
    var bytes: [UInt8] = []
    var dropped = 0
    /// Whether the queue's thread is writing, and takes what is added before it stops.
    var isWriting = false
  }

  /// Lines for `output`, at most `limit` bytes of them waiting at once.
  public init(_ output: any TextOutput, limit: Int) {
    self.output = output
    self.limit = limit
  }

  /// Queues `line`, or drops it when the lines waiting would come to more than the limit; once
  /// one is dropped, so is every line after it until those waiting are taken, so that the count
  /// of those dropped follows the lines before them.
  public func write(_ line: String) {
    let startsWriting = state.withLock { queued in
      if queued.dropped == 0, queued.bytes.count + line.utf8.count <= limit {
        queued.bytes += line.utf8
      } else {
        // A line longer than the limit, with nothing being written, is dropped too: the note
        // of it must still be written.
        queued.dropped += 1
      }
      defer { queued.isWriting = true }
      return !queued.isWriting
    }
    if startsWriting { queue.async { self.writeQueued() } }
  }

  /// Waits until every line queued so far is written, or `timeout` passes: an output that
  /// never takes them again must not keep the process from ending.
  ///
  /// - Returns: whether they were all written.
  @discardableResult
  public func flush(waitingAtMost timeout: DispatchTimeInterval) -> Bool {
    let written = DispatchSemaphore(value: 0)
    queue.async { written.signal() }
    return written.wait(timeout: .now() + timeout) == .success
  }

  /// The words that tell of `count` lines dropped.
  static func dropNote(_ count: Int) -> String {
    "tasch: \(count) \(count == 1 ? "line" : "lines") of the log dropped: standard error took "
      + "nothing for a while\n"
  }

  /// Writes what is queued, and what is queued meanwhile, until nothing is; on the queue.
  private func writeQueued() {
    while true {
      let taken = state.withLock { queued -> Queued? in
        guard !queued.bytes.isEmpty || queued.dropped > 0 else {
          queued.isWriting = false
          return nil
        }
        defer { queued = Queued(isWriting: true) }
        return queued
      }
      guard let taken else { return }
      // The lines dropped came after every one taken with them.
      if !taken.bytes.isEmpty { output.write(utf8: taken.bytes) }
      if taken.dropped > 0 { output.write(Self.dropNote(taken.dropped)) }
    }
  }
}
