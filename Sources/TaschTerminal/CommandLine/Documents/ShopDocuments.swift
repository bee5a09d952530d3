import Tasch
import TaschPresentation

/// Money as every document writes it: `{"amount":"250.00","currency":"USD",
/// "minorUnits":25000,"formatted":"$250.00"}`.
struct MoneyDocument: Encodable {
  let amount: String
  let currency: String
  let minorUnits: Int64
  let formatted: String

  init(_ money: MoneyViewModel) {
    amount = money.amount
    currency = money.currency
    minorUnits = money.minorUnits
    formatted = money.formatted
  }
}

/// `{"average":4.41,"count":17,"mine":null}`.
struct RatingDocument: Encodable {
  let average: NullableField<Double>
  let count: Int
  let mine: NullableField<Int>

  init(_ rating: RatingViewModel) {
    // Two decimals say all a script needs and keep the text short.
    average = NullableField(rating.average.map { ($0 * 100).rounded() / 100 })
    count = rating.count
    mine = NullableField(rating.mine)
  }
}

/// A product in a list.
struct ProductDocument: Encodable {
  let id: Int
  let name: String
  let shortDescription: String
  let price: MoneyDocument
  let stock: Int
  let inStock: Bool
  let rating: RatingDocument
  let inWishList: Bool

  init(_ row: ProductRowViewModel) {
    id = row.id.rawValue
    name = row.name
    shortDescription = row.shortDescription
    price = MoneyDocument(row.price)
    stock = row.stock
    inStock = row.isInStock
    rating = RatingDocument(row.rating)
    inWishList = row.isInWishList
  }
}

/// `tasch products --json`: `{"products":[…],"total":N}`.
struct ProductsDocument: Encodable {
  let products: [ProductDocument]
  let total: Int
}

/// `tasch product ID --json`: the product's fields plus its description, colours and sizes.
struct ProductDetailDocument: Encodable {
  let product: ProductDocument
  let description: String
  let colors: [String]
  let dimensions: DimensionsDocument

  init(_ detail: ProductDetailViewModel) {
    product = ProductDocument(detail.summary)
    description = detail.description
    colors = detail.summary.colors.map(\.hex)
    dimensions = DimensionsDocument(detail.dimensions)
  }

  private enum CodingKeys: String, CodingKey {
    case description, colors, dimensions
  }

  func encode(to encoder: any Encoder) throws {
    // The product's own fields sit beside these, not under a key of their own.
    try product.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(description, forKey: .description)
    try container.encode(colors, forKey: .colors)
    try container.encode(dimensions, forKey: .dimensions)
  }
}

/// `{"height":{"cm":36,"in":14},"width":…,"depth":null}`.
struct DimensionsDocument: Encodable {
  struct LengthDocument: Encodable {
    let cm: Int
    let `in`: Int
  }

  let height: NullableField<LengthDocument>
  let width: NullableField<LengthDocument>
  let depth: NullableField<LengthDocument>

  init(_ dimensions: Dimensions) {
    func document(_ length: Length?) -> NullableField<LengthDocument> {
      NullableField(length.map { LengthDocument(cm: $0.centimetres, in: $0.inches) })
    }
    height = document(dimensions.height)
    width = document(dimensions.width)
    depth = document(dimensions.depth)
  }
}

/// `tasch wishlist --json` and `tasch cart --json`.
struct CartDocument: Encodable {
  struct Item: Encodable {
    let id: Int
    let name: String
    let price: NullableField<MoneyDocument>
    let inStock: Bool
  }

  let items: [Item]
  let subtotal: MoneyDocument
  let shipping: MoneyDocument
  let total: MoneyDocument
  let unavailable: [Int]

  init(_ cart: CartViewModel) {
    items = cart.lines.map { line in
      Item(
        id: line.id.rawValue, name: line.name,
        price: NullableField(line.price.map(MoneyDocument.init)),
        inStock: line.isInStock)
    }
    subtotal = MoneyDocument(cart.subtotal)
    shipping = MoneyDocument(cart.shipping)
    total = MoneyDocument(cart.total)
    unavailable = cart.unavailableIDs.map(\.rawValue)
  }
}

/// `tasch wishlist add|remove --json`: the wish list after the change, and what became of each
/// product asked about.
struct WishListChangeDocument: Encodable {
  struct Failure: Encodable {
    let id: Int
    let code: String
    let message: String
  }

  let wishList: NullableField<CartDocument>
  let changed: [Int]
  let unchanged: [Int]
  let failed: [Failure]
  let changedKey: String

  init(_ outcomes: [WishListChangeViewModel], wishList: CartViewModel?, changedKey: String) {
    self.wishList = NullableField(wishList.map(CartDocument.init))
    changed = outcomes.filter { $0.error == nil && $0.changed }.map(\.id.rawValue)
    unchanged = outcomes.filter { $0.error == nil && !$0.changed }.map(\.id.rawValue)
    failed = outcomes.compactMap { outcome in
      outcome.error.map { Failure(id: outcome.id.rawValue, code: $0.code, message: $0.fullMessage) }
    }
    self.changedKey = changedKey
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    // "added" or "removed", so the document reads like the command.
    try container.encode(changed, forKey: Key(changedKey))
    try container.encode(unchanged, forKey: Key("unchanged"))
    try container.encode(failed, forKey: Key("failed"))
    try container.encode(wishList, forKey: Key("wishlist"))
  }
}

/// `tasch checkout --json`: `{"order":{"number","items","total","placedAt"}}`.
struct OrderDocument: Encodable {
  struct Order: Encodable {
    struct Item: Encodable {
      let id: Int
      let name: String
      let price: MoneyDocument
    }

    let number: Int
    let items: [Item]
    let total: MoneyDocument
    let placedAt: String
  }

  let order: Order

  init(_ order: OrderViewModel) {
    self.order = Order(
      number: order.number,
      items: order.lines.map {
        Order.Item(id: $0.id.rawValue, name: $0.name, price: MoneyDocument($0.price))
      },
      total: MoneyDocument(order.total),
      placedAt: order.placedAt.formatted(.iso8601))
  }
}

/// `{"error":{"code","message","recovery"}}`, with the seed when chance was involved.
struct ErrorDocument: Encodable {
  struct Body: Encodable {
    let code: String
    let message: String
    let recovery: String?
    let seed: UInt64?
  }

  let error: Body

  init(code: String, message: String, recovery: String? = nil, seed: UInt64? = nil) {
    error = Body(code: code, message: message, recovery: recovery, seed: seed)
  }

  init(_ error: ErrorViewModel, seed: UInt64?) {
    self.init(code: error.code, message: error.fullMessage, recovery: error.recovery, seed: seed)
  }
}

/// `tasch --json` without a command: both sections of the home summary.
struct HomeDocument: Encodable {
  let products: Section<ProductsDocument>
  let wishlist: Section<CartDocument>

  /// A section's document, or its error.
  enum Section<Content: Encodable>: Encodable {
    case content(Content)
    case error(ErrorDocument)

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .content(let content): try content.encode(to: encoder)
      case .error(let error): try error.encode(to: encoder)
      }
    }
  }
}
