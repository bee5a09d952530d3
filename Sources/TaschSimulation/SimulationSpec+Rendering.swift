import Tasch

extension SimulationSpec {
  /// The latency spec that gives `latencies`, which reads back as the same latencies: the
  /// latency of every other operation first, then each operation's in their usual order; empty
  /// when there are none.
  public static func latencySpec(_ latencies: Latencies) -> String {
    let rules =
      [latencies.defaultLatency.map(text(of:))]
      + ShopOperation.allCases.map { operation in
        latencies.perOperation[operation].map { "\(operation.rawValue)=\(text(of: $0))" }
      }
    return rules.compactMap { $0 }.joined(separator: ",")
  }

  /// The failure spec that gives `failures`, which reads back as the same rules: the operations
  /// in their usual order, each without the words that go without saying (`always`,
  /// `offline`); empty when there are none.
  public static func failSpec(_ failures: [ShopOperation: FailureRule]) -> String {
    ShopOperation.allCases.compactMap { operation in
      failures[operation].map { rule in
        rule.trigger == .always
          ? operation.rawValue + kindSuffix(of: rule) : "\(operation.rawValue)=\(rule)"
      }
    }.joined(separator: ",")
  }

  /// A latency as a spec writes it: `800ms`, `800ms~200ms`, `lognormal:200ms:2s:max:10s`.
  public static func text(of latency: Latency) -> String {
    switch latency.spread {
    case .none:
      return text(ofMilliseconds: latency.milliseconds)
    case .uniform(let jitterMilliseconds):
      return text(ofMilliseconds: latency.milliseconds) + "~"
        + text(ofMilliseconds: jitterMilliseconds)
    case .lognormal(let p99Milliseconds, let capMilliseconds):
      let cap =
        capMilliseconds == maximumLatencyMilliseconds
        ? "" : ":max:" + text(ofMilliseconds: capMilliseconds)
      return "lognormal:" + text(ofMilliseconds: latency.milliseconds) + ":"
        + text(ofMilliseconds: p99Milliseconds) + cap
    }
  }

  /// A duration as a spec writes it: `800ms`, `2s`, `1.5s`.
  static func text(ofMilliseconds milliseconds: Int) -> String {
    let (seconds, rest) = milliseconds.quotientAndRemainder(dividingBy: 1000)
    guard seconds > 0 else { return "\(milliseconds)ms" }
    guard rest != 0 else { return "\(seconds)s" }
    // Three digits, leading zeros kept, trailing ones dropped: 50 → `05`.
    var fraction = String(String(rest + 1000).dropFirst())
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction)s"
  }

  fileprivate static func kindSuffix(of rule: FailureRule) -> String {
    rule.kind == .offline ? "" : ":" + rule.kind.rawValue
  }
}

extension FailureRule: CustomStringConvertible {
  /// The rule as a spec writes it after the operation's `=`: its pattern, then its kind unless
  /// that is `offline`, such as `once`, `30%:timeout` or `every:3:out-of-stock`.
  public var description: String {
    let pattern =
      switch trigger {
      case .always: "always"
      case .firstCalls(1): "once"
      case .firstCalls(let count): "\(count)x"
      case .probability(let percent): "\(percent)%"
      case .everyNthCall(let count): "every:\(count)"
      case .afterCalls(let count): "after:\(count)"
      case .outage(let milliseconds): "for:" + SimulationSpec.text(ofMilliseconds: milliseconds)
      }
    return pattern + SimulationSpec.kindSuffix(of: self)
  }
}

extension SimulationSettings {
  /// The latency spec these settings amount to, one line a user could paste after
  /// `--latency`; `nil` when no operation waits.
  public var latencySpec: String? {
    let spec = SimulationSpec.latencySpec(
      Latencies(
        defaultLatency: defaultLatency == .none ? nil : defaultLatency, perOperation: latencies))
    return spec.isEmpty ? nil : spec
  }

  /// The failure spec these settings amount to, one line a user could paste after `--fail`;
  /// `nil` when nothing fails.
  public var failSpec: String? {
    let spec = SimulationSpec.failSpec(failures)
    return spec.isEmpty ? nil : spec
  }
}
