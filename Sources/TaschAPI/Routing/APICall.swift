import Tasch
import TaschHTTP
import TaschJSON
import TaschPresentation

/// One request, read for its route: the product it names, its query parameters and body, and
/// the services it runs on — the shop, the shopper, the words to answer in.
struct APICall: Sendable {
  /// The request.
  let request: HTTPRequest
  /// The product the path names; `nil` for a route without one.
  let productID: ProductID?
  /// The query parameters, each given once, decoded.
  let parameters: [String: String]
  /// The shop and shopper it acts on, and the words and formats it answers in.
  let services: ServiceLocator
  /// The seed of simulated chance, for error documents, when a failure may come from it.
  let seed: UInt64?

  /// The words and formats to answer in.
  var localization: Localization { services.localization }

  /// Reads `request` for `route`, whose pattern gave `productID` as text.
  ///
  /// - Throws: `APIProblem` for a product identifier that is not one, a query that is not
  ///   well encoded, a parameter the route does not take or given twice, or a body sent to a
  ///   route that takes none.
  init(
    request: HTTPRequest, route: APIRoute, productID: String, services: ServiceLocator,
    seed: UInt64?
  ) throws(APIProblem) {
    self.request = request
    self.services = services
    self.seed = seed
    if route.path.contains("{id}") {
      guard let id = ProductID(parsing: productID) else { throw .badProductID(productID) }
      self.productID = id
    } else {
      self.productID = nil
    }
    parameters = try Self.queryItems(of: request)
    let known = Set(route.query.map(\.name) + ["locale"])
    if let unknown = parameters.keys.sorted().first(where: { !known.contains($0) }) {
      throw .badRequest(
        "This path takes no parameter \(APIProblem.quoted(unknown)).",
        recovery: "GET /api/openapi.json lists each path's parameters.")
    }
    // A body meant for another route is a client's mistake: refused before anything is done,
    // rather than ignored while the route acts.
    guard route.body != nil || request.body.isEmpty else {
      throw .badRequest(
        "This path takes no body.",
        recovery: "Send the request without one; GET /api/openapi.json lists each path's body.")
    }
  }

  /// The product the path names.
  ///
  /// - Throws: `APIProblem` for a route without one, which the route table never asks for.
  func product() throws(APIProblem) -> ProductID {
    guard let productID else {
      throw .badRequest("This path names no product.", recovery: "Name one in the path.")
    }
    return productID
  }

  /// `request`'s query parameters, decoded, each given once.
  static func queryItems(of request: HTTPRequest) throws(APIProblem) -> [String: String] {
    guard let query = request.query else { return [:] }
    let items: [HTTPQueryItem]
    do throws(PercentDecodingError) {
      items = try PercentDecoding.queryItems(of: query)
    } catch {
      throw .badRequest(
        "The query is not well encoded: \(error).", recovery: "Percent-encode it as UTF-8.")
    }
    var parameters: [String: String] = [:]
    for item in items {
      guard parameters.updateValue(item.value ?? "", forKey: item.name) == nil else {
        throw .badRequest(
          "The parameter \(APIProblem.quoted(item.name)) is given twice.",
          recovery: "Give each parameter once.")
      }
    }
    return parameters
  }

  // MARK: - Bodies

  // A number a body takes is JSON Schema's `integer`, as the OpenAPI document declares it:
  // any whole number, however it is written (`4`, `4.0`, `0.4e1`), read by `wholeNumber`.

  /// The rating `{"stars": 1…5}` asks for.
  func rating() throws(APIProblem) -> Rating {
    let body = try object(expecting: #"{"stars": 1…5}"#)
    guard body.count == 1, let stars = body["stars"]?.wholeNumber(as: Int.self),
      let rating = Rating(stars: stars)
    else { throw .badBody(expecting: #"{"stars": 1…5}"#) }
    return rating
  }

  /// The quantity an optional `{"quantity": 1…99}` asks for; `nil` without a body.
  func quantity() throws(APIProblem) -> Int? {
    guard !request.body.isEmpty else { return nil }
    let shape = "{\"quantity\": 1…\(ShopRules.largestQuantity)}"
    let body = try object(expecting: shape)
    guard body.count == 1, let quantity = body["quantity"]?.wholeNumber(as: Int.self),
      ShopRules.quantity(quantity, "quantity") == nil
    else { throw .badBody(expecting: shape) }
    return quantity
  }

  /// The promotion code of the query, `?code=`, if any.
  ///
  /// - Throws: `APIProblem.badParameter` for a blank one, which no code is.
  func promotionCode() throws(APIProblem) -> String? {
    guard let typed = parameters["code"] else { return nil }
    guard let code = ShopRules.typedCode(typed) else {
      throw .badParameter("code", typed, expected: "a promotion code, or no code parameter")
    }
    return code
  }

  /// The total the client confirms, and the promotion code it orders with, if any: the body
  /// of `POST /api/checkout`.
  ///
  /// The total may be the cart's whole money document: its `amount`, when given, must say the
  /// same as `minorUnits` and `currency`, so that a client that showed it is charged what it
  /// showed; its `formatted`, words for one locale, is not read.
  func confirmedCheckout() throws(APIProblem) -> (total: Money, code: String?) {
    let shape = #"{"total": {"minorUnits": N, "currency": "USD"}, "code": "WELCOME10"}"#
    let body = try object(expecting: shape)
    guard body.keys.allSatisfy({ ["total", "code"].contains($0) }),
      case .object(let total)? = body["total"],
      let minorUnits = total["minorUnits"]?.wholeNumber(as: Int64.self),
      case .string(let currencyCode)? = total["currency"],
      let currency = Currency(code: currencyCode),
      total.keys.allSatisfy({ ["minorUnits", "currency", "amount", "formatted"].contains($0) })
    else { throw .badBody(expecting: shape) }
    let confirmed = Money(minorUnits: minorUnits, currency: currency)
    switch total["amount"] {
    case nil: break
    case .string(let amount)?:
      guard (try? Money(parsing: amount, currency: currency)) == confirmed else {
        throw .badRequest(
          "The total's amount \(APIProblem.quoted(amount)) is not its minorUnits, "
            + "\(minorUnits) in \(currency) (\(confirmed.decimalText)).",
          recovery: "Send the total as the cart gave it, or leave its amount out.")
      }
    default: throw .badBody(expecting: shape)
    }
    var code: String?
    switch body["code"] {
    case nil, .null?: code = nil
    case .string(let text)?:
      guard let typed = ShopRules.typedCode(text) else { throw .badBody(expecting: shape) }
      code = typed
    default: throw .badBody(expecting: shape)
    }
    return (confirmed, code)
  }

  /// The body, which must be a JSON object.
  func object(expecting shape: String) throws(APIProblem) -> [String: JSONValue] {
    let value: JSONValue
    do throws(JSONSyntaxError) {
      value = try JSONReader(maximumDepth: 8).read(request.body)
    } catch {
      throw .badRequest("The body is not JSON: \(error).", recovery: "Send \(shape).")
    }
    guard case .object(let object) = value else { throw .badBody(expecting: shape) }
    return object
  }
}

extension APIProblem {
  /// A body that is JSON but not the shape the route takes.
  static func badBody(expecting shape: String) -> APIProblem {
    badRequest("The body is not what this path takes.", recovery: "Send \(shape).")
  }
}
