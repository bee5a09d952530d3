import Tasch
import TaschAPI
import TaschAPITestSupport
import TaschHTTP
import TaschJSON
import TaschPresentation
import TaschTestSupport
import Testing

/// An API over a store for the stub shopper, asked as a client asks, every response checked
/// against the API's own OpenAPI document.
@MainActor
struct APIHarness {
  let api: ShopAPI
  let store: any ShopStore

  /// An API over `store`, speaking `localization` when a request names no language, its
  /// simulation under its clients' control when one is given, and each request acting for the
  /// shopper of its token when `shopperTokens` are, as on a database store.
  init(
    _ store: any ShopStore, localization: Localization = .english, seed: UInt64? = nil,
    simulation: (any SimulationSpecControl)? = nil, shopperTokens: ShopperTokens? = nil,
    eventStreamLimits: EventStreamLimits = EventStreamLimits(),
    clock: any Clock<Duration> = ManualClock()
  ) {
    self.store = store
    api = ShopAPI(
      services: ServiceLocator(
        localization: localization, theme: Theme(.plain), shop: .stub(store)),
      seed: seed, simulation: simulation, shopperTokens: shopperTokens,
      eventStreamLimits: eventStreamLimits, clock: clock)
  }

  /// One answer, with its body read as JSON.
  struct Answer {
    let response: HTTPResponse
    let json: JSONValue

    var status: Int { response.status.code }
    /// The error document's code, if it is one.
    var errorCode: String? { json["error"]?["code"]?.string }
  }

  /// Sends `method` `target` with `headers` and `body`, and checks the answer conforms.
  func send(
    _ method: HTTPMethod, _ target: String, headers: HTTPHeaders = [:], body: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Answer {
    let request = HTTPRequest(
      method: method, target: target, headers: headers, body: Array(body.utf8))
    let response = await api.respond(to: request)
    guard case .bytes(let bytes) = response.body else {
      Issue.record("a stream where a document was expected", sourceLocation: sourceLocation)
      return Answer(response: response, json: .null)
    }
    let problems = Self.conformance.problems(
      method: method.rawValue, path: String(request.path), status: response.status.code,
      contentType: response.headers["Content-Type"], body: bytes)
    #expect(problems == [], "\(method) \(target)", sourceLocation: sourceLocation)
    let json = (try? JSONReader().read(bytes)) ?? .null
    return Answer(response: response, json: json)
  }

  /// The API's OpenAPI document, as a client reads it.
  static let conformance = OpenAPIConformance(document: ShopAPI.openAPIDocument)
}

extension JSONValue {
  /// The field `key` of an object.
  subscript(key: String) -> JSONValue? {
    if case .object(let fields) = self { return fields[key] }
    return nil
  }

  /// The string, if it is one.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The fields, if it is an object.
  var fields: [String: JSONValue]? {
    if case .object(let fields) = self { return fields }
    return nil
  }

  /// The elements, if it is an array.
  var elements: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }
}
