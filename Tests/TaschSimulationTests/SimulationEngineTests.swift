import Tasch
import TaschSimulation
import Testing

@Suite struct SimulationEngineTests {
  private func engine(fail spec: String, seed: UInt64 = 0) throws -> SimulationEngine {
    var settings = SimulationSettings(seed: seed)
    settings.override(with: try SimulationSpec.failures(spec))
    return SimulationEngine(settings: settings)
  }

  /// Which of `count` calls of `operation`, one second apart from `start`, fail: their numbers,
  /// from 1.
  private func failingCalls(
    of operation: ShopOperation, _ count: Int, in engine: inout SimulationEngine,
    from start: Duration = .zero
  ) -> [Int] {
    (1...count).filter { number in
      engine.nextCall(of: operation, at: start + .seconds(number - 1)).failure != nil
    }
  }

  @Test func withoutRulesNothingFailsOrWaits() {
    var engine = SimulationEngine(settings: SimulationSettings())

    for operation in ShopOperation.allCases {
      #expect(engine.nextCall(of: operation, at: .zero) == SimulatedCall(wait: .zero, failure: nil))
    }
  }

  @Test func eachCallWaitsItsOperationsLatency() throws {
    var settings = SimulationSettings()
    settings.override(with: try SimulationSpec.latencies("cart=300ms,2s"))
    var engine = SimulationEngine(settings: settings)

    #expect(engine.nextCall(of: .cart, at: .zero).wait == .milliseconds(300))
    #expect(engine.nextCall(of: .orders, at: .zero).wait == .seconds(2))
  }

  @Test func alwaysFailsEveryCallWithItsKind() throws {
    var engine = try engine(fail: "cart:timeout")

    #expect(failingCalls(of: .cart, 5, in: &engine) == [1, 2, 3, 4, 5])
    #expect(engine.nextCall(of: .cart, at: .zero).failure == .timeout)
    #expect(failingCalls(of: .wishList, 3, in: &engine).isEmpty, "other operations go through")
  }

  @Test func onceAndACountFailTheFirstCalls() throws {
    var engine = try engine(fail: "cart=once,wishlist=3x")

    #expect(failingCalls(of: .cart, 4, in: &engine) == [1])
    #expect(failingCalls(of: .wishList, 6, in: &engine) == [1, 2, 3])
  }

  @Test func everyNthCallFailsTheNthAndItsMultiples() throws {
    var engine = try engine(fail: "cart=every:3:timeout,rate=every:1")

    #expect(failingCalls(of: .cart, 10, in: &engine) == [3, 6, 9])
    #expect(failingCalls(of: .rate, 3, in: &engine) == [1, 2, 3])
  }

  @Test func afterTheFirstCallsEveryLaterOneFails() throws {
    var engine = try engine(fail: "checkout=after:2:timeout")

    #expect(failingCalls(of: .checkout, 5, in: &engine) == [3, 4, 5])
  }

  @Test func anOutageFailsFromTheFirstCallUntilItsTimeHasPassed() throws {
    var engine = try engine(fail: "catalogue=for:3s")

    // Calls at 10 s, 11 s, … 15 s: the first begins the outage, which ends at 13 s.
    #expect(failingCalls(of: .catalogue, 6, in: &engine, from: .seconds(10)) == [1, 2, 3])
    #expect(engine.nextCall(of: .catalogue, at: .seconds(100)).failure == nil, "then none fails")
  }

  @Test func anOutageCountsPerOperation() throws {
    var engine = try engine(fail: "catalogue=for:1s,cart=for:1s")

    _ = engine.nextCall(of: .catalogue, at: .zero)

    #expect(engine.nextCall(of: .catalogue, at: .seconds(5)).failure == nil)
    #expect(engine.nextCall(of: .cart, at: .seconds(5)).failure == .offline, "its own begins now")
  }

  @Test func aChanceFailsAboutThatShareTheSameWayForTheSameSeed() throws {
    func failures(seed: UInt64) throws -> [Int] {
      var engine = try engine(fail: "product=30%", seed: seed)
      return failingCalls(of: .product, 1_000, in: &engine)
    }

    let first = try failures(seed: 7)

    #expect((250...350).contains(first.count), "about 30% of 1,000 calls: \(first.count)")
    #expect(try failures(seed: 7) == first)
    #expect(try failures(seed: 8) != first)
  }

  @Test func countingIsPerOperation() throws {
    var engine = try engine(fail: "cart=every:2,wishlist=every:2")

    _ = engine.nextCall(of: .cart, at: .zero)

    #expect(engine.nextCall(of: .wishList, at: .zero).failure == nil)
    #expect(engine.nextCall(of: .cart, at: .zero).failure == .offline)
  }

  @Test func aChangedRuleCountsAfreshAndAnUnchangedOneGoesOn() throws {
    var engine = try engine(fail: "cart=once,wishlist=every:2")
    _ = failingCalls(of: .cart, 2, in: &engine)
    _ = engine.nextCall(of: .wishList, at: .zero)

    var changed = engine.settings
    changed.failures[.cart] = FailureRule(trigger: .firstCalls(1), kind: .timeout)
    engine.apply(changed)

    #expect(engine.nextCall(of: .cart, at: .zero).failure == .timeout)
    #expect(engine.nextCall(of: .wishList, at: .zero).failure == .offline, "its second call")
  }

  @Test func aResetStartsEveryCountOutageAndDrawAgain() throws {
    var settings = SimulationSettings(seed: 3)
    settings.override(with: try SimulationSpec.failures("cart=once,catalogue=for:1s,rate=50%"))
    settings.override(with: try SimulationSpec.latencies("lognormal:200ms:2s"))
    var engine = SimulationEngine(settings: settings)
    let before = (0..<20).map { _ in engine.nextCall(of: .rate, at: .zero) }
    _ = engine.nextCall(of: .cart, at: .zero)
    _ = engine.nextCall(of: .catalogue, at: .zero)

    engine.reset()

    #expect((0..<20).map { _ in engine.nextCall(of: .rate, at: .zero) } == before)
    #expect(engine.nextCall(of: .cart, at: .seconds(9)).failure == .offline)
    #expect(engine.nextCall(of: .catalogue, at: .seconds(9)).failure == .offline)
    #expect(engine.settings == settings)
  }

  @Test func aNewSeedRestartsTheDraws() throws {
    var settings = SimulationSettings(seed: 1)
    settings.override(with: try SimulationSpec.failures("rate=50%"))
    var engine = SimulationEngine(settings: settings)
    let fresh = SimulationEngine(settings: settings)
    _ = engine.nextCall(of: .rate, at: .zero)

    settings.seed = 2
    engine.apply(settings)
    var expected = fresh
    expected.apply(settings)

    #expect(
      (0..<20).map { _ in engine.nextCall(of: .rate, at: .zero) }
        == (0..<20).map { _ in expected.nextCall(of: .rate, at: .zero) })
  }

  @Test func theSeedInForceGivenAgainRestartsTheDrawsOnlyWhenAskedTo() throws {
    var settings = SimulationSettings(seed: 42)
    settings.override(with: try SimulationSpec.failures("rate=50%"))
    var engine = SimulationEngine(settings: settings)
    let draws = { (engine: inout SimulationEngine) in
      (0..<20).map { _ in engine.nextCall(of: .rate, at: .zero) }
    }
    let first = draws(&engine)

    engine.apply(settings)
    let continued = draws(&engine)
    engine.apply(settings, restartingDraws: true)
    let replayed = draws(&engine)

    #expect(continued != first)
    #expect(replayed == first)
  }
}
