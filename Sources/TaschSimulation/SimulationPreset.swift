import Tasch
import TaschJSON

/// A named simulation: latencies, failures and a seed, each optional, kept as JSON such as
/// `{"latency": "lognormal:200ms:2s", "fail": "cart=every:3:timeout", "seed": 42}`.
///
/// A few are built in (`builtIn`); users keep their own as files. Specs given as well, on the
/// command line say, override a preset operation by operation: see
/// `SimulationSettings.override(with:)`.
public struct SimulationPreset: Hashable, Sendable {
  /// The name it is picked by.
  public let name: String
  /// What it simulates, in one line; `nil` when its file does not say.
  public var summary: String?
  /// Its latencies.
  public var latencies: Latencies
  /// Its failures.
  public var failures: [ShopOperation: FailureRule]
  /// Its seed; `nil` to leave the seed to the run.
  public var seed: UInt64?

  /// A preset.
  public init(
    name: String, summary: String? = nil, latencies: Latencies = Latencies(),
    failures: [ShopOperation: FailureRule] = [:], seed: UInt64? = nil
  ) {
    self.name = name
    self.summary = summary
    self.latencies = latencies
    self.failures = failures
    self.seed = seed
  }

  /// The preset called `name` that `text` holds: a JSON object whose fields, each optional, are
  /// `summary` (a string), `latency` and `fail` (specs, as strings) and `seed` (a whole number,
  /// however it is written: `5`, `5.0`, `0.5e1`); a field `null` is as one left out, as the
  /// Simulation document writes a spec there is none of.
  ///
  /// - Throws: `SimulationPresetError` naming the field at fault, if any.
  public init(name: String, json text: String) throws(SimulationPresetError) {
    let document: JSONValue
    do throws(JSONSyntaxError) {
      document = try JSONReader().read(Array(text.utf8))
    } catch {
      throw SimulationPresetError(field: nil, error.description)
    }
    guard case .object(let fields) = document else {
      throw SimulationPresetError(
        field: nil,
        "a simulation is an object such as {\"latency\": \"800ms\", \"fail\": \"cart=once\"}, "
          + "not \(document.kindDescription)")
    }
    if let unknown = fields.keys.sorted().first(where: { !Self.fields.contains($0) }) {
      throw SimulationPresetError(
        field: unknown,
        "\(JSONWriter.quoted(unknown)) is not a field of a simulation; the fields are "
          + Self.fields.joined(separator: ", "))
    }
    self.init(name: name)
    for field in Self.fields {
      if let value = fields[field], value != .null { try read(value, as: field) }
    }
  }

  /// The settings of this preset, with `seed` for the run's: the preset's own when it has one
  /// and none was asked for, else the one asked for or drawn.
  public func settings(seed: UInt64) -> SimulationSettings {
    var settings = SimulationSettings(seed: seed)
    settings.override(with: latencies)
    settings.override(with: failures)
    return settings
  }

  /// Its latency spec; `nil` when it has no latency.
  public var latencySpec: String? {
    let spec = SimulationSpec.latencySpec(latencies)
    return spec.isEmpty ? nil : spec
  }

  /// Its failure spec; `nil` when it has no failure.
  public var failSpec: String? {
    let spec = SimulationSpec.failSpec(failures)
    return spec.isEmpty ? nil : spec
  }

  /// The JSON text of a file holding this preset, which reads back as the same preset.
  public var json: String {
    var fields: [String: JSONValue] = [:]
    fields["summary"] = summary.map(JSONValue.string)
    fields["latency"] = latencySpec.map(JSONValue.string)
    fields["fail"] = failSpec.map(JSONValue.string)
    fields["seed"] = seed.map { .number(String($0)) }
    return JSONWriter.text(of: .object(fields))
  }

  // MARK: - Fields

  /// The fields a preset may have, in the order messages list them.
  private static let fields = ["summary", "latency", "fail", "seed"]

  private mutating func read(_ value: JSONValue, as field: String)
    throws(SimulationPresetError)
  {
    switch field {
    case "summary":
      summary = try Self.string(value, field: field, example: "\"Slow checkout\"")
    case "latency":
      let spec = try Self.string(value, field: field, example: "\"800ms\"")
      latencies = try Self.spec(spec, field: field, read: SimulationSpec.latencies)
    case "fail":
      let spec = try Self.string(value, field: field, example: "\"cart=once\"")
      failures = try Self.spec(spec, field: field, read: SimulationSpec.failures)
    default:
      guard let seed = value.wholeNumber(as: UInt64.self) else {
        throw SimulationPresetError(
          field: field,
          "\"seed\" must be a whole number from 0 to \(UInt64.max), not \(value.kindDescription)")
      }
      self.seed = seed
    }
  }

  private static func string(_ value: JSONValue, field: String, example: String)
    throws(SimulationPresetError) -> String
  {
    guard case .string(let text) = value else {
      throw SimulationPresetError(
        field: field,
        "\"\(field)\" must be a string such as \(example), not \(value.kindDescription)")
    }
    return text
  }

  private static func spec<Value>(
    _ spec: String, field: String, read: (String) throws(SimulationSpecError) -> Value
  ) throws(SimulationPresetError) -> Value {
    do throws(SimulationSpecError) {
      return try read(spec)
    } catch {
      throw SimulationPresetError(field: field, "\"\(field)\": \(error.description)")
    }
  }
}

/// Why a preset's JSON text was refused.
public struct SimulationPresetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field at fault; `nil` when the text as a whole is.
  public let field: String?
  /// What is wrong, naming the field at fault: `"fail": "basket" is not an operation; …`.
  public let description: String

  init(field: String?, _ description: String) {
    self.field = field
    self.description = description
  }
}
