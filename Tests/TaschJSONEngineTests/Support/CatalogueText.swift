import Tasch
import TaschJSON

@testable import TaschJSONEngine

/// Catalogue files for tests.
enum CatalogueText {
  /// The JSON text of `catalogue`.
  static func json(for catalogue: Catalogue) -> String {
    var fields: [String: JSONValue] = [
      "currency": .string(catalogue.currency.code),
      "products": .array(catalogue.products.map(product)),
    ]
    if let shop = catalogue.shopName { fields["shop"] = .string(shop) }
    if !catalogue.pricing.promotions.isEmpty {
      fields["promotions"] = .array(catalogue.pricing.promotions.map(promotion))
    }
    if let shipping = catalogue.pricing.shipping {
      var rule: [String: JSONValue] = ["flat": .string(shipping.flat.decimalText)]
      if let freeFrom = shipping.freeFrom { rule["freeFrom"] = .string(freeFrom.decimalText) }
      fields["shipping"] = .object(rule)
    }
    return JSONWriter.text(of: .object(fields))
  }

  private static func promotion(_ promotion: Promotion) -> JSONValue {
    var fields: [String: JSONValue] = ["code": .string(promotion.code)]
    switch promotion.discount {
    case .percentOff(let percent): fields["percentOff"] = .number(String(percent))
    case .amountOff(let amount): fields["amountOff"] = .string(amount.decimalText)
    }
    if let minimum = promotion.minimumSubtotal {
      fields["minimumSubtotal"] = .string(minimum.decimalText)
    }
    if let from = promotion.validFrom { fields["validFrom"] = .string(OrderCodec.text(of: from)) }
    if let until = promotion.validUntil {
      fields["validUntil"] = .string(OrderCodec.text(of: until))
    }
    if let ids = promotion.productIDs {
      fields["productIDs"] = .array(
        ids.sorted { $0.rawValue < $1.rawValue }.map { .number(String($0.rawValue)) })
    }
    return .object(fields)
  }

  /// A catalogue in US dollars whose products are given as raw JSON objects, for tests of
  /// malformed products.
  static func usd(products: String...) -> String {
    "{\"currency\": \"USD\", \"products\": [\(products.joined(separator: ", "))]}"
  }

  /// A valid product as raw JSON, with `fields` (raw JSON values by key) replacing or adding
  /// fields.
  static func product(id: Int = 1, _ fields: [String: String] = [:]) -> String {
    let defaults = ["id": "\(id)", "name": "\"Bag \(id)\"", "price": "\"10.00\"", "stock": "1"]
    let merged = defaults.merging(fields) { _, override in override }
    return "{"
      + merged.keys.sorted().map { "\"\($0)\": \(merged[$0] ?? "null")" }.joined(separator: ", ")
      + "}"
  }

  private static func product(_ product: ShopProduct) -> JSONValue {
    var fields: [String: JSONValue] = [
      "id": .number(String(product.id.rawValue)),
      "name": .string(product.name),
      "shortDescription": .string(product.shortDescription),
      "description": .string(product.description),
      "colors": .array(product.colors.map { .string($0.hex) }),
      "price": .string(product.price.decimalText),
      "stock": .number(String(product.stock)),
      "ratings": .object(
        Dictionary(
          uniqueKeysWithValues: product.ratings.byStars.map {
            (String($0.key.stars), .number(String($0.value)))
          })),
    ]
    var dimensions: [String: JSONValue] = [:]
    for (name, length) in [
      ("height", product.dimensions.height), ("width", product.dimensions.width),
      ("depth", product.dimensions.depth),
    ] {
      if let length {
        dimensions[name] = .object([
          "cm": .number(String(length.centimetres)), "in": .number(String(length.inches)),
        ])
      }
    }
    fields["dimensions"] = .object(dimensions)
    if let image = product.imageName { fields["image"] = .string(image) }
    if let limit = product.maxPerOrder { fields["maxPerOrder"] = .number(String(limit)) }
    return .object(fields)
  }
}
