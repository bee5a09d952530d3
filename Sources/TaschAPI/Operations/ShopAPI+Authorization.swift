import Tasch
import TaschHTTP
import TaschPresentation

extension ShopAPI {
  /// The shop as `request` may reach it on `route`: on a database store, acting for the
  /// shopper whose token it bears, whoever else the server or the request names; on the JSON
  /// files, or on a route that acts for no shopper, the shop as the server reaches it.
  ///
  /// - Throws: `APIProblem` 401 for no token, or one that acts for nobody (malformed, never
  ///   made, revoked, of another shop); the store's failure to look, as its error document.
  func access(for request: HTTPRequest, on route: APIRoute) async throws(APIProblem)
    -> ShopAccess
  {
    guard let shopperTokens, route.actsForShopper else { return services.shop }
    let headers = request.headers.values(named: BearerAuthorization.header)
    guard !headers.isEmpty else { throw .noToken }
    let found: ShopAccess?
    do throws(ShopError) {
      found = try await shopperTokens.access(
        presenting: BearerAuthorization.credential(in: headers), from: services.shop)
    } catch {
      throw .shopFailed(ErrorViewModel(error, localization: services.localization))
    }
    guard let found else { throw .invalidToken }
    return found
  }

  /// The changes `call`'s shopper follows: on a database store, for as long as the token the
  /// request bears acts for them; on the JSON files, all of them.
  func changes(for call: APICall) -> AsyncStream<DataChange> {
    let shop = call.services.shop
    guard let shopperTokens else { return shop.store.changes(for: shop.shopper) }
    let credential = BearerAuthorization.credential(
      in: call.request.headers.values(named: BearerAuthorization.header))
    return shopperTokens.changes(of: shop, whilePresenting: credential)
  }
}

/// The `Authorization: Bearer TOKEN` header of RFC 6750, section 2.1: how a client of a
/// database store says which shopper it acts for.
enum BearerAuthorization {
  /// The header's name.
  static let header = "Authorization"

  /// The token of the one `Authorization` header among `values`, if it is `Bearer` (in any
  /// case) and one word; `nil` for two headers, another scheme, or no word or several.
  static func credential(in values: [String]) -> String? {
    guard values.count == 1, let value = values.first else { return nil }
    let words = value.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == 2, words[0].lowercased() == "bearer" else { return nil }
    return String(words[1])
  }
}

extension APIProblem {
  /// A request of a database store that bears no token.
  static let noToken = APIProblem(
    status: .unauthorized, code: "unauthorized", message: .key(.requestBearsNoToken),
    recovery: .key(.requestSendToken), challenge: #"Bearer realm="tasch""#)

  /// A request whose token acts for nobody: malformed, never made, revoked, or another shop's.
  static let invalidToken = APIProblem(
    status: .unauthorized, code: "unauthorized", message: .key(.requestTokenActsForNobody),
    recovery: .key(.requestAskForNewToken),
    challenge: #"Bearer realm="tasch", error="invalid_token""#)

  /// The store failed before the request could be answered: its error document, with the
  /// status its code calls for.
  static func shopFailed(_ error: ErrorViewModel) -> APIProblem {
    APIProblem(
      status: APIResponses.status(ofCode: error.code), code: error.code,
      message: .verbatim(error.fullMessage), recovery: .verbatim(error.recovery))
  }
}
