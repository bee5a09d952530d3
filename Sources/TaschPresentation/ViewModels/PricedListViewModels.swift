import Foundation
import Tasch

/// One entry of the wish list or the cart.
public struct PricedLineViewModel: Hashable, Sendable, Identifiable {
  /// The product's identifier.
  public let id: ProductID
  /// Its name, or `Product 7` when it left the catalogue.
  public let name: String
  /// The line under its name.
  public let shortDescription: String
  /// What one costs; `nil` when it left the catalogue.
  public let price: MoneyViewModel?
  /// How many are wanted.
  public let quantity: Int
  /// `×3` beside the name when more than one is wanted; `nil` for one.
  public let quantityText: String?
  /// What the line costs, the price times the quantity; `nil` when it left the catalogue or
  /// is too large to compute.
  public let amount: MoneyViewModel?
  /// The name with the quantity beside it when more than one is wanted: `Carrier ×3`.
  public let label: String
  /// What the line costs, as shown: `$750.00`, "too large to compute", or nothing when it left
  /// the catalogue.
  public let amountText: String
  /// The colours it comes in.
  public let colors: [ProductColor]
  /// Whether it can be ordered now.
  public let isAvailable: Bool
  /// Whether any are left (false for products that left the catalogue).
  public let isInStock: Bool
  /// Whether its product left the catalogue, so that it has no page to open.
  public let isNoLongerSold: Bool
  /// "Out of stock", "Only 2 left", "At most 3 per order" or "No longer available"; `nil` when
  /// it can be ordered.
  public let availabilityText: String?

  /// "Out of stock", "Only 2 left", "At most 3 per order" or "No longer available", as
  /// `availability` says; `nil` when it can be ordered.
  static func availabilityText(_ availability: Cart.Availability, localization: Localization)
    -> String?
  {
    switch availability {
    case .available: nil
    case .outOfStock: localization.text(.outOfStock)
    case .notEnoughStock(let left):
      localization.text(.onlyLeft, count: left)
    case .overLimit(let maximum):
      localization.text(.atMostPerOrder, ["count": localization.number(maximum)])
    case .discontinued: localization.text(.discontinued)
    }
  }

  /// The view of `line`.
  public init(_ line: Cart.Line, localization: Localization) {
    id = line.id
    isAvailable = line.availability == .available
    isNoLongerSold = line.availability == .discontinued
    availabilityText = Self.availabilityText(line.availability, localization: localization)
    let product = line.item.product
    name =
      product?.name ?? localization.text(.discontinuedProduct, ["id": String(line.id.rawValue)])
    shortDescription = product?.shortDescription ?? ""
    price = product.map { MoneyViewModel($0.price, localization: localization) }
    quantity = line.quantity
    quantityText = Self.quantityText(line.quantity, localization: localization)
    amount = line.amount.map { MoneyViewModel($0, localization: localization) }
    label = Self.label(name, quantityText)
    amountText =
      amount?.formatted ?? (product == nil ? "" : localization.text(.tooLargeToCompute))
    colors = product?.colors ?? []
    isInStock = product?.isInStock ?? false
  }
}

extension PricedLineViewModel {
  /// `×3`, as a line of 3 shows beside its name; `nil` for a line of one, which shows nothing.
  static func quantityText(_ quantity: Int, localization: Localization) -> String? {
    quantity == 1
      ? nil : localization.text(.quantityMark, ["quantity": localization.number(quantity)])
  }

  /// `name`, with `quantityText` beside it when there is one.
  static func label(_ name: String, _ quantityText: String?) -> String {
    quantityText.map { name + " " + $0 } ?? name
  }
}

