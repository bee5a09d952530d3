import TaschHTTP
import TaschJSON

/// Checks a response against an OpenAPI document: that its path and method are described (or
/// that it is the error document a client gets for a path or method that is not), that its
/// status is listed, and that its body is the listed media type and fits the listed schema.
public struct OpenAPIConformance: Sendable {
  /// The OpenAPI document.
  public let document: JSONValue
  private let validator: JSONSchemaValidator

  /// Checks against `document`.
  public init(document: JSONValue) {
    self.document = document
    validator = JSONSchemaValidator(root: document)
  }

  /// What is wrong with the response of `status`, `contentType` and `body` to `method` on
  /// `path` (without its query); empty when it is what the document says.
  public func problems(
    method: String, path: String, status: Int, contentType: String?, body: [UInt8]
  ) -> [String] {
    let errorSchema = JSONValue.object(["$ref": .string("#/components/schemas/Error")])
    guard let operations = operations(of: path) else {
      // 501: a method the server implements on no path, which no path lists.
      guard [404, 400, 501].contains(status) else {
        return ["\(path): not described, yet \(status)"]
      }
      return json(body, contentType, against: errorSchema)
    }
    let name = method == "HEAD" ? "get" : method.lowercased()
    guard case .object(let operation)? = operations[name] else {
      // A path only a server with `--simulation-control` has is unknown to one without.
      let refusals = [405, 400, 501] + (isSimulationControlOnly(operations) ? [404] : [])
      guard refusals.contains(status) else {
        return ["\(method) \(path): not described, yet \(status)"]
      }
      return json(body, contentType, against: errorSchema)
    }
    guard case .object(let responses)? = operation["responses"],
      var response = responses[String(status)] ?? responses["default"]
    else { return ["\(method) \(path): status \(status) is not listed"] }
    if case .object(let fields) = response, case .string(let reference)? = fields["$ref"] {
      response = validator.resolve(reference) ?? .null
    }
    guard case .object(let fields) = response, case .object(let content)? = fields["content"]
    else { return body.isEmpty ? [] : ["\(method) \(path) \(status): a body where none is listed"] }
    let mediaType = contentType.map { String($0.prefix { $0 != ";" }) } ?? ""
    guard case .object(let media)? = content[mediaType] else {
      return ["\(method) \(path) \(status): \(mediaType) is not a listed media type"]
    }
    guard mediaType == "application/json", let schema = media["schema"] else { return [] }
    return json(body, contentType, against: schema)
  }

  /// Whether every operation of a path is marked as one only a server with
  /// `--simulation-control` has.
  private func isSimulationControlOnly(_ operations: [String: JSONValue]) -> Bool {
    operations.values.allSatisfy { operation in
      guard case .object(let fields) = operation else { return false }
      return fields["x-tasch-simulation-control-only"] == .bool(true)
    }
  }

  /// What is wrong with the JSON text `body` against the document's schema `name`.
  public func problems(ofJSON body: [UInt8], schema name: String) -> [String] {
    json(
      body, "application/json",
      against: .object(["$ref": .string("#/components/schemas/" + name)]))
  }

  /// The operations of the described path `path` follows, by method: its segments read as a
  /// server reads them, decoded, an empty one kept (`//api/cart` is not `/api/cart`).
  private func operations(of path: String) -> [String: JSONValue]? {
    guard case .object(let root) = document, case .object(let paths)? = root["paths"],
      let given = try? PercentDecoding.segments(of: Substring(path))
    else { return nil }
    for (template, operations) in paths {
      let pattern = template.split(separator: "/")
      guard pattern.count == given.count,
        zip(pattern, given).allSatisfy({ $0.hasPrefix("{") || $0 == $1 }),
        case .object(let byMethod) = operations
      else { continue }
      return byMethod
    }
    return nil
  }

  private func json(_ body: [UInt8], _ contentType: String?, against schema: JSONValue)
    -> [String]
  {
    guard contentType?.hasPrefix("application/json") == true else {
      return ["the body is \(contentType ?? "untyped"), not application/json"]
    }
    do throws(JSONSyntaxError) {
      return validator.problems(of: try JSONReader().read(body), against: schema)
    } catch {
      return ["the body is not JSON: \(error)"]
    }
  }
}
