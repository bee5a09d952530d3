import Synchronization
import Testing

@testable import TaschTerminal

/// Output held while it fits the screen, then through the pager.
@Suite struct PagedOutputTests {
  /// Counts the pagers started, and gives each the one `pager`, or none.
  final class PagerStarter: Sendable {
    let pager: RecordingPager?
    let starts = Mutex(0)

    init(_ pager: RecordingPager?) {
      self.pager = pager
    }

    func start() -> (any PagerSink)? {
      starts.withLock { $0 += 1 }
      return pager
    }
  }

  private static func lines(_ range: ClosedRange<Int>) -> String {
    range.map { "line \($0)\n" }.joined()
  }

  @Test func outputThatFitsTheScreenIsWrittenDirectlyWhenTheCommandIsDone() {
    let direct = CapturedOutput()
    let starter = PagerStarter(RecordingPager())
    let output = PagedOutput(direct: direct, rows: 5, startPager: starter.start)

    output.write(Self.lines(1...4))
    let beforeTheEnd = direct.text
    output.finish()

    #expect(beforeTheEnd.isEmpty)
    #expect(direct.text == Self.lines(1...4))
    #expect(starter.starts.withLock { $0 } == 0)
  }

  @Test func outputThatOutgrowsTheScreenGoesThroughOnePagerInOrder() throws {
    let direct = CapturedOutput()
    let pager = RecordingPager()
    let starter = PagerStarter(pager)
    let output = PagedOutput(direct: direct, rows: 5, startPager: starter.start)

    output.write(Self.lines(1...3))
    output.write(utf8: Array(Self.lines(4...6).utf8))
    output.write(Self.lines(7...9))
    output.finish()

    #expect(direct.text.isEmpty)
    #expect(pager.kept.text == Self.lines(1...9))
    #expect(starter.starts.withLock { $0 } == 1)
    #expect(pager.finishes.withLock { $0 } == 1, "waited for the person to leave it")
  }

  @Test func aPagerThatCannotBeStartedLeavesTheOutputWrittenDirectly() {
    let direct = CapturedOutput()
    let starter = PagerStarter(nil)
    let output = PagedOutput(direct: direct, rows: 2, startPager: starter.start)

    output.write(Self.lines(1...3))
    output.write(Self.lines(4...5))
    output.finish()

    #expect(direct.text == Self.lines(1...5))
    #expect(starter.starts.withLock { $0 } == 1, "tried once")
  }

  @Test func aLineWithoutItsEndIsHeldUntilTheEnd() {
    let direct = CapturedOutput()
    let output = PagedOutput(direct: direct, rows: 2, startPager: PagerStarter(nil).start)

    output.write("no line break")
    output.finish()

    #expect(direct.text == "no line break")
  }
}
