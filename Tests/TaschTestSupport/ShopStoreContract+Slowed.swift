import TaschSimulation

extension ShopStoreContract {
  /// The latency a slowed-down run adds to every operation: far more than any test waits for,
  /// on a clock that only records it.
  static let slow = SimulationSettings(
    defaultLatency: Latency(milliseconds: 800, jitterMilliseconds: 200), seed: 7)

  /// `factory`'s stores, each wrapped in the simulation with latency and no failures, which
  /// must change no answer.
  public static func slowedDown(_ factory: @escaping Factory) -> Factory {
    { fixture in
      let subject = try await factory(fixture)
      return Subject(
        store: SimulatedShopStore(wrapping: subject.store, settings: slow, clock: RecordingClock()),
        shopper: subject.shopper)
    }
  }
}
