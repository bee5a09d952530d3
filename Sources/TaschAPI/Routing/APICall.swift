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

  /// Reads `request` for `route`, whose pattern gave `productID` as text (`nil` for a pattern
  /// without one).
  ///
  /// - Throws: `APIProblem` for a product identifier that is not one, a query that is not
  ///   well encoded, a parameter the route does not take or given twice, or a body sent to a
  ///   route that takes none.
  init(
    request: HTTPRequest, route: APIRoute, productID: String?, services: ServiceLocator,
    seed: UInt64?
  ) throws(APIProblem) {
    self.request = request
    self.services = services
    self.seed = seed
    if let productID {
      guard let id = ProductID(parsing: productID) else { throw .badProductID(productID) }
      self.productID = id
    } else {
      self.productID = nil
    }
    parameters = try Self.queryItems(of: request)
    // Most requests send no query: the names a route takes are gathered only for one that does.
    if !parameters.isEmpty {
      let known = Set(route.query.map(\.name) + [QueryParameter.locale.name])
      if let unknown = parameters.keys.sorted().first(where: { !known.contains($0) }) {
        throw .badRequest(
          .key(.requestUnknownParameter, ["name": APIProblem.quoted(unknown)]),
          recovery: .key(.requestParametersListed))
      }
    }
    // A body meant for another route is a client's mistake: refused before anything is done,
    // rather than ignored while the route acts.
    guard route.body != nil || request.body.isEmpty else {
      throw .badRequest(.key(.requestTakesNoBody), recovery: .key(.requestSendWithoutBody))
    }
  }

  /// The product the path names.
  ///
  /// - Throws: `APIProblem` for a route without one, which the route table never asks for.
  func product() throws(APIProblem) -> ProductID {
    guard let productID else { throw .badProductID("") }
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
        .key(.requestQueryNotEncoded, ["reason": "\(error)"]),
        recovery: .key(.requestPercentEncode))
    }
    var parameters: [String: String] = [:]
    for item in items {
      guard parameters.updateValue(item.value ?? "", forKey: item.name) == nil else {
        throw .badRequest(
          .key(.requestParameterTwice, ["name": APIProblem.quoted(item.name)]),
          recovery: .key(.requestParameterOnce))
      }
    }
    return parameters
  }

  /// The promotion code of the query, `?code=`, if any.
  ///
  /// - Throws: `APIProblem.badParameter` for a blank one, which no code is.
  func promotionCode() throws(APIProblem) -> String? {
    guard let typed = parameters["code"] else { return nil }
    guard let code = ShopRules.typedCode(typed) else {
      throw .badParameter("code", typed, expected: .key(.requestTakesCode))
    }
    return code
  }
}