/// A priced list of products, the wish list or the cart: its lines, what they cost, and whether
/// they can be ordered.
///
/// A total too large to compute hides nothing: the lines are all there, the amounts that cannot
/// be computed say so, and the cart cannot be ordered.
public struct PricedListViewModel: Hashable, Sendable {
  /// "Your wish list" or "Cart".
  public let title: String
  /// One line per entry, in order.
  public let lines: [PricedLineViewModel]
  /// `3 items`.
  public let countText: String
  /// "Sub-total".
  public let subtotalLabel: String
  /// The sum of the prices; `nil` when it is too large to compute.
  public let subtotal: MoneyViewModel?
  /// The sub-total as shown: `$500.00`, or "too large to compute".
  public let subtotalFormatted: String
  /// "Shipping".
  public let shippingLabel: String
  /// The promotion code taken off, as the catalogue spells it; `nil` for none.
  public let code: String?
  /// `Discount (WELCOME10)`; `nil` without a code taken off.
  public let discountLabel: String?
  /// What the code takes off, as shown: `−$7.55`; `nil` without a code taken off.
  public let discountFormatted: String?
  /// What the code takes off; zero without one.
  public let discount: MoneyViewModel
  /// Why the code asked for was refused, when it was: the cart is priced without it.
  public let codeRefusal: ErrorViewModel?
  /// What shipping costs, by the shop's rule; `nil` when the sub-total the rule needs is too
  /// large to compute.
  public let shipping: MoneyViewModel?
  /// Shipping as shown: `$9.90`, or "cannot be worked out".
  public let shippingFormatted: String
  /// Why shipping costs nothing, when it does not: "Free Shipping World Wide" in a shop that
  /// charges for none, "Free shipping from $100.00" where the sub-total reached the shop's
  /// threshold; `nil` when it costs something, cannot be worked out, or is free only for
  /// want of anything to ship.
  public let freeShipping: String?
  /// "Total".
  public let totalLabel: String
  /// What it all costs; `nil` when it is too large to compute.
  public let total: MoneyViewModel?
  /// The total as shown: `$500.00`, or "too large to compute".
  public let totalFormatted: String
  /// `Total $500.00`, for the wish list's header.
  public let totalText: String
  /// Why the total cannot be shown, when it cannot: it is too large to compute.
  public let totalError: ErrorViewModel?
  /// The products that cannot be ordered now.
  public let unavailableIDs: [ProductID]
  /// "Proceed to check out".
  public let checkoutAction: String
  /// Whether there is something to order, all of it can be, and its total can be computed.
  public let canCheckOut: Bool
  /// What an empty list says; `nil` when it has lines.
  public let emptyMessage: String?

  /// The view of `cart`, under `title`.
  public init(_ cart: Cart, title: TextKey, localization: Localization) {
    self.title = localization.text(title)
    lines = cart.lines.map { PricedLineViewModel($0, localization: localization) }
    countText = localization.text(.itemCount, count: cart.lines.pieceCount)
    let tooLarge = localization.text(.tooLargeToCompute)
    subtotalLabel = localization.text(.subtotal)
    subtotal = cart.subtotal.map { MoneyViewModel($0, localization: localization) }
    subtotalFormatted = subtotal?.formatted ?? tooLarge
    shippingLabel = localization.text(.shipping)
    code = cart.code
    discount = MoneyViewModel(cart.discount, localization: localization)
    discountLabel = cart.code.map { localization.text(.discountWithCode, ["code": $0]) }
    discountFormatted =
      cart.code == nil ? nil : localization.text(.amountOff, ["amount": discount.formatted])
    codeRefusal = cart.codeRefusal.map { ErrorViewModel($0, localization: localization) }
    shipping = cart.shipping.map { MoneyViewModel($0, localization: localization) }
    shippingFormatted = shipping?.formatted ?? localization.text(.shippingNotWorkedOut)
    freeShipping = Self.freeShipping(cart, localization: localization)
    totalLabel = localization.text(.total)
    total = cart.total.map { MoneyViewModel($0, localization: localization) }
    totalFormatted = total?.formatted ?? tooLarge
    totalText = localization.text(.totalAmount, ["amount": totalFormatted])
    totalError =
      cart.total == nil ? ErrorViewModel(.amountOutOfRange, localization: localization) : nil
    unavailableIDs = cart.unavailableLines.map(\.id)
    checkoutAction = localization.text(.proceedToCheckout)
    canCheckOut =
      !cart.isEmpty && cart.unavailableLines.isEmpty && cart.total != nil
      && cart.codeRefusal == nil
    emptyMessage = cart.isEmpty ? localization.text(.emptyWishList) : nil
  }

  /// Why `cart` ships free, in `localization`'s words; `nil` when it does not, or only for
  /// want of anything to ship.
  private static func freeShipping(_ cart: Cart, localization: Localization) -> String? {
    if let threshold = cart.freeShippingThreshold {
      return localization.text(
        .shippingFreeReached, ["threshold": localization.money(threshold)])
    }
    let chargesNothing = cart.shipping?.minorUnits == 0 && !cart.chargesForShipping
    return chargesNothing ? localization.text(.freeShipping) : nil
  }
}

