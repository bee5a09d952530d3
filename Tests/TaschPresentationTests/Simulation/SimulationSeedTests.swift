import Testing

@testable import TaschPresentation

/// The seeds the program picks itself stay below 2^53, so that a JavaScript client reads one
/// exactly and can send it back to replay the run.
@Suite struct SimulationSeedTests {
  @Test func aPickedSeedIsExactAsADouble() {
    // Of 1,000 seeds drawn from all 2^64, all but about one in 2^11 would be past 2^53.
    for _ in 0..<1_000 {
      let seed = SimulationSpecs.randomSeed()

      #expect(seed < 1 << 53)
      #expect(UInt64(exactly: Double(seed)) == seed)
    }
  }
}
