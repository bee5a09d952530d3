import Foundation
import Tasch

/// How one change of a shopper's history is kept in a row of `history_entries`, and read back.
enum HistoryRecord {
  /// The columns of a change, in the order `values(of:)` gives and `change(_:)` reads them.
  static let columns = [
    "kind", "product_id", "stars", "previous_stars", "wish_list_position", "changed_at", "undone",
    "quantity", "previous_quantity",
  ]

  /// The values of `change` for `columns`: an addition or removal keeps its line's `quantity`,
  /// a change of quantity its `previous_quantity` and `quantity`.
  static func values(of change: ShopperChange) -> [SQLValue] {
    var (stars, previous, position): (Rating?, Rating?, Int?) = (nil, nil, nil)
    var (quantity, previousQuantity): (Int?, Int?) = (nil, nil)
    switch change.kind {
    case .addedToWishList(let added): quantity = added
    case .removedFromWishList(let from, let removed): (position, quantity) = (from, removed)
    case .changedQuantity(let from, let to): (previousQuantity, quantity) = (from, to)
    case .rated(let rating, let before): (stars, previous) = (rating, before)
    case .clearedRating(let before): previous = before
    }
    return [
      .text(change.kind.name.rawValue), .int(change.productID.rawValue), .int(stars?.stars),
      .int(previous?.stars), .int(position),
      // Seconds since the reference date, as `Date` keeps them: they come back exactly.
      .real(change.date.timeIntervalSinceReferenceDate), .integer(change.isUndone ? 1 : 0),
      .int(quantity), .int(previousQuantity),
    ]
  }

  /// The change in `row`, read from `columns`.
  static func change(_ row: SQLRow) throws(ShopError) -> ShopperChange {
    let kind: ShopperChange.Kind
    switch ShopperChange.Kind.Name(rawValue: try row.string(0)) {
    case .addedToWishList:
      // Changes kept before version 5 added one, and say nothing.
      kind = .addedToWishList(quantity: try row.optionalInt(7) ?? 1)
    case .removedFromWishList:
      guard let position = try row.optionalInt(4) else {
        throw row.damaged(4, expected: "the wish-list position of a removal")
      }
      kind = .removedFromWishList(position: position, quantity: try row.optionalInt(7) ?? 1)
    case .changedQuantity:
      guard let from = try row.optionalInt(8), let to = try row.optionalInt(7) else {
        throw row.damaged(7, expected: "the quantities of a change of quantity")
      }
      kind = .changedQuantity(from: from, to: to)
    case .rated:
      kind = .rated(try rating(row, 2), previous: row.isNull(3) ? nil : try rating(row, 3))
    case .clearedRating:
      kind = .clearedRating(previous: try rating(row, 3))
    case nil:
      throw row.damaged(0, expected: "a kind of change")
    }
    let undone = try row.int(6)
    guard undone == 0 || undone == 1 else { throw row.damaged(6, expected: "0 or 1") }
    return ShopperChange(
      kind, of: ProductID(try row.int(1)),
      at: Date(timeIntervalSinceReferenceDate: try row.double(5)), isUndone: undone == 1)
  }

  /// The number of stars in column `index` of `row`, as a rating.
  static func rating(_ row: SQLRow, _ index: Int) throws(ShopError) -> Rating {
    guard let rating = Rating(stars: try row.int(index)) else {
      throw row.damaged(index, expected: "\(Rating.starsAllowed) stars")
    }
    return rating
  }
}
