import Foundation
import Tasch

/// One change of the history, as the shopper reads it.
public struct HistoryEntryViewModel: Hashable, Sendable {
  /// The change's name for scripts: `wishlist.add`, `wishlist.remove`, `wishlist.quantity`,
  /// `rate`, `rate.clear`.
  public let change: String
  /// The product changed.
  public let id: ProductID
  /// The stars given, for a rating.
  public let stars: Int?
  /// How many a wish-list line asked for when it was put on or taken off, or asks for after a
  /// change of quantity; `nil` for a rating.
  public let quantity: Int?
  /// How many the line asked for before a change of quantity; `nil` for any other change.
  public let previousQuantity: Int?
  /// When.
  public let date: Date
  /// When, as the locale writes a date and time.
  public let dateText: String
  /// Whether it was taken back (and can be put back).
  public let isUndone: Bool
  /// What was done: `added Carrier to your wish list`.
  public let description: String

  /// The view of `entry`.
  public init(_ entry: HistoryEntry, localization: Localization) {
    let change = entry.change
    self.change = change.kind.name.rawValue
    id = change.productID
    date = change.date
    dateText = localization.dateTime(change.date)
    isUndone = change.isUndone
    let name =
      entry.productName
      ?? localization.text(.discontinuedProduct, ["id": String(change.productID.rawValue)])
    (quantity, previousQuantity) =
      switch change.kind {
      case .addedToWishList(let quantity), .removedFromWishList(_, let quantity): (quantity, nil)
      case .changedQuantity(let from, let to): (to, from)
      case .rated, .clearedRating: (nil, nil)
      }
    switch change.kind {
    case .addedToWishList(let quantity):
      stars = nil
      description =
        quantity == 1
        ? localization.text(.changeAddedToWishList, ["name": name])
        : localization.text(
          .changeAddedQuantityToWishList, ["name": name, "quantity": localization.number(quantity)]
        )
    case .changedQuantity(let from, let to):
      stars = nil
      description = localization.text(
        .changeQuantity,
        ["name": name, "from": localization.number(from), "to": localization.number(to)])
    case .removedFromWishList:
      stars = nil
      description = localization.text(.changeRemovedFromWishList, ["name": name])
    case .rated(let rating, _):
      stars = rating.stars
      description = localization.text(
        .changeRated, ["name": name, "stars": RatingViewModel.stars(filled: rating.stars)])
    case .clearedRating:
      stars = nil
      description = localization.text(.changeClearedRating, ["name": name])
    }
  }
}

/// What undo or redo did, such as `Took back: added Carrier to your wish list.`.
public struct HistoryStepViewModel: Hashable, Sendable {
  /// The change taken back or put back, or passed over.
  public let entry: HistoryEntryViewModel
  /// The sentence that says so.
  public let message: String
  /// Why the change was passed over, changing nothing but its mark in the history; `nil` when
  /// it was made.
  public let passedOver: PassedOverViewModel?

  /// What a step of `entry` did, said by `message`, passed over for `passedOver` when it is not
  /// `nil`.
  public init(
    entry: HistoryEntryViewModel, message: String, passedOver: PassedOverViewModel? = nil
  ) {
    self.entry = entry
    self.message = message
    self.passedOver = passedOver
  }
}

/// Why a step of the history was passed over: a code scripts compare, and a sentence.
public struct PassedOverViewModel: Hashable, Sendable {
  /// `not-found` or `too-many`, as the error a command refusing the same would have, or
  /// `unchanged` for a step that would change nothing.
  public let code: String
  /// Why, in a sentence, such as `There is no product 4.`.
  public let message: String

  /// The view of `passing`, of the step of `entry`.
  public init(
    _ passing: HistoryStepOutcome.PassingOver, of entry: HistoryEntry, localization: Localization
  ) {
    switch passing {
    case .refused(let refusal):
      let error = ErrorViewModel(
        refusal, localization: localization,
        productNames: entry.productName.map { [entry.change.productID: $0] } ?? [:])
      (code, message) = (error.code.rawValue, error.message)
    case .changesNothing:
      (code, message) = ("unchanged", localization.text(.stepChangesNothing))
    }
  }
}

/// One placed order in the list of orders.
public struct OrderSummaryViewModel: Hashable, Sendable {
  /// The order itself: number, lines, total.
  public let order: OrderViewModel
  /// When it was placed, as the locale writes a date and time.
  public let dateText: String
  /// `3 items`.
  public let itemCountText: String

  /// The view of `order`.
  public init(_ order: Order, localization: Localization) {
    self.order = OrderViewModel(order, localization: localization)
    dateText = localization.dateTime(order.placedAt)
    itemCountText = localization.text(.itemCount, count: order.lines.pieceCount)
  }
}

/// A page of the shopper's orders, newest first.
public struct OrderListViewModel: Hashable, Sendable {
  /// The page's orders, newest first.
  public let orders: [OrderSummaryViewModel]
  /// How many orders there are in all, on every page.
  public let total: Int
  /// `20 of 3,001 orders`, or `41–60 of 3,001 orders` on a later page, when the page shows
  /// part of them; `nil` when it shows them all.
  public let countText: String?

  /// The view of `page`.
  public init(_ page: OrderPage, localization: Localization) {
    orders = page.orders.map { OrderSummaryViewModel($0, localization: localization) }
    total = page.total
    countText =
      page.isPartial
      ? localization.text(
        .orderCountOf, count: page.total,
        ["shown": localization.shown(page.orders.count, after: page.offset)])
      : nil
  }
}
