import Tasch
import TaschJSONEngine
import TaschTestSupport
import Testing

@Suite struct SimulatedDataLayerTests {
  private let base = DataLayerSpy()
  private let clock = RecordingClock()

  init() throws {
    base.answers.catalogue = .success(.stub([.stub()]))
    base.answers.product = .success(.stub())
    base.answers.wishList = .success(.stub([]))
    base.answers.addToWishList = .success(true)
    base.answers.removeFromWishList = .success(true)
    base.answers.rate = .success(.stub())
    base.answers.cart = .success(try .stub([]))
    base.answers.checkout = .success(.stub())
  }

  private func simulated(_ settings: SimulationSettings) -> SimulatedDataLayer {
    SimulatedDataLayer(wrapping: base, settings: settings, clock: clock)
  }

  private func simulated(latency: String = "0ms", fail: String? = nil, seed: UInt64 = 0) throws
    -> SimulatedDataLayer
  {
    let (defaultLatency, latencies) = try SimulationSpec.latencies(latency)
    return simulated(
      SimulationSettings(
        defaultLatency: defaultLatency ?? .none, latencies: latencies,
        failures: try fail.map(SimulationSpec.failures) ?? [:], seed: seed))
  }

  /// Calls every operation once; the errors, in operation order.
  private func callEveryOperation(_ dataLayer: SimulatedDataLayer) async -> [ShopError?] {
    func outcome(_ call: () async throws(ShopError) -> Void) async -> ShopError? {
      do {
        try await call()
        return nil
      } catch {
        return error
      }
    }
    return [
      await outcome { () async throws(ShopError) in _ = try await dataLayer.catalogue() },
      await outcome { () async throws(ShopError) in _ = try await dataLayer.product(7) },
      await outcome { () async throws(ShopError) in _ = try await dataLayer.wishList() },
      await outcome { () async throws(ShopError) in _ = try await dataLayer.addToWishList(7) },
      await outcome { () async throws(ShopError) in _ = try await dataLayer.removeFromWishList(7) },
      await outcome { () async throws(ShopError) in _ = try await dataLayer.rate(7, .two) },
      await outcome { () async throws(ShopError) in _ = try await dataLayer.cart() },
      await outcome { () async throws(ShopError) in _ = try await dataLayer.checkout() },
    ]
  }

  @Test func withoutSettingsItPassesEveryCallStraightThrough() async throws {
    let errors = await callEveryOperation(try simulated())

    #expect(errors.allSatisfy { $0 == nil })
    #expect(
      base.calls == [
        .catalogue, .product(7), .wishList, .addToWishList(7), .removeFromWishList(7),
        .rate(7, .two), .cart, .checkout,
      ])
    #expect(clock.sleeps.isEmpty)
  }

  @Test func waitsEachOperationsLatencyOnTheClock() async throws {
    _ = await callEveryOperation(try simulated(latency: "catalogue=2s,cart=300ms,50ms"))

    #expect(
      clock.sleeps == [
        .seconds(2), .milliseconds(50), .milliseconds(50), .milliseconds(50), .milliseconds(50),
        .milliseconds(50), .milliseconds(300), .milliseconds(50),
      ])
  }

  @Test func jitterStaysWithinItsRangeAndFollowsTheSeed() async throws {
    func sleeps(seed: UInt64) async throws -> [Duration] {
      let clock = RecordingClock()
      let (defaultLatency, _) = try SimulationSpec.latencies("800ms~200ms")
      let dataLayer = SimulatedDataLayer(
        wrapping: base,
        settings: SimulationSettings(defaultLatency: defaultLatency ?? .none, seed: seed),
        clock: clock)
      for _ in 0..<50 { _ = try await dataLayer.wishList() }
      return clock.sleeps
    }

    let first = try await sleeps(seed: 42)

    #expect(first.allSatisfy { (.milliseconds(600)...Duration.milliseconds(1_000)).contains($0) })
    #expect(Set(first).count > 10, "the waits vary")
    #expect(try await sleeps(seed: 42) == first)
    #expect(try await sleeps(seed: 43) != first)
  }

  @Test func alwaysFailsEveryCallWithoutAskingTheDataLayer() async throws {
    let dataLayer = try simulated(fail: "catalogue")

    await #expect(throws: ShopError.offline) { try await dataLayer.catalogue() }
    await #expect(throws: ShopError.offline) { try await dataLayer.catalogue() }
    #expect(base.calls.isEmpty)
  }

  @Test func onceFailsTheFirstCallOnly() async throws {
    let dataLayer = try simulated(fail: "cart=once")

    await #expect(throws: ShopError.offline) { try await dataLayer.cart() }
    #expect(try await dataLayer.cart().isEmpty)
  }

  @Test func aCountFailsThatManyFirstCalls() async throws {
    let dataLayer = try simulated(fail: "wishlist=3x")
    var failures = 0
    for _ in 0..<5 {
      do { _ = try await dataLayer.wishList() } catch { failures += 1 }
    }

    #expect(failures == 3)
    #expect(base.count(of: .wishList) == 2)
  }

  @Test func aChanceFailsSomeCallsTheSameWayForTheSameSeed() async throws {
    func pattern(seed: UInt64) async throws -> [Bool] {
      let dataLayer = try simulated(fail: "product=30%", seed: seed)
      var failed: [Bool] = []
      for _ in 0..<200 {
        do {
          _ = try await dataLayer.product(1)
          failed.append(false)
        } catch {
          failed.append(true)
        }
      }
      return failed
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
    ("decoding", .decoding("the answer could not be decoded (simulated failure)")),
    ("not-found", .notFound(7)),
  ])
  func failsWithTheKindAsked(kind: String, error: ShopError) async throws {
    let dataLayer = try simulated(fail: "product:\(kind)")

    await #expect(throws: error) { try await dataLayer.product(7) }
  }

  @Test func notFoundWithoutAProductNamesNone() async throws {
    let dataLayer = try simulated(fail: "cart:not-found")

    await #expect(throws: ShopError.notFound(nil)) { try await dataLayer.cart() }
  }

  @Test func failuresComeAfterTheLatencyAsARealTimeoutWould() async throws {
    let dataLayer = try simulated(latency: "1s", fail: "rate:timeout")

    await #expect(throws: ShopError.timeout) { try await dataLayer.rate(1, .one) }
    #expect(clock.sleeps == [.seconds(1)])
  }

  @Test func newSettingsApplyAtOnceAndRestartTheirCounts() async throws {
    let dataLayer = try simulated(fail: "cart=once")
    await #expect(throws: ShopError.offline) { try await dataLayer.cart() }
    _ = try await dataLayer.cart()

    await dataLayer.apply(
      SimulationSettings(failures: try SimulationSpec.failures("cart=once:timeout")))

    await #expect(throws: ShopError.timeout) { try await dataLayer.cart() }
    _ = try await dataLayer.cart()
    #expect(await dataLayer.settings.failures[.cart]?.kind == .timeout)
  }

  @Test func changesOfTheWrappedDataLayerPassThrough() async throws {
    let dataLayer = try simulated(fail: "wishlist.add")
    var changes = dataLayer.changes().makeAsyncIterator()

    base.publish(.order)

    #expect(await changes.next() == .order)
  }
}
