import Tasch
import TaschSimulation
import TaschTestSupport
import Testing

@Suite struct SimulatedShopStoreTests {
  private let base: ShopStoreSpy
  private let memory: InMemoryShopStore
  private let clock = RecordingClock()

  init() {
    memory = InMemoryShopStore(.stub([.stub(id: 1), .stub(id: 7)]))
    base = ShopStoreSpy(wrapping: memory)
  }

  private func simulated(latency: String = "0ms", fail: String? = nil, seed: UInt64 = 0) throws
    -> SimulatedShopStore
  {
    var settings = SimulationSettings(seed: seed)
    settings.override(with: try SimulationSpec.latencies(latency))
    settings.override(with: try fail.map(SimulationSpec.failures) ?? [:])
    return SimulatedShopStore(wrapping: base, settings: settings, clock: clock)
  }

  /// Reads as `operation` through `store`.
  private func read(_ store: SimulatedShopStore, _ operation: ShopOperation) async throws {
    _ = try await store.read(operation, for: .stub) { $0.shop }
  }

  /// Reads as `operation` through `store` `count` times, one after the other; whether each
  /// read failed.
  private func failedReads(
    of store: SimulatedShopStore, reading operation: ShopOperation, times count: Int
  ) async -> [Bool] {
    var failed: [Bool] = []
    for _ in 0..<count {
      do {
        try await read(store, operation)
        failed.append(false)
      } catch {
        failed.append(true)
      }
    }
    return failed
  }

  /// Calls every operation once, reads and units of work alike; the errors, in operation order.
  private func callEveryOperation(_ store: SimulatedShopStore) async -> [ShopError?] {
    var errors: [ShopError?] = []
    for operation in ShopOperation.allCases {
      do throws(ShopError) {
        if operation.rawValue.contains(".") || [.rate, .checkout, .undo, .redo].contains(operation)
        {
          try await store.update(operation, for: .stub, origin: ChangeOrigin()) { _, _ in }
        } else {
          _ = try await store.read(operation, for: .stub) { $0.shop }
        }
        errors.append(nil)
      } catch {
        errors.append(error)
      }
    }
    return errors
  }

  @Test func withoutSettingsItPassesEveryCallStraightThrough() async throws {
    let errors = await callEveryOperation(try simulated())

    #expect(errors.allSatisfy { $0 == nil })
    #expect(base.operations == ShopOperation.allCases)
    #expect(clock.sleeps.isEmpty)
  }

