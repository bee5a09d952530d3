import Foundation
import Tasch
import TaschJSON

/// The JSON documents of the shop, as every front that speaks JSON writes them: built from the
/// same view models the text fronts show, so the two never disagree.
///
/// Every documented field is always there, `null` when it has no value, so scripts can rely on
/// it. Keys are written sorted, strings with every control and bidirectional override escaped.
public enum ShopDocuments {
  /// A document as text, ending with a newline.
  public static func text(_ document: JSONValue) -> String {
    JSONWriter.text(of: document)
  }

  /// A document as UTF-8 text, ending with a newline: the bytes of `text(_:)`.
  public static func bytes(_ document: JSONValue) -> [UInt8] {
    JSONWriter.bytes(of: document)
  }

  /// Money: `{"amount":"250.00","currency":"USD","minorUnits":25000,"formatted":"$250.00"}`.
  public static func money(_ money: MoneyViewModel) -> JSONValue {
    .object([
      "amount": .string(money.amount), "currency": .string(money.currency),
      "minorUnits": .number(String(money.minorUnits)), "formatted": .string(money.formatted),
    ])
  }

  /// A rating: `{"average":4.41,"count":17,"mine":null}`.
  public static func rating(_ rating: RatingViewModel) -> JSONValue {
    .object([
      // Two decimals say all a script needs and keep the text short.
      "average": rating.average.map { number(($0 * 100).rounded() / 100) } ?? .null,
      "count": .number(String(rating.count)),
      "mine": rating.mine.map { .number(String($0)) } ?? .null,
    ])
  }

  /// A product in a list.
  public static func product(_ row: ProductRowViewModel) -> JSONValue {
    .object(productFields(row))
  }

  /// `products --json`: `{"products":[…],"total":N}`.
  public static func products(_ rows: some Sequence<ProductRowViewModel>, total: Int) -> JSONValue {
    .object(["products": .array(rows.map(product)), "total": .number(String(total))])
  }

  /// `product ID --json`: the product's fields plus its description, colours and sizes.
  public static func productDetail(_ detail: ProductDetailViewModel) -> JSONValue {
    var fields = productFields(detail.summary)
    fields["description"] = .string(detail.description)
    fields["colors"] = .array(detail.colors.map { .string($0.hex) })
    fields["dimensions"] = dimensions(detail.dimensions)
    return .object(fields)
  }

  /// `wishlist --json` and `cart --json`: `{"items":[{"id","name","price","quantity","amount",
  /// "inStock"}],"subtotal","shipping","total","totalError","unavailable":[ids]}`; `price` is
  /// one's, `amount` the line's; `subtotal` and `total` are `null` when too large to compute,
  /// and `totalError` (else `null`) then says why.
  public static func cart(_ cart: PricedListViewModel) -> JSONValue {
    .object([
      "items": .array(
        cart.lines.map { line in
          .object([
            "id": id(line.id), "name": .string(line.name),
            "price": line.price.map(money) ?? .null, "quantity": .number(String(line.quantity)),
            "amount": line.amount.map(money) ?? .null, "inStock": .bool(line.isInStock),
          ])
        }),
      "subtotal": cart.subtotal.map(money) ?? .null,
      "code": cart.code.map { .string($0) } ?? .null, "discount": money(cart.discount),
      "codeRefused": cart.codeRefusal.map { error in
        .object(["code": .string(error.code.rawValue), "message": .string(error.fullMessage)])
      } ?? .null,
      "shipping": cart.shipping.map(money) ?? .null, "total": cart.total.map(money) ?? .null,
      "totalError": cart.totalError.map { error in
        .object(["code": .string(error.code.rawValue), "message": .string(error.fullMessage)])
      } ?? .null,
      "unavailable": .array(cart.unavailableIDs.map(id)),
    ])
  }

  /// Which way a change of the wish list went: the field its document lists the products it
  /// changed under, so that the document reads like the command.
  public enum WishListChangeKey: String, Sendable {
    /// Putting products on the list, or setting their lines: `added`.
    case added
    /// Taking products off the list: `removed`.
    case removed
  }

  /// `wishlist add|remove|set --json`: what became of each product asked about (under
  /// `changedKey`; under `updated` when its line stayed with another quantity), and the wish
  /// list after the change.
  public static func wishListChange(
    _ outcomes: [WishListChangeViewModel], wishList: PricedListViewModel?,
    changedKey: WishListChangeKey
  ) -> JSONValue {
    wishListChange(outcomes, wishList: wishList, changedKey: changedKey.rawValue)
  }

  /// The change's document with the products it changed under `changedKey`.
  static func wishListChange(
    _ outcomes: [WishListChangeViewModel], wishList: PricedListViewModel?, changedKey: String
  ) -> JSONValue {
    let succeeded = outcomes.filter { $0.error == nil }
    return .object([
      changedKey: .array(
        succeeded.filter { $0.changed && !$0.quantityChanged }.map { id($0.id) }),
      "updated": .array(succeeded.filter(\.quantityChanged).map { id($0.id) }),
      "unchanged": .array(succeeded.filter { !$0.changed }.map { id($0.id) }),
      "failed": .array(
        outcomes.compactMap { outcome in
          outcome.error.map { error in
            // As an error document says it: a client tells a simulated failure by its flag.
            var failure: [String: JSONValue] = [
              "id": id(outcome.id), "code": .string(error.code.rawValue),
              "message": .string(error.fullMessage), "recovery": .string(error.recovery),
            ]
            if error.isSimulated { failure["simulated"] = .bool(true) }
            return .object(failure)
          }
        }),
      "wishlist": wishList.map(cart) ?? .null,
    ])
  }

