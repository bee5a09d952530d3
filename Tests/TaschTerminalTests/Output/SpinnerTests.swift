import TaschTestSupport
import Testing

@testable import TaschTerminal

@MainActor
@Suite struct SpinnerTests {
  private let clock = ManualClock()
  private let output = CapturedOutput()

  @Test func writesNothingWhenStandardErrorIsNotATerminal() async {
    let spinner = Spinner(output: output, isTerminal: false, clock: clock)

    let result = await spinner.whileRunning("Loading…") { 42 }

    #expect(result == 42)
    #expect(output.text.isEmpty)
  }

  @Test func writesNothingForAnOperationFasterThanItsDelay() async {
    let spinner = Spinner(output: output, isTerminal: true, clock: clock)

    _ = await spinner.whileRunning("Loading…") { await Task.yield() }

    #expect(output.text.isEmpty)
  }

  @Test func spinsWhileASlowOperationRunsAndErasesItself() async {
    let spinner = Spinner(output: output, isTerminal: true, clock: clock)
    // The operation runs until the test finishes the stream it reads.
    let (held, release) = AsyncStream<Void>.makeStream()
    let running = Task { @MainActor in
      await spinner.whileRunning("Loading…") { for await _ in held {} }
    }

    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(99))
    #expect(output.text.isEmpty, "not before 100 ms")
    clock.advance(by: .milliseconds(1))
    await clock.waitForSleepers(1)
    #expect(output.text == "\r⠋ Loading…\u{1B}[K")
    clock.advance(by: .milliseconds(80))
    await clock.waitForSleepers(1)
    release.finish()
    await running.value

    #expect(output.text == "\r⠋ Loading…\u{1B}[K" + "\r⠙ Loading…\u{1B}[K" + "\r\u{1B}[K")
  }

  @Test func framesGoRound() {
    #expect(Spinner.line(frame: 10, text: "x") == Spinner.line(frame: 0, text: "x"))
  }
}
