import Tasch

/// Reads the simulation specs of the command line, the environment and presets; the rendering
/// writes them back.
///
/// A spec is rules separated by commas. A **latency** rule is `[OPERATION=]LATENCY`; the rule
/// without an operation is the latency of every operation the spec does not name:
///
/// - `800ms`, `2s`, `1.5s`: a fixed wait (units `ms` and `s`; up to three decimals of a second);
/// - `800ms~200ms`: 800 ms give or take up to 200 ms, drawn uniformly from the seed;
/// - `lognormal:200ms:2s`: a long tail drawn from the seed, half the waits shorter than the
///   median (200 ms), one in a hundred longer than the 99th percentile (2 s), cut at the hour;
///   `lognormal:200ms:2s:max:10s` cuts it at 10 s instead.
///
/// A **failure** rule is `OPERATION[=PATTERN][:KIND]`:
///
/// - PATTERN, which calls fail (default `always`): `always`; `once`; `3x`, the first three;
///   `30%`, each with that chance, drawn from the seed; `every:3`, the third, sixth, …;
///   `after:2`, every one after the first two; `for:30s`, every one from the first until 30 s
///   have passed. Calls are counted per operation and per process.
/// - KIND, what the failure looks like (default `offline`): `offline`, `timeout`, `decoding`,
///   `not-found`, `out-of-stock`, `cart-changed`, `storage`, `unavailable`, `empty`; each only
///   for the operations it can happen to (`FailureKind.operations`).
///
/// Colons separate words; `every`, `after`, `for`, `lognormal` and `max` each take the words
/// after them as their values, and no kind is named like one of them, so a rule reads one way
/// only: `cart=every:3:timeout` is the pattern `every:3` and the kind `timeout`. No duration is
/// longer than an hour, nor is the longest wait a latency can draw. Spaces at the ends of the
/// spec and around its separators (`,` `=` `:` `~`) are not part of it. Anything else is
/// refused with a message that quotes the part at fault, and says why when it is a number out
/// of bounds.
public enum SimulationSpec {
  /// The longest latency accepted, and the longest outage: longer is surely a typo.
  public static let maximumLatencyMilliseconds = 3_600_000

  /// The latencies in a latency spec.
  public static func latencies(_ spec: String) throws(SimulationSpecError) -> Latencies {
    var latencies = Latencies()
    for item in try items(of: spec) {
      let (name, value) = split(item, at: "=")
      let latency = try self.latency(value ?? name)
      guard value != nil else {
        guard latencies.defaultLatency == nil else {
          throw .init("\"\(item)\": a latency for every operation is given twice")
        }
        latencies.defaultLatency = latency
        continue
      }
      let operation = try self.operation(name)
      guard latencies.perOperation.updateValue(latency, forKey: operation) == nil else {
        throw .init("\"\(item)\": \(operation.rawValue) is given twice")
      }
    }
    return latencies
  }

  /// The failure rules in a failure spec.
  public static func failures(_ spec: String)
    throws(SimulationSpecError) -> [ShopOperation: FailureRule]
  {
    var rules: [ShopOperation: FailureRule] = [:]
    for item in try items(of: spec) {
      let (operation, rule) = try failure(item)
      guard rules.updateValue(rule, forKey: operation) == nil else {
        throw .init("\"\(item)\": \(operation.rawValue) is given twice")
      }
    }
    return rules
  }

  // MARK: - Rules

  private static func items(of spec: String) throws(SimulationSpecError) -> [String] {
    let items = tightened(spec).split(separator: ",", omittingEmptySubsequences: false).map(
      String.init)
    guard !items.contains(where: \.isEmpty) else {
      throw .init("\"\(spec)\" has an empty rule; separate rules with single commas")
    }
    return items
  }

  /// The characters that part a spec: `,` between rules, `=` after an operation, `:` between
  /// words, `~` before a jitter.
  private static let separators: Set<Character> = [",", "=", ":", "~"]

  /// `spec` without the spaces at its ends and around its separators.
  ///
  /// One rule for all of them, so that `cart = every : 3 , 1s` reads as `cart=every:3,1s`.
  /// Spaces inside a word stay, and are refused with it (`800 ms`).
  private static func tightened(_ spec: String) -> String {
    var tight = ""
    var wordStart = spec.startIndex
    for index in spec.indices where separators.contains(spec[index]) {
      tight += spec[wordStart..<index].trimmingCharacters(in: " ") + String(spec[index])
      wordStart = spec.index(after: index)
    }
    return tight + spec[wordStart...].trimmingCharacters(in: " ")
  }