  @Test func waitsEachOperationsLatencyOnTheClock() async throws {
    _ = await callEveryOperation(try simulated(latency: "catalogue=2s,cart=300ms,50ms"))

    #expect(
      clock.sleeps
        == ShopOperation.allCases.map { operation in
          switch operation {
          case .catalogue: .seconds(2)
          case .cart: .milliseconds(300)
          default: .milliseconds(50)
          }
        })
  }

  @Test func jitterStaysWithinItsRangeAndFollowsTheSeed() async throws {
    func sleeps(seed: UInt64) async throws -> [Duration] {
      let clock = RecordingClock()
      var settings = SimulationSettings(seed: seed)
      settings.override(with: try SimulationSpec.latencies("800ms~200ms"))
      let store = SimulatedShopStore(wrapping: base, settings: settings, clock: clock)
      for _ in 0..<50 { try await read(store, .wishList) }
      return clock.sleeps
    }

    let first = try await sleeps(seed: 42)

    #expect(first.allSatisfy { (.milliseconds(600)...Duration.milliseconds(1_000)).contains($0) })
    #expect(Set(first).count > 10, "the waits vary")
    #expect(try await sleeps(seed: 42) == first)
    #expect(try await sleeps(seed: 43) != first)
  }

  @Test func alwaysFailsEveryCallWithoutAskingTheStore() async throws {
    let store = try simulated(fail: "catalogue")

    await #expect(throws: ShopError.simulated(.offline)) { try await read(store, .catalogue) }
    await #expect(throws: ShopError.simulated(.offline)) { try await read(store, .catalogue) }
    #expect(base.calls.isEmpty)
  }

  @Test func aFailedUnitOfWorkChangesNothing() async throws {
    let store = try simulated(fail: "wishlist.add")

    await #expect(throws: ShopError.simulated(.offline)) {
      try await store.update(.wishListAdd, for: .stub, origin: ChangeOrigin()) { _, work in
        _ = work.shopper.addToWishList(1, at: .stub)
      }
    }
    #expect(memory.data(of: Shopper.stub.name).wishList.productIDs.isEmpty)
  }

  @Test func onceFailsTheFirstCallOnly() async throws {
    let store = try simulated(fail: "cart=once")

    await #expect(throws: ShopError.simulated(.offline)) { try await read(store, .cart) }
    try await read(store, .cart)
  }

  @Test func aCountFailsThatManyFirstCalls() async throws {
    let store = try simulated(fail: "wishlist=3x")

    let failed = await failedReads(of: store, reading: .wishList, times: 5)

    #expect(failed == [true, true, true, false, false])
    #expect(base.operations == [.wishList, .wishList])
  }

  @Test func aChanceFailsSomeCallsTheSameWayForTheSameSeed() async throws {
    func pattern(seed: UInt64) async throws -> [Bool] {
      await failedReads(
        of: try simulated(fail: "product=30%", seed: seed), reading: .product, times: 200)
    }

    let first = try await pattern(seed: 7)
    let failures = first.filter { $0 }.count

    #expect((30...90).contains(failures), "about 30% of 200 calls")
    #expect(try await pattern(seed: 7) == first)
    #expect(try await pattern(seed: 8) != first)
  }

  @Test(arguments: [
    ("offline", ShopError.offline),
    ("timeout", .timeout),
    ("decoding", .decoding("the answer could not be decoded")),
    ("not-found", .notFound(nil)),
  ])
  func failsWithTheKindAskedMarkedAsSimulated(kind: String, error: ShopError) async throws {
    let store = try simulated(fail: "product:\(kind)")

    await #expect(throws: ShopError.simulated(error)) { try await read(store, .product) }
  }

  @Test func failuresComeAfterTheLatencyAsARealTimeoutWould() async throws {
    let store = try simulated(latency: "1s", fail: "rate:timeout")

    await #expect(throws: ShopError.simulated(.timeout)) {
      try await store.update(.rate, for: .stub, origin: ChangeOrigin()) { _, _ in }
    }
    #expect(clock.sleeps == [.seconds(1)])
  }

  @Test func aCancelledCallStopsWaitingAtOnceAndStillGoesAsOneSentWould() async throws {
    let clock = ManualClock()
    var settings = SimulationSettings()
    settings.override(with: try SimulationSpec.latencies("3600s"))
    let store = SimulatedShopStore(wrapping: base, settings: settings, clock: clock)
    let call = Task { try await read(store, .cart) }
    await clock.waitForSleepers(1)

    call.cancel()
    try await call.value

    #expect(clock.sleeperCount == 0)
    #expect(base.operations == [.cart])
  }

  @Test func newSettingsApplyAtOnceAndRestartTheirCounts() async throws {
    let store = try simulated(fail: "cart=once")
    await #expect(throws: ShopError.simulated(.offline)) { try await read(store, .cart) }
    try await read(store, .cart)

    await store.apply(
      SimulationSettings(failures: try SimulationSpec.failures("cart=once:timeout")))

    await #expect(throws: ShopError.simulated(.timeout)) { try await read(store, .cart) }
    try await read(store, .cart)
    #expect(await store.settings.failures[.cart]?.kind == .timeout)
  }

  @Test func anOutageLastsItsTimeOnTheClock() async throws {
    // Each call waits a second on the clock, so the calls come at 0 s, 1 s, 2 s and 3 s.
    let store = try simulated(latency: "1s", fail: "orders=for:2.5s")

    let failed = await failedReads(of: store, reading: .orders, times: 4)

    #expect(failed == [true, true, true, false])
  }

  @Test func aResetStartsAgainAsTheStoreWasMade() async throws {
    let store = try simulated(fail: "cart=once")
    await #expect(throws: ShopError.simulated(.offline)) { try await read(store, .cart) }
    try await read(store, .cart)
    var changed = await store.settings
    changed.failures[.cart] = nil
    changed.seed = 99
    await store.apply(changed)

    await store.reset()

    await #expect(throws: ShopError.simulated(.offline)) { try await read(store, .cart) }
    #expect(await store.settings.failures[.cart] == FailureRule(trigger: .firstCalls(1)))
    #expect(await store.settings.seed != 99)
  }

  @Test func findingTheShopsIsNeverSimulated() async throws {
    let store = try simulated(latency: "5s", fail: "catalogue")

    #expect(try await store.shops().map(\.id) == [memory.shop])
    #expect(clock.sleeps.isEmpty)
  }

  @Test func changesOfTheWrappedStorePassThrough() async throws {
    let store = try simulated(fail: "wishlist.add")
    var changes = store.changes(for: .stub).makeAsyncIterator()

    memory.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(7, at: .stub) }

    #expect(await changes.next() == DataChange(wishList: true, history: true))
  }
}
