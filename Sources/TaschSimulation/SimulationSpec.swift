import Tasch

/// Reads the simulation specs of the command line and the environment.
///
/// - latency: `800ms`, `catalogue=2s,cart=300ms`, `800ms~200ms` (± jitter); units `ms`, `s`
/// - failures: `catalogue`, `cart=once`, `cart=3x`, `cart=30%`, each with an optional `:KIND`
///   (`offline`, `timeout`, `decoding`, `not-found`); several rules separated by commas.
///
/// Anything else is refused with a message that quotes the part that is wrong.
public enum SimulationSpec {
  /// The longest latency accepted: longer is surely a typo.
  public static let maximumLatencyMilliseconds = 3_600_000

  /// The latencies in a latency spec: a default for every operation and per-operation ones.
  public static func latencies(_ spec: String)
    throws(SimulationSpecError) -> (default: Latency?, perOperation: [ShopOperation: Latency])
  {
    var defaultLatency: Latency?
    var perOperation: [ShopOperation: Latency] = [:]
    for item in try items(of: spec) {
      let (name, value) = split(item, at: "=")
      let latency = try self.latency(value ?? name)
      guard value != nil else {
        guard defaultLatency == nil else {
          throw .init("\"\(item)\": a latency for every operation is given twice")
        }
        defaultLatency = latency
        continue
      }
      let operation = try self.operation(name)
      guard perOperation.updateValue(latency, forKey: operation) == nil else {
        throw .init("\"\(item)\": \(operation.rawValue) is given twice")
      }
    }
    return (defaultLatency, perOperation)
  }

  /// The failure rules in a failure spec.
  public static func failures(_ spec: String)
    throws(SimulationSpecError) -> [ShopOperation: FailureRule]
  {
    var rules: [ShopOperation: FailureRule] = [:]
    for item in try items(of: spec) {
      let (ruleText, kindText) = split(item, at: ":")
      let (name, triggerText) = split(ruleText, at: "=")
      let operation = try self.operation(name)
      let rule = FailureRule(
        trigger: try trigger(triggerText ?? "always"), kind: try kind(kindText ?? "offline"))
      guard rules.updateValue(rule, forKey: operation) == nil else {
        throw .init("\"\(item)\": \(operation.rawValue) is given twice")
      }
    }
    return rules
  }

  // MARK: - Parts

  private static func items(of spec: String) throws(SimulationSpecError) -> [String] {
    let items = spec.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: " ")
    }
    guard !items.contains(where: \.isEmpty) else {
      throw .init("\"\(spec)\" has an empty rule; separate rules with single commas")
    }
    return items
  }

  private static func split(_ text: String, at separator: Character) -> (String, String?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (String(text[..<index]), String(text[text.index(after: index)...]))
  }

  private static func operation(_ name: String) throws(SimulationSpecError) -> ShopOperation {
    guard let operation = ShopOperation(rawValue: name) else {
      let names = ShopOperation.allCases.map(\.rawValue).joined(separator: ", ")
      throw .init("\"\(name)\" is not an operation; the operations are \(names)")
    }
    return operation
  }

  private static func latency(_ text: String) throws(SimulationSpecError) -> Latency {
    let (base, jitter) = split(text, at: "~")
    return Latency(
      milliseconds: try milliseconds(base),
      jitterMilliseconds: try jitter.map { (jitter) throws(SimulationSpecError) in
        try milliseconds(jitter)
      } ?? 0)
  }

  /// `800ms` → 800, `2s` → 2000, `1.5s` → 1500.
  private static func milliseconds(_ text: String) throws(SimulationSpecError) -> Int {
    let (number, scale) =
      if text.hasSuffix("ms") { (text.dropLast(2), 1) } else if text.hasSuffix("s") {
        (text.dropLast(), 1000)
      } else { (Substring(""), 0) }
    guard scale > 0 else {
      throw .init("\"\(text)\" needs a unit: write a duration such as 800ms or 2s")
    }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    let digitsOnly = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    guard digitsOnly, parts.count <= 2, parts.count == 1 || scale == 1000,
      parts[1...].allSatisfy({ $0.count <= 3 })
    else {
      throw .init("\"\(text)\" is not a duration such as 800ms, 2s or 1.5s")
    }
    // Bounded before any arithmetic, so that no number of digits can overflow it.
    guard let whole = Int(parts[0]), whole <= maximumLatencyMilliseconds / scale else {
      throw tooLong(text)
    }
    let fraction =
      parts.count == 2 ? Int(parts[1].padding(toLength: 3, withPad: "0", startingAt: 0)) ?? 0 : 0
    let total = whole * scale + fraction
    guard total <= maximumLatencyMilliseconds else { throw tooLong(text) }
    return total
  }

  private static func tooLong(_ text: String) -> SimulationSpecError {
    .init("\"\(text)\" is longer than the longest latency, one hour")
  }

  private static func trigger(_ text: String) throws(SimulationSpecError) -> FailureRule.Trigger {
    switch text {
    case "always": return .always
    case "once": return .firstCalls(1)
    case _ where text.hasSuffix("x"):
      guard let count = wholeNumber(text.dropLast()), count >= 1 else { break }
      return .firstCalls(count)
    case _ where text.hasSuffix("%"):
      guard let percent = wholeNumber(text.dropLast()), percent <= 100 else { break }
      return .probability(percent: percent)
    default: break
    }
    throw .init(
      "\"\(text)\" is not a failure rule; use always, once, a count such as 3x, "
        + "or a chance such as 30%")
  }

  private static func kind(_ text: String) throws(SimulationSpecError) -> FailureKind {
    guard let kind = FailureKind(rawValue: text) else {
      let kinds = FailureKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw .init("\"\(text)\" is not a kind of failure; the kinds are \(kinds)")
    }
    return kind
  }

  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isASCIIDigit) else { return nil }
    return Int(text)
  }
}

/// Why a simulation spec was refused.
public struct SimulationSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, quoting the part of the spec at fault.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

extension Character {
  /// Whether it is one of the ten ASCII digits: a range of characters would also hold a digit
  /// followed by a combining mark, which `Int` cannot read.
  fileprivate var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
