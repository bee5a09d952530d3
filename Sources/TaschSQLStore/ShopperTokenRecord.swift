import Foundation
import Tasch
import TaschHashing

/// The shoppers' tokens as the store keeps them: a row per shopper who holds one, with the
/// SHA-256 digest of the token, never the token, and when it was made.
///
/// A token is looked up by the first 16 hexadecimal digits of its digest, through an index,
/// and only then compared whole, in constant time. An index compares as fast as it can; what
/// its time could tell an attacker is a piece of the digest of a guess they made themselves,
/// which brings them no closer to a token.
enum ShopperTokenRecord {
  /// How many hexadecimal digits of a digest find its row.
  static let lookupLength = 16

  /// Keeps `token` as the token of the shopper called `name` of the shop `shopKey`, made at
  /// `date`, unless they hold one already.
  ///
  /// - Returns: whether it was kept.
  static func keep(
    _ token: ShopperToken, for name: String, in shopKey: Int64, madeAt date: Date,
    _ session: any SQLSession
  ) throws(ShopError) -> Bool {
    let shopper = try ShopperRecord.key(of: name, in: shopKey, session)
    let digest = SHA256.digest(of: token.bytes).hex
    let kept = try session.execute(
      """
      INSERT INTO shopper_tokens (shopper_key, lookup, digest, made_at) VALUES ($1, $2, $3, $4)
      ON CONFLICT (shopper_key) DO NOTHING
      """,
      [
        .integer(shopper), .text(String(digest.prefix(lookupLength))), .text(digest),
        // Seconds since the reference date, as `Date` keeps them: they come back exactly.
        .real(date.timeIntervalSinceReferenceDate),
      ])
    return kept == 1
  }

  /// The shoppers of the shop `shopKey` who hold a token, with when each was made.
  static func holders(in shopKey: Int64, _ session: any SQLSession) throws(ShopError)
    -> [TokenHolder]
  {
    let rows = try session.query(
      """
      SELECT shoppers.name, shopper_tokens.made_at, shopper_tokens.digest,
      shopper_tokens.lookup, shoppers.key FROM shopper_tokens
      JOIN shoppers ON shoppers.key = shopper_tokens.shopper_key
      WHERE shoppers.shop_key = $1 ORDER BY shoppers.name
      """, [.integer(shopKey)])
    var holders: [TokenHolder] = []
    for row in rows {
      let name = try checkedName(of: row, keyAt: 4)
      let madeAt = Date(timeIntervalSinceReferenceDate: try row.double(1))
      if let broken = ShopRules.moment(madeAt, "madeAt") {
        throw row.damaged("the token of shopper \(name)", broken)
      }
      try checkDigest(of: row, at: 2, foundBy: try row.string(3), holder: name)
      holders.append(TokenHolder(name: name, madeAt: madeAt))
    }
    return holders
  }

  /// The shopper's name in the first column of `row`, whose key is in column `keyIndex`.
  ///
  /// - Throws: `ShopError.storage` naming the shopper's key when the name breaks the rules of a
  ///   shopper's name (`ShopRules.shopperName(_:_:)`): a name made blank by hand would be listed
  ///   as nothing, and a token would act for it.
  private static func checkedName(of row: SQLRow, keyAt keyIndex: Int) throws(ShopError)
    -> String
  {
    let name = try row.string(0)
    guard let broken = ShopRules.shopperName(name) else { return name }
    let key = try row.int64(keyIndex)
    throw row.damaged("the shopper of key \(key) in the table shoppers", broken)
  }

  /// Checks that the digest in column `index` of `row`, the token of the shopper `name`, is
  /// one, 64 lowercase hexadecimal digits, and that `lookup`, which found it, is its first 16.
  ///
  /// - Throws: `ShopError.storage` naming the shopper and the column otherwise: a digest or
  ///   lookup changed by hand would refuse its holder's every request as if their token were
  ///   wrong.
  private static func checkDigest(
    of row: SQLRow, at index: Int, foundBy lookup: String, holder name: String
  ) throws(ShopError) {
    let digest = try row.string(index).utf8
    let hexadecimal = Array("0123456789abcdef".utf8)
    let subject = "the token of shopper \(name)"
    guard digest.count == 64, digest.allSatisfy(hexadecimal.contains) else {
      throw row.described(as: subject, columns: ["digest"])
        .damaged(0, expected: "the 64 lowercase hexadecimal digits of a SHA-256")
    }
    guard lookup.utf8.count == lookupLength, digest.starts(with: lookup.utf8) else {
      // Which of the two was changed, nothing says: both are named.
      throw row.described(as: subject, columns: ["lookup"])
        .damaged(
          0, expected: "the first \(lookupLength) digits of \"digest\"; one of the two was changed")
    }
  }

  /// Forgets the token of the shopper called `name` of the shop `shopKey`.
  ///
  /// - Returns: whether they held one.
  static func revoke(_ name: String, in shopKey: Int64, _ session: any SQLSession)
    throws(ShopError) -> Bool
  {
    try session.execute(
      """
      DELETE FROM shopper_tokens WHERE shopper_key IN
      (SELECT key FROM shoppers WHERE shop_key = $1 AND name = $2)
      """, [.integer(shopKey), .text(name)]) > 0
  }

  /// The name of the shopper of the shop `shopKey` who holds `token`; `nil` when nobody of
  /// that shop does.
  static func holder(of token: ShopperToken, in shopKey: Int64, _ session: any SQLSession)
    throws(ShopError) -> String?
  {
    let digest = SHA256.digest(of: token.bytes).hex
    let rows = try session.query(
      """
      SELECT shoppers.name, shopper_tokens.digest, shoppers.key FROM shopper_tokens
      JOIN shoppers ON shoppers.key = shopper_tokens.shopper_key
      WHERE shopper_tokens.lookup = $1 AND shoppers.shop_key = $2
      """, [.text(String(digest.prefix(lookupLength))), .integer(shopKey)])
    var holder: String?
    // Every row is compared, so that the time taken does not say which one matched.
    for row in rows {
      let name = try checkedName(of: row, keyAt: 2)
      try checkDigest(of: row, at: 1, foundBy: String(digest.prefix(lookupLength)), holder: name)
      if ConstantTime.isEqual(Array(try row.string(1).utf8), Array(digest.utf8)) {
        holder = name
      }
    }
    return holder
  }
}
