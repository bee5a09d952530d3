import Testing

@testable import TaschTerminal

/// Which reads of the terminal's keys are the shop's: only those made whole while it held the
/// terminal.
@Suite struct KeyGateTests {
  @Test func keysReadBeforeTheShopTakesTheTerminalAreNotKept() {
    let gate = KeyGate()

    #expect(!gate.keeps(keysReadSince: gate.beforeRead))
  }

  @Test func keysReadWhileTheShopHoldsTheTerminalAreKept() {
    let gate = KeyGate()
    gate.open()

    let before = gate.beforeRead

    #expect(gate.keeps(keysReadSince: before))
  }

  /// A read begun before the shop stopped, ending once it continues, holds what was typed at
  /// the shell: a `y` there must not confirm an order.
  @Test func aReadAcrossAStopIsNotKept() {
    let gate = KeyGate()
    gate.open()
    let before = gate.beforeRead

    gate.close()
    gate.open()

    #expect(!gate.keeps(keysReadSince: before))
    #expect(gate.keeps(keysReadSince: gate.beforeRead))
  }

  @Test func aReadBegunWhileStoppedIsNotKeptThoughTheShopTookTheTerminalBack() {
    let gate = KeyGate()
    gate.open()
    gate.close()
    let before = gate.beforeRead

    gate.open()

    #expect(!gate.keeps(keysReadSince: before))
  }

  @Test func openingOrClosingTwiceIsOnce() {
    let gate = KeyGate()
    gate.open()
    gate.open()
    let open = gate.beforeRead
    gate.close()
    gate.close()
    gate.open()

    #expect(gate.keeps(keysReadSince: open) == false)
    #expect(gate.beforeRead == open + 2)
  }
}
