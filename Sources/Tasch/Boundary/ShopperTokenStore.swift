import Foundation

/// Where the tokens of a store's shoppers are kept: the boundary a database store implements
/// beside `ShopStore`, so that its HTTP API knows whom each request acts for.
///
/// Each shopper of a shop holds one token at most. A store keeps a token only as a digest,
/// never as itself, so that whoever reads the store cannot act as a shopper; it finds a token
/// by comparing digests in constant time. Every failure is a `ShopError`; a shop the store
/// does not hold is `ShopError.catalogueUnavailable`.
public protocol ShopperTokenStore: Sendable {
  /// Keeps `token` as `shopper`'s, made at `date`, unless they hold one already.
  ///
  /// - Returns: whether it was kept; `false` when they hold a token already, which stays.
  func keep(_ token: ShopperToken, for shopper: Shopper, madeAt date: Date)
    async throws(ShopError) -> Bool

  /// The shoppers of `shop` who hold a token, and when each was made, by name.
  func tokenHolders(in shop: ShopID) async throws(ShopError) -> [TokenHolder]

  /// Forgets `shopper`'s token: a request presenting it acts for nobody from now on.
  ///
  /// - Returns: whether they held one.
  func revokeToken(of shopper: Shopper) async throws(ShopError) -> Bool

  /// The name of the shopper of `shop` who holds `token`; `nil` when nobody of that shop does.
  func holder(of token: ShopperToken, in shop: ShopID) async throws(ShopError) -> String?
}

/// A shopper who holds a token, and when it was made: never the token.
public struct TokenHolder: Hashable, Sendable {
  /// The shopper's name in their shop.
  public let name: String
  /// When their token was made.
  public let madeAt: Date

  /// The holder called `name`, whose token was made at `madeAt`.
  public init(name: String, madeAt: Date) {
    self.name = name
    self.madeAt = madeAt
  }
}
