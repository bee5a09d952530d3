import Foundation
import TaschHTTP
import TaschPresentation

/// The `Tasch-Simulate` header: one request's own simulation, so that clients running in
/// parallel each force their own scenario without touching the others'.
///
/// `Tasch-Simulate: fail=cart=once:timeout;latency=800ms;seed=7` — fields separated by
/// semicolons, each `NAME=SPEC` with the words of `--fail`, `--latency`, `--seed` and
/// `--simulation` (`preset`), spaces around a field and its equals sign not part of it. The
/// specs themselves hold commas and equals signs but never a semicolon, so a field reads one
/// way only.
enum SimulateHeader {
  /// The header's name.
  static let name = "Tasch-Simulate"

  /// The specs `request` asks for in the header; `nil` when it sends none.
  ///
  /// - Throws: `APIProblem` for a header sent twice, an empty field (an empty header is one), a
  ///   field that is not `NAME=SPEC`, a name that is not a field, a field given twice, or a seed
  ///   that is not a whole number written in digits alone.
  static func specs(of request: HTTPRequest) throws(APIProblem) -> SimulationSpecs? {
    let values = request.headers.values(named: name)
    guard let value = values.first else { return nil }
    guard values.count == 1 else { throw bad(.key(.requestSimulateHeaderTwice)) }
    var specs = SimulationSpecs()
    var seen: Set<String> = []
    let fields = value.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    for field in fields {
      guard !field.isEmpty else {
        throw bad(.key(.requestSimulateHeaderEmptyField))
      }
      // Spaces around the equals sign are not part of the name or the spec, as in the specs.
      guard let equals = field.firstIndex(of: "="),
        case let name = field[..<equals].trimmingCharacters(in: .whitespaces), !name.isEmpty
      else {
        throw bad(.key(.requestSimulateHeaderNotField, ["field": APIProblem.quoted(field)]))
      }
      let spec = field[field.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard seen.insert(name).inserted else {
        throw bad(.key(.requestSimulateHeaderFieldTwice, ["name": name]))
      }
      switch name {
      case "fail": specs.fail = spec
      case "latency": specs.latency = spec
      case "preset": specs.preset = spec
      case "seed":
        guard let seed = SimulationSpecs.seed(spec) else {
          throw bad(.key(.requestSimulateHeaderBadSeed, ["seed": APIProblem.quoted(spec)]))
        }
        specs.seed = seed
      default:
        throw bad(.key(.requestSimulateHeaderUnknownField, ["name": APIProblem.quoted(name)]))
      }
    }
    return specs
  }

  private static func bad(_ reason: APIWords) -> APIProblem {
    .badRequest(
      .text(.requestSimulateHeaderRefused, ["header": .verbatim(name), "reason": reason]),
      recovery: .key(.requestSimulateHeaderShape, ["header": name]))
  }
}