  /// `OPERATION[=PATTERN][:KIND]`: an operation's name holds neither `=` nor `:`.
  private static func failure(_ item: String)
    throws(SimulationSpecError) -> (ShopOperation, FailureRule)
  {
    let nameEnd = item.firstIndex { $0 == "=" || $0 == ":" } ?? item.endIndex
    let operation = try self.operation(String(item[..<nameEnd]))
    var words: [Substring] = []
    if nameEnd < item.endIndex {
      // Never empty: `cart=` has one empty word.
      words = item[item.index(after: nameEnd)...].split(
        separator: ":", omittingEmptySubsequences: false)
    }
    // After `=` comes the pattern: one word, or two for a pattern that takes a value.
    var pattern = "always"
    if item[nameEnd...].hasPrefix("=") {
      let length = patternsTakingAValue.contains(String(words[0])) ? min(2, words.count) : 1
      pattern = words.prefix(length).joined(separator: ":")
      words.removeFirst(length)
    }
    // What is left is the kind, if any.
    guard words.count <= 1 else {
      throw .init(
        "\"\(item)\" has more than a pattern and a kind; write OPERATION=PATTERN:KIND, "
          + "such as cart=every:3:timeout")
    }
    let trigger = try self.trigger(pattern)
    let kind = try self.kind(words.first.map(String.init) ?? FailureKind.offline.rawValue)
    guard kind.fits(operation) else {
      let fitting = kind.operations.map(\.rawValue).joined(separator: ", ")
      throw .init(
        "\"\(item)\": \(kind.rawValue) cannot happen to \(operation.rawValue); "
          + "it can happen to \(fitting)")
    }
    return (operation, FailureRule(trigger: trigger, kind: kind))
  }

  /// The patterns whose next word is their value.
  private static let patternsTakingAValue: Set = ["every", "after", "for"]