/// A placed order.
public struct OrderViewModel: Hashable, Sendable {
  /// The order's number.
  public let number: Int
  /// The thanks that name the order.
  public let message: String
  /// What was ordered: identifier, name and price of each.
  public let lines: [OrderLineViewModel]
  /// The promotion code taken off; `nil` for none.
  public let code: String?
  /// What the code took off; `nil` without a code.
  public let discount: MoneyViewModel?
  /// `Discount (WELCOME10) −$7.55`; `nil` without a code.
  public let discountText: String?
  /// What shipping cost.
  public let shipping: MoneyViewModel
  /// What came off and on besides the lines, as the question before it listed them: the
  /// code's discount, and shipping when it cost something.
  public let adjustments: [AdjustmentViewModel]
  /// What it cost.
  public let total: MoneyViewModel
  /// `Total $325.00`.
  public let totalText: String
  /// When it was placed.
  public let placedAt: Date

  /// The view of `order`.
  public init(_ order: Order, localization: Localization) {
    number = order.number
    message = localization.text(.orderPlaced, ["number": localization.number(order.number)])
    lines = order.lines.map { OrderLineViewModel($0, localization: localization) }
    code = order.code
    discount = order.discount.map { MoneyViewModel($0, localization: localization) }
    shipping = MoneyViewModel(order.shipping, localization: localization)
    adjustments = AdjustmentViewModel.besidesLines(
      code: order.code, discount: order.discount, shipping: order.shipping,
      localization: localization)
    discountText = adjustments.first { $0.kind == .discount }?.text
    total = MoneyViewModel(order.total, localization: localization)
    totalText = localization.text(.totalAmount, ["amount": total.formatted])
    placedAt = order.placedAt
  }
}

/// One product of a placed order.
public struct OrderLineViewModel: Hashable, Sendable, Identifiable {
  /// The product's identifier.
  public let id: ProductID
  /// Its name when ordered.
  public let name: String
  /// Its price when ordered: what one cost.
  public let price: MoneyViewModel
  /// How many were ordered.
  public let quantity: Int
  /// `×3` beside the name when more than one was ordered; `nil` for one.
  public let quantityText: String?
  /// What the line cost, the price times the quantity; `nil` when too large to compute, which
  /// only a damaged order can be.
  public let amount: MoneyViewModel?
  /// The name with the quantity beside it when more than one was ordered: `Carrier ×3`.
  public let label: String
  /// What the line cost, as shown: `$750.00`, or "too large to compute".
  public let amountText: String

  /// The view of `line`.
  public init(_ line: OrderLine, localization: Localization) {
    id = line.productID
    name = line.name
    price = MoneyViewModel(line.price, localization: localization)
    quantity = line.quantity
    quantityText = PricedLineViewModel.quantityText(line.quantity, localization: localization)
    amount = line.amount.map { MoneyViewModel($0, localization: localization) }
    label = PricedLineViewModel.label(name, quantityText)
    amountText = amount?.formatted ?? localization.text(.tooLargeToCompute)
  }
}

/// What comes off or on an order besides its lines: a code's discount, shipping.
public struct AdjustmentViewModel: Hashable, Sendable {
  /// What it is: a discount is shown as a promotion.
  public enum Kind: Hashable, Sendable {
    case discount, shipping
  }

  /// What it is.
  public let kind: Kind
  /// `Discount (WELCOME10)`, `Shipping`.
  public let label: String
  /// `−$7.55`, `$9.90`.
  public let amount: String
  /// The label and the amount on one line: `Shipping $9.90`.
  public var text: String { label + " " + amount }

  /// What comes off and on an order, or one about to be placed, besides its lines, in the
  /// order they are worked out: the discount of `code`, when there is one, and shipping,
  /// when it costs something.
  static func besidesLines(
    code: String?, discount: Money?, shipping: Money, localization: Localization
  ) -> [AdjustmentViewModel] {
    var adjustments: [AdjustmentViewModel] = []
    if let code, let discount {
      let formatted = MoneyViewModel(discount, localization: localization).formatted
      adjustments.append(
        AdjustmentViewModel(
          kind: .discount, label: localization.text(.discountWithCode, ["code": code]),
          amount: localization.text(.amountOff, ["amount": formatted])))
    }
    if shipping.minorUnits != 0 {
      adjustments.append(
        AdjustmentViewModel(
          kind: .shipping, label: localization.text(.shipping),
          amount: MoneyViewModel(shipping, localization: localization).formatted))
    }
    return adjustments
  }
}