  /// `checkout --json`: `{"order":{"number","items","total","placedAt"}}`.
  public static func placedOrder(_ order: OrderViewModel) -> JSONValue {
    .object(["order": self.order(order)])
  }

  /// `orders --json`: `{"orders":[{"number","placedAt","items","total"}],"total":N}`, newest
  /// first; `total` counts every order, on every page.
  public static func orders(_ orders: [OrderSummaryViewModel], total: Int) -> JSONValue {
    .object(["orders": .array(orders.map { order($0.order) }), "total": .number(String(total))])
  }

  /// `orders --json` of a page of orders.
  public static func orders(_ list: OrderListViewModel) -> JSONValue {
    orders(list.orders, total: list.total)
  }

  /// `history --json`: `{"history":[{"change","id","stars","at","undone"}]}`, newest first;
  /// `stars` only for a rating, `quantity` for putting a line on or taking it off, `from` and
  /// `to` for a change of quantity.
  public static func history(_ entries: [HistoryEntryViewModel]) -> JSONValue {
    .object(["history": .array(entries.map(historyEntry))])
  }

  /// `undo --json` and `redo --json`: the change taken back (`undone`) or put back (`redone`),
  /// and the sentence; with `passedOver`, the code and message of why it was passed over.
  public static func historyStep(_ step: HistoryStepViewModel, of kind: HistoryStep) -> JSONValue {
    historyStep(step, key: kind == .undo ? "undone" : "redone")
  }

  /// The step's document with the change under `key`.
  static func historyStep(_ step: HistoryStepViewModel, key: String) -> JSONValue {
    var fields = [key: historyEntry(step.entry), "message": .string(step.message)]
    if let reason = step.passedOver {
      fields["passedOver"] = .object([
        "code": .string(reason.code), "message": .string(reason.message),
      ])
    }
    return .object(fields)
  }

  /// `{"error":{"code","message","recovery"}}`, with `seed`, the simulation's when it draws by
  /// chance, for a failure the simulation caused: a real one no seed replays.
  ///
  /// Without `details`, the message leaves out the error's details (which name the store,
  /// its user and host, or a file), for a reader who may not learn them.
  public static func error(
    _ error: ErrorViewModel, seed: UInt64?, details: Bool = true
  ) -> JSONValue {
    self.error(
      code: error.code.rawValue, message: details ? error.fullMessage : error.message,
      recovery: error.recovery, seed: error.isSimulated ? seed : nil,
      simulated: error.isSimulated)
  }

  /// An error document from its parts; `simulated` for a failure the simulation injected,
  /// which a client tells from a real one by `"simulated": true`, as a person does by its
  /// title.
  public static func error(
    code: String, message: String, recovery: String? = nil, seed: UInt64? = nil,
    simulated: Bool = false
  ) -> JSONValue {
    var body: [String: JSONValue] = ["code": .string(code), "message": .string(message)]
    if let recovery { body["recovery"] = .string(recovery) }
    if let seed { body["seed"] = .number(String(seed)) }
    if simulated { body["simulated"] = .bool(true) }
    return .object(["error": .object(body)])
  }

  // MARK: - Parts

  private static func productFields(_ row: ProductRowViewModel) -> [String: JSONValue] {
    [
      "id": id(row.id), "name": .string(row.name),
      "shortDescription": .string(row.shortDescription), "price": money(row.price),
      "stock": .number(String(row.stock)), "inStock": .bool(row.isInStock),
      "rating": rating(row.rating), "inWishList": .bool(row.isInWishList),
    ]
  }

  private static func dimensions(_ dimensions: Dimensions) -> JSONValue {
    func length(_ length: Length?) -> JSONValue {
      guard let length else { return .null }
      return .object([
        "cm": .number(String(length.centimetres)), "in": .number(String(length.inches)),
      ])
    }
    return .object([
      "height": length(dimensions.height), "width": length(dimensions.width),
      "depth": length(dimensions.depth),
    ])
  }

  private static func order(_ order: OrderViewModel) -> JSONValue {
    .object([
      "number": .number(String(order.number)),
      "items": .array(
        order.lines.map { line in
          .object([
            "id": id(line.id), "name": .string(line.name), "price": money(line.price),
            "quantity": .number(String(line.quantity)), "amount": line.amount.map(money) ?? .null,
          ])
        }),
      "code": order.code.map { .string($0) } ?? .null,
      "discount": order.discount.map(money) ?? .null, "shipping": money(order.shipping),
      "total": money(order.total),
      "placedAt": .string(timestamp(order.placedAt)),
    ])
  }

  private static func historyEntry(_ entry: HistoryEntryViewModel) -> JSONValue {
    var fields: [String: JSONValue] = [
      "change": .string(entry.change), "id": id(entry.id),
      "at": .string(timestamp(entry.date)), "undone": .bool(entry.isUndone),
    ]
    if let stars = entry.stars { fields["stars"] = .number(String(stars)) }
    if let from = entry.previousQuantity {
      fields["from"] = .number(String(from))
      fields["to"] = entry.quantity.map { .number(String($0)) }
    } else if let quantity = entry.quantity {
      fields["quantity"] = .number(String(quantity))
    }
    return .object(fields)
  }

  private static func id(_ id: ProductID) -> JSONValue {
    .number(String(id.rawValue))
  }

  /// A moment in ISO 8601, UTC, to the millisecond.
  static func timestamp(_ date: Date) -> String {
    ISO8601Timestamp.text(secondsSince1970: date.timeIntervalSince1970)
  }

  /// A finite number as JSON writes it: whole numbers without a fraction.
  private static func number(_ value: Double) -> JSONValue {
    guard value.isFinite else { return .null }
    if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
    return .number(String(value))
  }
}
