import Dispatch
import Synchronization
import Testing

@testable import TaschTerminal

/// The log of a server, whose thread must never wait on standard error: a pipe whose reader
/// stalled once held the server's thread in its write, and every connection with it.
@Suite struct BackgroundLinesTests {
  @Test func linesAreWrittenInOrderWhileTheOutputTakesThem() {
    let output = GatedOutput(open: true)
    let lines = BackgroundLines(output, limit: 1_000)

    for number in 1...5 { lines.write("line \(number)\n") }

    #expect(lines.flush(waitingAtMost: .seconds(60)))
    #expect(output.text == (1...5).map { "line \($0)\n" }.joined())
  }

  @Test func anOutputThatTakesNothingHoldsUpTheLinesAloneAndDropsThosePastTheLimit() {
    let output = GatedOutput(open: false)
    // Room for three lines of seven bytes waiting while the first is being written.
    let lines = BackgroundLines(output, limit: 21)
    lines.write("line 1\n")
    output.waitUntilWriting()

    // None of these waits for the output, which holds the first line.
    for number in 2...9 { lines.write("line \(number)\n") }
    #expect(!lines.flush(waitingAtMost: .milliseconds(0)))
    output.open()
    #expect(lines.flush(waitingAtMost: .seconds(60)))
    lines.write("line 10\n")
    #expect(lines.flush(waitingAtMost: .seconds(60)))

    #expect(
      output.text == "line 1\nline 2\nline 3\nline 4\n" + BackgroundLines.dropNote(5) + "line 10\n")
  }

  /// Nothing was being written to take the note of it: every later line was dropped unsaid.
  @Test func aLineLongerThanTheLimitIsDroppedAndSaidSo() {
    let output = GatedOutput(open: true)
    let lines = BackgroundLines(output, limit: 10)

    lines.write("a line longer than ten bytes\n")
    #expect(lines.flush(waitingAtMost: .seconds(60)))
    lines.write("short\n")
    #expect(lines.flush(waitingAtMost: .seconds(60)))

    #expect(output.text == BackgroundLines.dropNote(1) + "short\n")
  }

  @Test func theNoteCountsOneLineOrMany() {
    #expect(
      BackgroundLines.dropNote(1)
        == "tasch: 1 line of the log dropped: standard error took nothing for a while\n")
    #expect(BackgroundLines.dropNote(2).hasPrefix("tasch: 2 lines of the log dropped"))
  }
}

/// An output that takes nothing until it is opened, as a pipe whose reader stalled.
private final class GatedOutput: TextOutput {
  private let written = Mutex("")
  private let gate: DispatchSemaphore
  private let writing = DispatchSemaphore(value: 0)
  private let isOpen: Mutex<Bool>

  init(open: Bool) {
    gate = DispatchSemaphore(value: 0)
    isOpen = Mutex(open)
  }

  var text: String { written.withLock { $0 } }
  var failure: OutputFailure? { nil }

  func write(_ text: String) {
    writing.signal()
    if !isOpen.withLock({ $0 }) {
      gate.wait()
      gate.signal()
    }
    written.withLock { $0 += text }
  }

  func write(utf8 bytes: [UInt8]) {
    write(String(decoding: bytes, as: UTF8.self))
  }

  /// Waits until a write has begun.
  func waitUntilWriting() {
    writing.wait()
  }

  /// Lets every write through, the one waiting included.
  func open() {
    isOpen.withLock { $0 = true }
    gate.signal()
  }
}
