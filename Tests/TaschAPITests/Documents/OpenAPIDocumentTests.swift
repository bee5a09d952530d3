import TaschAPITestSupport
import TaschHTTP
import TaschJSON
import Testing

@testable import TaschAPI

@Suite struct OpenAPIDocumentTests {
  private var document: JSONValue { ShopAPI.openAPIDocument }

  @Test func itsSchemasRead() throws {
    _ = try JSONReader().read(Array(APISchemas.text.utf8))
  }

  @Test func listsEveryRouteWithItsMethod() {
    for route in APIRoutes.all {
      #expect(
        document["paths"]?[route.path]?[route.method.rawValue.lowercased()] != nil,
        "\(route.method) \(route.path)")
    }
  }

  @Test func listsEveryQueryParameterAndLocale() {
    let listing = document["paths"]?["/api/products"]?["get"]?["parameters"]?.elements ?? []
    let names = Set(
      listing.filter { $0["in"]?.string == "query" }.compactMap { $0["name"]?.string })

    #expect(names == Set(CatalogueParameters.all.map(\.name) + ["locale"]))
  }

  @Test func everyRouteTheSimulationTouchesTakesItsHeaderAndTheCheckOfHealthDoesNot() {
    for route in APIRoutes.all {
      let operation = document["paths"]?[route.path]?[route.method.rawValue.lowercased()]
      let headers = (operation?["parameters"]?.elements ?? []).filter {
        $0["in"]?.string == "header"
      }
      let listed = headers.contains { $0["name"]?.string == "Tasch-Simulate" }
      #expect(listed == (route.path != "/healthz"), "\(route.path)")
    }
  }

  @Test func everyReferenceResolvesAndEverySchemaUsesOnlyWhatIsChecked() {
    let validator = JSONSchemaValidator(root: document)
    var references: [String] = []
    collectReferences(document, into: &references)

    #expect(!references.isEmpty)
    for reference in references {
      #expect(validator.resolve(reference) != nil, "\(reference)")
    }
    guard case .object(let schemas)? = document["components"]?["schemas"] else {
      Issue.record("no schemas")
      return
    }
    for (name, schema) in schemas {
      // Any value checks the schema's keywords, and every one must be known.
      let problems = validator.problems(of: .null, against: schema)
      #expect(!problems.contains { $0.contains("not checked") }, "\(name)")
    }
  }

  @Test func declaresTheBearerTokenOfADatabaseStoreOrNoneOnTheFiles() {
    #expect(document["components"]?["securitySchemes"]?["bearer"]?["scheme"] == .string("bearer"))
    #expect(document["components"]?["securitySchemes"]?["bearer"]?["type"] == .string("http"))
    #expect(document["security"] == .array([.object(["bearer": .array([])]), .object([:])]))
  }

  @Test func everyRouteOfAShopperAnswers401WithAChallengeAndTheOthersAskForNoToken() {
    for route in APIRoutes.all {
      let operation = document["paths"]?[route.path]?[route.method.rawValue.lowercased()]
      let unauthorized = operation?["responses"]?["401"]?["$ref"]?.string
      if route.actsForShopper {
        #expect(unauthorized == "#/components/responses/Unauthorized", "\(route.path)")
        #expect(operation?["security"] == nil, "\(route.path)")
      } else {
        #expect(unauthorized == nil, "\(route.path)")
        #expect(operation?["security"] == .array([]), "\(route.path)")
      }
    }
    let response = document["components"]?["responses"]?["Unauthorized"]
    #expect(response?["headers"]?["WWW-Authenticate"] != nil)
  }

  @Test func declaresTheIdempotencyKeyAsTheServerTakesIt() throws {
    let parameters = document["paths"]?["/api/checkout"]?["post"]?["parameters"]?.elements ?? []
    let key = try #require(parameters.first { $0["name"]?.string == "Idempotency-Key" })
    let schema = try #require(key["schema"])
    let longest = try #require(schema["maxLength"]?.integer)
    /// Whether the server takes `key`.
    func takes(_ key: String) -> Bool {
      let request = HTTPRequest(method: .post, target: "/", headers: ["Idempotency-Key": key])
      return (try? ShopAPI.checkoutKey(of: request)) != nil
    }

    #expect(schema["minLength"] == .number("1"))
    #expect(schema["pattern"] == .string("^[!-~]+$"))
    #expect(takes(String(repeating: "k", count: longest)))
    #expect(!takes(String(repeating: "k", count: longest + 1)))
    // The pattern's range, from ! to ~, is visible ASCII; a space or a character past it is not.
    #expect(takes("!~"))
    #expect(!takes("a b") && !takes("é") && !takes(""))
  }

  @Test func isOpenAPI31() {
    #expect(document["openapi"] == .string("3.1.0"))
  }

  private func collectReferences(_ value: JSONValue, into references: inout [String]) {
    switch value {
    case .object(let fields):
      if case .string(let reference)? = fields["$ref"] { references.append(reference) }
      for field in fields.values { collectReferences(field, into: &references) }
    case .array(let elements):
      for element in elements { collectReferences(element, into: &references) }
    default: break
    }
  }
}
