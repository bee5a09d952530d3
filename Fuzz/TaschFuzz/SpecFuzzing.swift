import TaschSimulation

/// `--latency` and `--fail` specs of any text: refused with a reason, or read into values in
/// their ranges, so that the simulation's arithmetic on them cannot overflow.
enum SpecFuzzing {
  static func run(_ input: [UInt8]) {
    let spec = String(decoding: input, as: UTF8.self)
    let longest = SimulationSpec.maximumLatencyMilliseconds
    do throws(SimulationSpecError) {
      let (defaultLatency, perOperation) = try SimulationSpec.latencies(spec)
      for latency in [defaultLatency].compactMap({ $0 }) + Array(perOperation.values) {
        require((0...longest).contains(latency.milliseconds), "latency \(latency) out of range")
        require(
          (0...longest).contains(latency.jitterMilliseconds), "jitter \(latency) out of range")
      }
      // What was read, written in one way, reads the same.
      let items =
        perOperation.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\(text(of: $0.value))" }
        + [defaultLatency].compactMap { $0.map(text(of:)) }
      let again = try? SimulationSpec.latencies(items.joined(separator: ","))
      require(
        again?.default == defaultLatency && again?.perOperation == perOperation,
        "\(spec) read differently once written as \(items)")
    } catch {
      require(!error.description.isEmpty, "a refusal without a reason")
    }
    do throws(SimulationSpecError) {
      for rule in try SimulationSpec.failures(spec).values {
        switch rule.trigger {
        case .always: break
        case .firstCalls(let count): require(count >= 1, "a count below 1: \(count)")
        case .probability(let percent):
          require((0...100).contains(percent), "a chance out of range: \(percent)")
        }
      }
    } catch {
      require(!error.description.isEmpty, "a refusal without a reason")
    }
  }

  private static func text(of latency: Latency) -> String {
    "\(latency.milliseconds)ms~\(latency.jitterMilliseconds)ms"
  }
}
