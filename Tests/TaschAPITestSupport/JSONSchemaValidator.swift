import TaschJSON

/// Checks a JSON value against a JSON Schema, as far as the API's OpenAPI document uses the
/// language: `type` (one or several), `enum`, `properties`, `required`,
/// `additionalProperties: false`, `items`, `minimum`, `maximum`, `minLength`, `oneOf` and
/// `$ref` to `#/…` in the document the schemas come from.
///
/// Any other keyword is a problem of the schema, reported rather than passed over, so that the
/// document cannot use more of the language than is checked.
public struct JSONSchemaValidator: Sendable {
  /// The document `$ref`s point into.
  public let root: JSONValue

  /// A validator resolving `$ref`s in `root`.
  public init(root: JSONValue) {
    self.root = root
  }

  private static let keywords: Set<String> = [
    "type", "enum", "properties", "required", "additionalProperties", "items", "minimum",
    "maximum", "minLength", "oneOf", "$ref", "description",
  ]

  /// What is wrong with `value` against `schema`, one line each, naming where (`$.items[0].id`);
  /// empty when it conforms.
  public func problems(of value: JSONValue, against schema: JSONValue, at path: String = "$")
    -> [String]
  {
    guard case .object(let rules) = schema else { return ["\(path): the schema is not an object"] }
    if let unknown = rules.keys.sorted().first(where: { !Self.keywords.contains($0) }) {
      return ["\(path): the schema uses \(unknown), which is not checked"]
    }
    if case .string(let reference)? = rules["$ref"] {
      guard let target = resolve(reference) else { return ["\(path): no schema at \(reference)"] }
      return problems(of: value, against: target, at: path)
    }
    if case .array(let choices)? = rules["oneOf"] {
      let matching = choices.filter { problems(of: value, against: $0, at: path).isEmpty }
      if matching.count != 1 {
        return ["\(path): matches \(matching.count) of oneOf's \(choices.count) schemas"]
      }
    }
    var found: [String] = []
    if let types = rules["type"], !Self.types(of: types).contains(where: { Self.is(value, $0) }) {
      return ["\(path): \(value.kindDescription) is not of type \(Self.types(of: types))"]
    }
    if case .array(let allowed)? = rules["enum"], !allowed.contains(value) {
      found.append("\(path): \(value.kindDescription) is not one of \(allowed)")
    }
    if case .number(let text) = value, let number = Double(text) {
      if let minimum = rules["minimum"].flatMap(Self.number), number < minimum {
        found.append("\(path): \(text) is below \(minimum)")
      }
      if let maximum = rules["maximum"].flatMap(Self.number), number > maximum {
        found.append("\(path): \(text) is above \(maximum)")
      }
    }
    if case .string(let text) = value, let least = rules["minLength"]?.integer, text.count < least {
      found.append("\(path): the string is shorter than \(least)")
    }
    if case .object(let fields) = value {
      found += objectProblems(fields, rules, at: path)
    }
    if case .array(let elements) = value, let items = rules["items"] {
      for (index, element) in elements.enumerated() {
        found += problems(of: element, against: items, at: "\(path)[\(index)]")
      }
    }
    return found
  }

  private func objectProblems(
    _ fields: [String: JSONValue], _ rules: [String: JSONValue], at path: String
  ) -> [String] {
    var found: [String] = []
    var properties: [String: JSONValue] = [:]
    if case .object(let declared)? = rules["properties"] { properties = declared }
    if case .array(let required)? = rules["required"] {
      for case .string(let name) in required where fields[name] == nil {
        found.append("\(path): \(name) is missing")
      }
    }
    for name in fields.keys.sorted() {
      if let property = properties[name] {
        found += problems(of: fields[name] ?? .null, against: property, at: "\(path).\(name)")
      } else if rules["additionalProperties"] == .bool(false) {
        found.append("\(path): \(name) is not a declared property")
      }
    }
    return found
  }

  /// The schema `reference` (`#/components/schemas/Money`) points to.
  public func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var node = root
    for name in reference.dropFirst(2).split(separator: "/") {
      guard case .object(let fields) = node, let next = fields[String(name)] else { return nil }
      node = next
    }
    return node
  }

  private static func types(of value: JSONValue) -> [String] {
    switch value {
    case .string(let type): [type]
    case .array(let types):
      types.compactMap { if case .string(let type) = $0 { type } else { nil } }
    default: []
    }
  }

  private static func `is`(_ value: JSONValue, _ type: String) -> Bool {
    switch (value, type) {
    case (.null, "null"), (.bool, "boolean"), (.string, "string"), (.array, "array"),
      (.object, "object"), (.number, "number"):
      true
    // A whole number of any size, as the documents write one (never with a fraction or an
    // exponent): JSON Schema's integer is not bounded as Int is.
    case (.number(let text), "integer"): !text.contains(where: { ".eE".contains($0) })
    default: false
    }
  }

  private static func number(_ value: JSONValue) -> Double? {
    if case .number(let text) = value { return Double(text) }
    return nil
  }
}