  private static func trigger(_ text: String) throws(SimulationSpecError) -> FailureRule.Trigger {
    let (word, value) = split(text, at: ":")
    switch (word, value) {
    case ("always", nil): return .always
    case ("once", nil): return .firstCalls(1)
    case ("every", let value?):
      if let count = try count(value, in: text) { return .everyNthCall(count) }
    case ("after", let value?):
      if let count = try count(value, in: text) { return .afterCalls(count) }
    case ("for", let value?):
      let duration = try milliseconds(value, longest: "outage")
      guard duration > 0 else { throw .init("\"\(text)\": an outage must be longer than 0ms") }
      return .outage(milliseconds: duration)
    case (_, nil) where word.hasSuffix("x"):
      if let count = try count(word.dropLast(), in: text) { return .firstCalls(count) }
    case (_, nil) where word.hasSuffix("%"):
      let digits = word.dropLast()
      if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) {
        // However many digits: a chance is a percentage before it is a number too large.
        guard let percent = Int(digits), percent <= 100 else {
          throw .init("\"\(text)\": a chance is at most 100%")
        }
        return .probability(percent: percent)
      }
    default: break
    }
    throw .init(
      "\"\(text)\" is not a failure rule; use always, once, a count such as 3x, a chance such "
        + "as 30%, every:3, after:2 or for:30s")
  }

  private static func kind(_ text: String) throws(SimulationSpecError) -> FailureKind {
    guard let kind = FailureKind(rawValue: text) else {
      let kinds = FailureKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw .init("\"\(text)\" is not a kind of failure; the kinds are \(kinds)")
    }
    return kind
  }

  private static func operation(_ name: String) throws(SimulationSpecError) -> ShopOperation {
    guard let operation = ShopOperation(rawValue: name) else {
      let names = ShopOperation.allCases.map(\.rawValue).joined(separator: ", ")
      throw .init("\"\(name)\" is not an operation; the operations are \(names)")
    }
    return operation
  }

  // MARK: - Latencies

  private static func latency(_ text: String) throws(SimulationSpecError) -> Latency {
    let words = text.split(separator: ":", omittingEmptySubsequences: false)
    if words[0] == "lognormal" { return try longTail(text, words: words) }
    let (base, jitter) = split(text, at: "~")
    let typical = try milliseconds(base)
    let spread = try jitter.map { (jitter) throws(SimulationSpecError) in try milliseconds(jitter) }
    // Each term is at most an hour, so their sum cannot overflow.
    guard typical + (spread ?? 0) <= maximumLatencyMilliseconds else {
      throw .init("\"\(text)\" can wait longer than the longest latency, one hour")
    }
    if let spread, spread > typical { throw moreGivenOrTakenThanWaited(text, typical, spread) }
    return Latency(milliseconds: typical, jitterMilliseconds: spread ?? 0)
  }

  /// The refusal of `text`, a wait of `typical` milliseconds given or taken `spread`, more
  /// than itself: no wait is shorter than nothing, so it is most likely a range meant as
  /// `FROM~TO`, which the refusal says how to write where it can.
  private static func moreGivenOrTakenThanWaited(_ text: String, _ typical: Int, _ spread: Int)
    -> SimulationSpecError
  {
    let refusal = "\"\(text)\": a wait cannot be given or taken more than itself, \(typical)ms"
    // Both are at most an hour: neither the sum nor the difference can overflow.
    let (sum, difference) = (typical + spread, spread - typical)
    guard sum.isMultiple(of: 2) else { return .init(refusal) }
    return .init(
      refusal + "; for waits from \(typical)ms to \(spread)ms, write "
        + "\(sum / 2)ms~\(difference / 2)ms")
  }

  /// `lognormal:MEDIAN:P99`, or `lognormal:MEDIAN:P99:max:CAP`.
  private static func longTail(_ text: String, words: [Substring])
    throws(SimulationSpecError) -> Latency
  {
    guard words.count == 3 || (words.count == 5 && words[3] == "max") else {
      throw .init(
        "\"\(text)\" is not a long tail; write lognormal:MEDIAN:P99 such as lognormal:200ms:2s, "
          + "and add :max:10s to cut it at 10s")
    }
    let median = try milliseconds(String(words[1]))
    let p99 = try milliseconds(String(words[2]))
    let cap = words.count == 5 ? try milliseconds(String(words[4])) : maximumLatencyMilliseconds
    guard median > 0 else { throw .init("\"\(text)\": the median must be longer than 0ms") }
    guard p99 > median else {
      throw .init("\"\(text)\": the 99th percentile must be longer than the median")
    }
    guard cap >= p99 else {
      throw .init("\"\(text)\": the cut must not be shorter than the 99th percentile")
    }
    return Latency(medianMilliseconds: median, p99Milliseconds: p99, capMilliseconds: cap)
  }

  // MARK: - Words

  private static func split(_ text: String, at separator: Character) -> (String, String?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (String(text[..<index]), String(text[text.index(after: index)...]))
  }

  /// `800ms` → 800, `2s` → 2000, `1.5s` → 1500; `longest` names what the hour bounds.
  private static func milliseconds(_ text: String, longest: String = "latency")
    throws(SimulationSpecError) -> Int
  {
    guard !text.isEmpty else {
      throw .init("a duration is missing; write one such as 800ms or 2s")
    }
    let (number, scale) =
      if text.hasSuffix("ms") { (text.dropLast(2), 1) } else if text.hasSuffix("s") {
        (text.dropLast(), 1000)
      } else { (Substring(""), 0) }
    guard scale > 0 else { throw withoutUnit(text) }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    let notADuration = SimulationSpecError(
      "\"\(text)\" is not a duration such as 800ms, 2s or 1.5s")
    let digitsOnly = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    guard digitsOnly, parts.count <= 2 else { throw notADuration }
    // Too long is said before too precise, so that a number past the hour gets one message
    // however many decimals it is written with; bounded before any arithmetic, so that no
    // number of digits can overflow it.
    let tooLong = SimulationSpecError("\"\(text)\" is longer than the longest \(longest), one hour")
    guard let whole = Int(parts[0]), whole <= maximumLatencyMilliseconds / scale else {
      throw tooLong
    }
    let beyondWhole = parts.count == 2 && parts[1].contains { $0 != "0" }
    guard whole * scale < maximumLatencyMilliseconds || !beyondWhole else { throw tooLong }
    guard parts.count == 1 || scale == 1000, parts[1...].allSatisfy({ $0.count <= 3 }) else {
      throw .init(
        "\"\(text)\" has too many decimals: durations are whole milliseconds, so a second "
          + "takes up to three decimals and a millisecond none")
    }
    let fraction =
      parts.count == 2 ? Int(parts[1].padding(toLength: 3, withPad: "0", startingAt: 0)) ?? 0 : 0
    let total = whole * scale + fraction
    guard total <= maximumLatencyMilliseconds else { throw tooLong }
    return total
  }

  /// Why `text`, which ends in neither `ms` nor `s`, is no duration: it has no unit, or one
  /// tasch does not take (`2h`, `5min`), or it is not a number and a unit at all.
  private static func withoutUnit(_ text: String) -> SimulationSpecError {
    let number = text.prefix { $0.isASCIIDigit || $0 == "." }
    let unit = text[number.endIndex...]
    if unit.isEmpty {
      return .init("\"\(text)\" needs a unit: write a duration such as 800ms or 2s")
    }
    guard !number.isEmpty, unit.allSatisfy(\.isLetter) else {
      return .init("\"\(text)\" is not a duration such as 800ms, 2s or 1.5s")
    }
    return .init("\"\(text)\": \(unit) is not a unit tasch takes; use ms or s, such as 800ms or 2s")
  }

  /// A count of calls, from 1, in the pattern `rule`; `nil` when `text` is not digits at all.
  private static func count(_ text: some StringProtocol, in rule: String)
    throws(SimulationSpecError) -> Int?
  {
    guard let count = try wholeNumber(text, in: rule) else { return nil }
    guard count >= 1 else { throw .init("\"\(rule)\": a count of calls must be at least 1") }
    return count
  }

  /// The largest count or chance a pattern takes: nine digits, far past any run's calls.
  private static let largestWholeNumber = 999_999_999

  /// A whole number in the pattern `rule`; `nil` when `text` is not digits alone.
  private static func wholeNumber(_ text: some StringProtocol, in rule: String)
    throws(SimulationSpecError) -> Int?
  {
    guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
    guard let number = Int(text), number <= largestWholeNumber else {
      throw .init(
        "\"\(rule)\": \(text) is too large; the largest number a rule takes is "
          + "\(largestWholeNumber)")
    }
    return number
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
