import Foundation
import Synchronization
import Tasch

/// Shoppers' tokens kept in memory, for the tests of what uses them.
///
/// The core's rule and the HTTP front are tested with it. It keeps each token's text, which no
/// real store may; the database stores keep digests, and the shared contract checks them.
public final class InMemoryShopperTokenStore: ShopperTokenStore {
  private struct Held {
    let text: String
    let madeAt: Date
  }

  /// The shops it holds tokens of; any other is unavailable, as in a database.
  private let shops: Set<ShopID>
  private let held = Mutex<[Shopper: Held]>([:])
  private let lookups = Atomic<Int>(0)

  /// A store of the tokens of `shops`' shoppers, holding none yet.
  public init(shops: Set<ShopID> = [Shopper.stub.shop]) {
    self.shops = shops
  }

  /// How often a token was looked up: requests that were asked for none did not.
  public var lookupCount: Int { lookups.load(ordering: .relaxed) }

  /// Keeps `token` as `shopper`'s, unless they hold one.
  public func keep(_ token: ShopperToken, for shopper: Shopper, madeAt date: Date)
    throws(ShopError) -> Bool
  {
    try check(shopper.shop)
    return held.withLock { held in
      guard held[shopper] == nil else { return false }
      held[shopper] = Held(text: token.text, madeAt: date)
      return true
    }
  }

  /// The holders of `shop`'s tokens, by name.
  public func tokenHolders(in shop: ShopID) throws(ShopError) -> [TokenHolder] {
    try check(shop)
    return held.withLock { held in
      held.filter { $0.key.shop == shop }.map {
        TokenHolder(name: $0.key.name, madeAt: $0.value.madeAt)
      }
      .sorted { $0.name < $1.name }
    }
  }

  /// Forgets `shopper`'s token.
  public func revokeToken(of shopper: Shopper) throws(ShopError) -> Bool {
    try check(shopper.shop)
    return held.withLock { $0.removeValue(forKey: shopper) != nil }
  }

  /// The shopper of `shop` whose token is `token`, counting the lookup.
  public func holder(of token: ShopperToken, in shop: ShopID) throws(ShopError) -> String? {
    try check(shop)
    lookups.add(1, ordering: .relaxed)
    return held.withLock { held in
      held.first { $0.key.shop == shop && $0.value.text == token.text }?.key.name
    }
  }

  private func check(_ shop: ShopID) throws(ShopError) {
    guard shops.contains(shop) else { throw .catalogueUnavailable("no shop \(shop)") }
  }
}
