import Glibc
import Testing

@testable import TaschTerminal

@Suite struct DescriptorReserveTests {
  private let needed = DescriptorReserve.needed

  @Test func enoughFreeDescriptorsNeedNothing() {
    #expect(DescriptorReserve.plan(soft: 1_024, hard: 1_024, free: needed) == .enough)
  }

  @Test func aLowSoftLimitIsRaisedWithRoomToSpare() {
    #expect(
      DescriptorReserve.plan(soft: 4, hard: 1_048_576, free: 1) == .raise(to: rlim_t(4 + needed)))
  }

  @Test func theRaiseStopsAtTheHardLimit() {
    #expect(
      DescriptorReserve.plan(soft: 4, hard: rlim_t(4 + needed - 1), free: 1)
        == .raise(to: rlim_t(4 + needed - 1)))
  }

  @Test func aHardLimitTooLowIsTooFew() {
    #expect(DescriptorReserve.plan(soft: 4, hard: 4, free: 1) == .tooFew)
    #expect(DescriptorReserve.plan(soft: 8, hard: 9, free: 5) == .tooFew)
  }

  @Test func anUnlimitedLimitNeverOverflows() {
    #expect(
      DescriptorReserve.plan(soft: rlim_t.max - 2, hard: rlim_t.max, free: 0)
        == .raise(to: rlim_t.max))
  }

  @Test func countsTheFreeDescriptorsBelowTheLimitOnly() {
    let open: Set<Int32> = [0, 1, 2, 5]

    #expect(DescriptorReserve.freeDescriptors(below: 8, isOpen: open.contains) == 4)
    #expect(DescriptorReserve.freeDescriptors(below: 3, isOpen: open.contains) == 0)
  }

  @Test func stopsCountingOnceEnoughAreFree() {
    var asked: Int32 = 0
    let free = DescriptorReserve.freeDescriptors(below: rlim_t.max) { descriptor in
      asked = descriptor
      return descriptor < 3
    }

    #expect(free == needed)
    #expect(asked == Int32(3 + needed - 1))
  }

  @Test func thisProcessHasEnough() {
    #expect(DescriptorReserve.ensure { .english } == nil)
  }

  @Test func aRefusalIsWrittenAsTextOrAsJSON() {
    let refusal = StartupRefusal(
      code: "storage", message: "too few", recovery: "Raise it.", status: .failure)
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let console = Console(
      output: output, errors: errors, outputIsTerminal: false, errorsAreTerminal: false,
      inputIsTerminal: false, width: nil)

    #expect(refusal.report(on: console, json: false) == .failure)
    #expect(refusal.report(on: console, json: true) == .failure)

    #expect(errors.text == "tasch: too few\nRaise it.\n")
    #expect(output.text.contains(#""code": "storage""#))
    #expect(output.text.contains(#""message": "too few""#))
    #expect(output.text.contains(#""recovery": "Raise it.""#))
  }
}
