import TaschHTTP
import TaschJSON
import TaschPresentation

extension ShopAPI {
  /// `GET /api/simulation`: the specs in force.
  func showSimulation(_ control: any SimulationSpecControl) async -> HTTPResponse {
    APIResponses.json(.ok, Self.document(await control.specs()))
  }

  /// `PUT /api/simulation`: puts the body's specs in force in place of the simulation.
  func replaceSimulation(_ call: APICall, _ control: any SimulationSpecControl)
    async throws(APIProblem) -> HTTPResponse
  {
    let specs = try call.simulationSpecs()
    do throws(SimulationSpecRefusal) {
      return APIResponses.json(.ok, Self.document(try await control.replace(with: specs)))
    } catch {
      throw .badSimulation(error)
    }
  }

  /// `POST /api/simulation/reset`: the simulation the server started with, every count from
  /// the beginning.
  func restartSimulation(_ control: any SimulationSpecControl) async -> HTTPResponse {
    APIResponses.json(.ok, Self.document(await control.restart()))
  }

  /// The Simulation document: `{"latency", "fail", "seed"}`, a spec `null` when there is none.
  static func document(_ specs: SimulationSpecs) -> JSONValue {
    .object([
      "latency": specs.latency.map(JSONValue.string) ?? .null,
      "fail": specs.fail.map(JSONValue.string) ?? .null,
      "seed": .number(String(specs.seed ?? 0)),
    ])
  }
}

extension APICall {
  /// The specs `{"preset": NAME, "latency": SPEC, "fail": SPEC, "seed": N}` ask for, each
  /// field optional, `null` as if left out.
  func simulationSpecs() throws(APIProblem) -> SimulationSpecs {
    let body = try body(
      #"{"preset": NAME, "latency": SPEC, "fail": SPEC, "seed": N}"#,
      fields: ["preset", "latency", "fail", "seed"])
    let text = { (value: JSONValue) -> String? in
      if case .string(let text) = value { text } else { nil }
    }
    return SimulationSpecs(
      preset: try body.optional("preset", takes: .text, text),
      latency: try body.optional("latency", takes: .text, text),
      fail: try body.optional("fail", takes: .text, text),
      seed: try body.optional(
        "seed", takes: .wholeNumber(from: String(UInt64.min), to: String(UInt64.max))
      ) { $0.wholeNumber(as: UInt64.self) })
  }
}

extension APIProblem {
  /// Specs the simulation refused.
  static func badSimulation(_ refusal: SimulationSpecRefusal) -> APIProblem {
    APIProblem(
      status: .badRequest, code: "bad-simulation",
      message: refusal.field == "preset"
        ? .key(.requestPresetRefused, ["reason": refusal.reason])
        : .key(.requestSpecRefused, ["field": refusal.field, "reason": refusal.reason]),
      recovery: .key(
        .requestWriteAsOption,
        ["option": "--" + (refusal.field == "preset" ? "simulation" : refusal.field)]))
  }

  /// A simulation route (404) or header (400) on a server that does not let its clients
  /// control the simulation.
  static func simulationNotControlled(_ status: HTTPStatus) -> APIProblem {
    APIProblem(
      status: status, code: status == .notFound ? "not-found" : "bad-request",
      message: .key(.requestSimulationNotControlled),
      recovery: .key(.requestStartWithSimulationControl))
  }
}
