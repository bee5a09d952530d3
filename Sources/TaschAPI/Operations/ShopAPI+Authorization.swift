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
    let credential: String
    switch BearerAuthorization.reading(request.headers.values(named: BearerAuthorization.header)) {
    case nil: throw .noToken
    case .several: throw .invalidAuthorization(.requestSeveralAuthorizations)
    case .notBearer: throw .invalidAuthorization(.requestAuthorizationNotBearer)
    case .credential(let text): credential = text
    }
    let found: ShopAccess?
    do throws(ShopError) {
      found = try await shopperTokens.access(presenting: credential, from: services.shop)
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

  /// What the `Authorization` headers `values` say.
  enum Reading: Equatable {
    /// The token of the one header, `Bearer` (in any case) and one word.
    case credential(String)
    /// More than one header.
    case several
    /// One header, of another scheme, or with no word or several after `Bearer`.
    case notBearer
  }

  /// What the `Authorization` headers `values` say; `nil` when there is none.
  static func reading(_ values: [String]) -> Reading? {
    guard let value = values.first else { return nil }
    guard values.count == 1 else { return .several }
    let words = value.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == 2, words[0].lowercased() == "bearer" else { return .notBearer }
    return .credential(String(words[1]))
  }

  /// The token of the one `Authorization` header among `values`, if it is `Bearer` and one
  /// word; `nil` otherwise.
  static func credential(in values: [String]) -> String? {
    guard case .credential(let credential) = reading(values) else { return nil }
    return credential
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

  /// A request whose `Authorization` header is not one token, for the reason `message` says:
  /// the header is at fault, not the token.
  static func invalidAuthorization(_ message: TextKey) -> APIProblem {
    APIProblem(
      status: .unauthorized, code: "unauthorized", message: .key(message),
      recovery: .key(.requestSendToken), challenge: invalidToken.challenge)
  }

  /// The store failed before the request could be answered: its error document, with the
  /// status its code calls for.
  static func shopFailed(_ error: ErrorViewModel) -> APIProblem {
    APIProblem(
      status: APIResponses.status(ofCode: error.code), code: error.code.rawValue,
      message: .verbatim(error.fullMessage), recovery: .verbatim(error.recovery))
  }
}
