import Glibc
import Synchronization
import Testing

@testable import TaschTerminal

/// An interrupt ends the command at once unless a change is being kept; then it waits, and
/// is delivered only if the change was not kept; once a change was kept, none ends the command
/// before it says what it did.
@Suite struct InterruptDeferralTests {
  @Test func anInterruptWithNoChangeUnderWayEndsTheCommandAtOnce() {
    let (deferral, box) = recordingDeferral()

    #expect(deferral.interruptEndsNow(SIGINT))
    #expect(box.delivered.isEmpty)
  }

  @Test func anInterruptWhileAChangeIsKeptWaitsAndEndsNothingOnceItWasKept() {
    let (deferral, box) = recordingDeferral()

    deferral.keepingBegins()
    #expect(!deferral.interruptEndsNow(SIGINT))
    deferral.keepingEnded(kept: true)

    #expect(box.delivered.isEmpty)
    #expect(!deferral.interruptEndsNow(SIGTERM))
    // A later change that fails does not make the command stoppable again before its answer.
    deferral.keepingBegins()
    deferral.keepingEnded(kept: false)
    #expect(box.delivered.isEmpty)
    #expect(!deferral.interruptEndsNow(SIGINT))
  }

  @Test func anInterruptThatWaitedIsDeliveredOnceTheChangeWasNotKept() {
    let (deferral, box) = recordingDeferral()

    deferral.keepingBegins()
    #expect(!deferral.interruptEndsNow(SIGTERM))
    deferral.keepingEnded(kept: false)

    #expect(box.delivered == [SIGTERM])
    #expect(deferral.interruptEndsNow(SIGINT))
  }

  @Test func aChangeNotKeptWithNoInterruptDeliversNothing() {
    let (deferral, box) = recordingDeferral()

    deferral.keepingEnded(kept: false)
    deferral.keepingBegins()
    deferral.keepingEnded(kept: false)

    #expect(box.delivered.isEmpty)
    #expect(deferral.interruptEndsNow(SIGINT))
  }

  /// A deferral and the box that records the signals it delivers.
  private func recordingDeferral() -> (InterruptDeferral, Box) {
    let box = Box()
    return (InterruptDeferral { box.append($0) }, box)
  }

  /// The signals a deferral delivered.
  final class Box: Sendable {
    private let signals = Mutex<[Int32]>([])
    var delivered: [Int32] { signals.withLock { $0 } }
    func append(_ number: Int32) { signals.withLock { $0.append(number) } }
  }
}
