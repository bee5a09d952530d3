import Tasch
import TaschSimulation
import Testing

@Suite struct LatencyTests {
  /// `count` waits of `latency` drawn with `seed`, in milliseconds, in the order drawn.
  private func waits(_ latency: Latency, count: Int, seed: UInt64 = 2_026) -> [Double] {
    var engine = SimulationEngine(settings: SimulationSettings(defaultLatency: latency, seed: seed))
    return (0..<count).map { _ in
      let wait = engine.nextCall(of: .catalogue, at: .zero).wait
      return Double(wait.components.seconds) * 1_000 + Double(wait.components.attoseconds) / 1e15
    }
  }

  /// The value below which `fraction` of `sorted` lies.
  private func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.down)))]
  }

  @Test func aFixedWaitIsAlwaysTheSame() {
    #expect(Set(waits(Latency(milliseconds: 800), count: 20)) == [800])
    #expect(Set(waits(.none, count: 5)) == [0])
  }

  @Test func jitterStaysWithinItsRangeAndCoversIt() {
    let drawn = waits(Latency(milliseconds: 800, jitterMilliseconds: 200), count: 2_000)

    #expect(drawn.allSatisfy { (600...1_000).contains($0) })
    #expect(drawn.min() == 600 && drawn.max() == 1_000)
  }

  @Test(arguments: [(200, 2_000), (800, 1_000), (50, 30_000)])
  func aLongTailHasTheMedianAndNinetyNinthPercentileAsked(median: Int, p99: Int) {
    let drawn = waits(
      Latency(medianMilliseconds: median, p99Milliseconds: p99), count: 10_000
    ).sorted()

    let drawnMedian = percentile(0.5, of: drawn)
    let drawnP99 = percentile(0.99, of: drawn)
    #expect(abs(drawnMedian - Double(median)) <= Double(median) / 10, "median \(drawnMedian)")
    #expect(abs(drawnP99 - Double(p99)) <= Double(p99) / 10, "99th percentile \(drawnP99)")
  }

  @Test func aLongTailIsCutWhereAsked() {
    let drawn = waits(
      Latency(medianMilliseconds: 200, p99Milliseconds: 2_000, capMilliseconds: 2_500),
      count: 10_000)

    #expect(drawn.max() == 2_500, "the tail reaches the cut and goes no further")
    #expect(drawn.allSatisfy { $0 >= 0 })
  }

  @Test func aLongTailIsCutAtTheHourAtMost() {
    let drawn = waits(
      Latency(medianMilliseconds: 3_000_000, p99Milliseconds: 3_600_000, capMilliseconds: .max),
      count: 1_000)

    #expect(drawn.allSatisfy { $0 <= 3_600_000 })
    #expect(drawn.contains(3_600_000))
  }

  @Test func theSameSeedDrawsTheSameWaits() {
    let latency = Latency(medianMilliseconds: 200, p99Milliseconds: 2_000)

    #expect(waits(latency, count: 100, seed: 9) == waits(latency, count: 100, seed: 9))
    #expect(waits(latency, count: 100, seed: 9) != waits(latency, count: 100, seed: 10))
  }

  @Test(arguments: [
    Latency(milliseconds: -5, jitterMilliseconds: -3),
    Latency(milliseconds: .max, jitterMilliseconds: .max),
    Latency(milliseconds: .min, jitterMilliseconds: .min),
    Latency(medianMilliseconds: 0, p99Milliseconds: 10),
    Latency(medianMilliseconds: 500, p99Milliseconds: 100),
    Latency(medianMilliseconds: .max, p99Milliseconds: .max, capMilliseconds: -1),
  ])
  func valuesNoSpecGivesStillWaitBetweenNothingAndAnHour(latency: Latency) {
    #expect(waits(latency, count: 50).allSatisfy { (0...3_600_000).contains($0) })
  }

  @Test func onlyASpreadDependsOnChance() {
    #expect(!Latency(milliseconds: 800).usesChance)
    #expect(Latency(milliseconds: 800, jitterMilliseconds: 1).usesChance)
    #expect(Latency(medianMilliseconds: 200, p99Milliseconds: 2_000).usesChance)
  }
}
