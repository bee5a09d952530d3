import Tasch
import TaschSimulation

/// `--latency` and `--fail` specs and preset files of any text: refused with a reason, or read
/// into values in their ranges that write back as specs reading the same, so that the
/// simulation's arithmetic on them cannot overflow and the panel's line can be pasted.
enum SpecFuzzing {
  static func run(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    roundTrip(text, read: SimulationSpec.latencies, write: SimulationSpec.latencySpec) {
      for latency in [$0.defaultLatency].compactMap({ $0 }) + Array($0.perOperation.values) {
        check(latency)
      }
    }
    roundTrip(text, read: SimulationSpec.failures, write: SimulationSpec.failSpec) {
      for (operation, rule) in $0 { check(rule, of: operation) }
    }
    roundTrip(
      text,
      read: { text throws(SimulationPresetError) in
        try SimulationPreset(name: "fuzz", json: text)
      }, write: \.json)
  }

  /// Reads `text` with `read`: refused with a reason, or read into a value that passes `check`
  /// and reads the same once written with `write`.
  private static func roundTrip<Value: Equatable, Refusal: Error & CustomStringConvertible>(
    _ text: String, read: (String) throws(Refusal) -> Value, write: (Value) -> String,
    check: (Value) -> Void = { _ in }
  ) {
    do throws(Refusal) {
      let value = try read(text)
      check(value)
      let written = write(value)
      require(
        (try? read(written)) == value, "\(text) read differently once written as \(written)")
    } catch {
      require(!error.description.isEmpty, "a refusal without a reason")
    }
  }

  private static let longest = SimulationSpec.maximumLatencyMilliseconds

  /// A latency read is in range, and so is every wait drawn from it.
  private static func check(_ latency: Latency) {
    require((0...longest).contains(latency.milliseconds), "latency \(latency) out of range")
    switch latency.spread {
    case .none: break
    case .uniform(let jitter):
      require((0...longest).contains(jitter), "jitter \(latency) out of range")
    case .lognormal(let p99, let cap):
      require(latency.milliseconds > 0 && p99 > latency.milliseconds, "tail \(latency) inverted")
      require((p99...longest).contains(cap), "cut \(latency) out of range")
    }
    var engine = SimulationEngine(settings: SimulationSettings(defaultLatency: latency))
    for _ in 0..<3 {
      let wait = engine.nextCall(of: .cart, at: .zero).wait
      require(
        (.zero...Duration.milliseconds(longest)).contains(wait), "\(latency) waited \(wait)")
    }
  }

  /// A failure rule read counts from 1, has a chance in range, and fits its operation.
  private static func check(_ rule: FailureRule, of operation: ShopOperation) {
    require(rule.kind.fits(operation), "\(rule.kind) accepted for \(operation)")
    switch rule.trigger {
    case .always: break
    case .firstCalls(let count), .everyNthCall(let count), .afterCalls(let count):
      require(count >= 1, "a count below 1: \(count)")
    case .probability(let percent):
      require((0...100).contains(percent), "a chance out of range: \(percent)")
    case .outage(let milliseconds):
      require((1...longest).contains(milliseconds), "an outage out of range: \(milliseconds)")
    }
  }
}