/// The question before an order is placed: what would be ordered, for how much.
public struct ConfirmationViewModel: Hashable, Sendable {
  /// The question itself: `Place this order for $325.00?`.
  public let question: String
  /// What would be ordered, one line per product with its price.
  public let lines: [OrderLineViewModel]
  /// What comes off and on besides the lines, each with its label and amount as shown:
  /// `Discount (WELCOME10)  −$7.55` with a code, `Shipping  $9.90` when it costs something.
  public let adjustments: [AdjustmentViewModel]
  /// "Total".
  public let totalLabel: String
  /// What it would cost, shipping included.
  public let total: MoneyViewModel
  /// What the shopper should know first: that the cart changed since it was first asked
  /// about, or that the order leaves out what cannot be ordered.
  public let notice: String?
  /// "Cancel".
  public let cancelAction: String
  /// "OK".
  public let confirmAction: String

  /// The question for ordering `quote`, with `notice` when there is something to know first.
  public init(_ quote: Cart.Quote, notice: String?, localization: Localization) {
    total = MoneyViewModel(quote.total, localization: localization)
    question = localization.text(.checkoutQuestion, ["amount": total.formatted])
    lines = quote.lines.map { OrderLineViewModel($0, localization: localization) }
    adjustments = AdjustmentViewModel.besidesLines(
      code: quote.code, discount: quote.discount, shipping: quote.shipping,
      localization: localization)
    totalLabel = localization.text(.total)
    self.notice = notice
    cancelAction = localization.text(.cancel)
    confirmAction = localization.text(.ok)
  }
}

/// Why a cart cannot be ordered yet, and what can be done about it.
public struct BlockedCheckoutViewModel: Hashable, Sendable {
  /// "Cannot order yet".
  public let title: String
  /// What stands in the way.
  public let message: String
  /// The title and the message on one line.
  public let line: String
  /// The lines that cannot be ordered.
  public let unavailable: [PricedLineViewModel]
  /// The lines that can, with their total, when there are some.
  public let orderable: [PricedLineViewModel]
  /// "Take them off your wish list and go on", when something can still be ordered.
  public let removeAction: String?
  /// "Cancel".
  public let cancelAction: String
  /// How many are left of each product whose line asks for more than that.
  public let left: [ProductID: Int]

  /// The view of `cart`, some of whose lines cannot be ordered.
  public init(_ cart: Cart, localization: Localization) {
    title = localization.text(.outOfStockTitle)
    message = localization.text(.checkoutBlocked)
    line = title + localization.text(.labelSeparator) + message
    let lines = cart.lines.map { PricedLineViewModel($0, localization: localization) }
    unavailable = lines.filter { !$0.isAvailable }
    orderable = lines.filter(\.isAvailable)
    removeAction = localization.text(
      orderable.isEmpty ? .removeUnavailableOnly : .removeUnavailable)
    cancelAction = localization.text(.cancel)
    var left: [ProductID: Int] = [:]
    for line in cart.lines {
      if case .notEnoughStock(let count) = line.availability { left[line.id] = count }
    }
    self.left = left
  }
}

/// Where checking out has got to.
public enum CheckoutStep: Hashable, Sendable {
  /// The cart is being read, to show what would be ordered.
  case loading(String)
  /// Waiting for the shopper to confirm the order shown.
  case confirming(ConfirmationViewModel)
  /// Some lines cannot be ordered.
  case blocked(BlockedCheckoutViewModel)
  /// The order is being placed.
  case placing(String)
  /// The order was placed.
  case placed(OrderViewModel)
  /// The cart's total is too large to compute: it is shown, and cannot be ordered.
  case tooLarge(PricedListViewModel)
  /// Checking out failed.
  case failed(ErrorViewModel)
}

extension BlockedCheckoutViewModel {
  /// The refusal as an error, `out-of-stock`, naming what cannot be ordered and how many are
  /// left of a product whose line asks for more.
  public func error(localization: Localization) -> ErrorViewModel {
    ErrorViewModel(
      .outOfStock(unavailable.map(\.id), left: left), localization: localization,
      productNames: Dictionary(
        unavailable.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
  }
}
