import Foundation
import Tasch

extension SQLShopStore {
  // MARK: - ShopperTokenStore

  /// Keeps `token`'s digest as `shopper`'s token, unless they hold one already.
  public func keep(_ token: ShopperToken, for shopper: Shopper, madeAt date: Date)
    async throws(ShopError) -> Bool
  {
    try await queue.run { [self] () throws(ShopError) in
      try transaction(.write) { session, _ throws(ShopError) in
        let shop = try ShopRecord.find(shopper.shop, in: session)
        return try ShopperTokenRecord.keep(
          token, for: shopper.name, in: shop.key, madeAt: date, session)
      }
    }
  }

  /// The shoppers of `shop` who hold a token, by name.
  public func tokenHolders(in shop: ShopID) async throws(ShopError) -> [TokenHolder] {
    try await queue.run { [self] () throws(ShopError) in
      try transaction(.read) { session, _ throws(ShopError) in
        try ShopperTokenRecord.holders(in: try ShopRecord.find(shop, in: session).key, session)
      }
    }
  }

  /// Forgets `shopper`'s token.
  public func revokeToken(of shopper: Shopper) async throws(ShopError) -> Bool {
    try await queue.run { [self] () throws(ShopError) in
      try transaction(.write) { session, _ throws(ShopError) in
        let shop = try ShopRecord.find(shopper.shop, in: session)
        return try ShopperTokenRecord.revoke(shopper.name, in: shop.key, session)
      }
    }
  }

  /// The shopper of `shop` who holds `token`, found by its digest.
  public func holder(of token: ShopperToken, in shop: ShopID) async throws(ShopError) -> String? {
    try await queue.run { [self] () throws(ShopError) in
      try transaction(.read) { session, _ throws(ShopError) in
        try ShopperTokenRecord.holder(
          of: token, in: try ShopRecord.find(shop, in: session).key, session)
      }
    }
  }
}
