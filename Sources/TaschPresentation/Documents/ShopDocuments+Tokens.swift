import Tasch
import TaschJSON

extension ShopDocuments {
  /// `store shopper add --json`: `{"shop","shopper","token"}`, the token shown this once.
  public static func issuedToken(_ token: ShopperToken, to name: String, in shop: ShopID)
    -> JSONValue
  {
    .object([
      "shop": .string(shop.rawValue), "shopper": .string(name), "token": .string(token.text),
    ])
  }

  /// `store shopper list --json`: `{"shop","shoppers":[{"name","madeAt"}]}`, by name; never a
  /// token.
  public static func tokenHolders(_ holders: [TokenHolder], in shop: ShopID) -> JSONValue {
    .object([
      "shop": .string(shop.rawValue),
      "shoppers": .array(
        holders.map { holder in
          .object(["name": .string(holder.name), "madeAt": .string(timestamp(holder.madeAt))])
        }),
    ])
  }

  /// `store shopper revoke --json`: `{"shop","revoked"}`, the shopper whose token it was.
  public static func revokedToken(of name: String, in shop: ShopID) -> JSONValue {
    .object(["shop": .string(shop.rawValue), "revoked": .string(name)])
  }
}
