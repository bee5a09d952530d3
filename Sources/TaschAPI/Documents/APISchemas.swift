// swift-format-ignore-file: JSON Schema text, laid out as JSON is, not as Swift.

import Tasch

/// The JSON Schemas of the API's documents, as the OpenAPI document's `components.schemas`:
/// every document is exactly a `--json` document of the terminal (docs/api.md lists them), and
/// every object lists all its fields, so that a field added or dropped shows.
enum APISchemas {
  /// The schemas, as JSON text.
  static let text = #"""
    {
      "Money": {
        "type": "object", "additionalProperties": false,
        "required": ["amount", "currency", "minorUnits", "formatted"],
        "properties": {
          "amount": {"type": "string", "description": "Plain decimal text: 250.00."},
          "currency": {"type": "string", "description": "The ISO 4217 code."},
          "minorUnits": {"type": "integer", "description": "The exact amount in minor units."},
          "formatted": {"type": "string", "description": "As the request's locale writes it."}
        }
      },
      "Rating": {
        "type": "object", "additionalProperties": false, "required": ["average", "count", "mine"],
        "properties": {
          "average": {"type": ["number", "null"]},
          "count": {"type": "integer", "minimum": 0},
          "mine": {"type": ["integer", "null"], "minimum": \#(Rating.one.stars), "maximum": \#(Rating.five.stars)}
        }
      },
      "Product": {
        "type": "object", "additionalProperties": false,
        "required": ["id", "name", "shortDescription", "price", "stock", "inStock", "rating", "inWishList"],
        "properties": {
          "id": {"type": "integer", "minimum": 1}, "name": {"type": "string"},
          "shortDescription": {"type": "string"}, "price": {"$ref": "#/components/schemas/Money"},
          "stock": {"type": "integer", "minimum": 0}, "inStock": {"type": "boolean"},
          "rating": {"$ref": "#/components/schemas/Rating"}, "inWishList": {"type": "boolean"}
        }
      },
      "Length": {
        "type": ["object", "null"], "additionalProperties": false, "required": ["cm", "in"],
        "properties": {"cm": {"type": "integer"}, "in": {"type": "integer"}}
      },
      "ProductDetail": {
        "type": "object", "additionalProperties": false,
        "required": ["id", "name", "shortDescription", "price", "stock", "inStock", "rating", "inWishList", "description", "colors", "dimensions"],
        "properties": {
          "id": {"type": "integer", "minimum": 1}, "name": {"type": "string"},
          "shortDescription": {"type": "string"}, "price": {"$ref": "#/components/schemas/Money"},
          "stock": {"type": "integer", "minimum": 0}, "inStock": {"type": "boolean"},
          "rating": {"$ref": "#/components/schemas/Rating"}, "inWishList": {"type": "boolean"},
          "description": {"type": "string"},
          "colors": {"type": "array", "items": {"type": "string", "description": "RRGGBB"}},
          "dimensions": {
            "type": "object", "additionalProperties": false, "required": ["height", "width", "depth"],
            "properties": {
              "height": {"$ref": "#/components/schemas/Length"},
              "width": {"$ref": "#/components/schemas/Length"},
              "depth": {"$ref": "#/components/schemas/Length"}
            }
          }
        }
      },
      "Products": {
        "type": "object", "additionalProperties": false, "required": ["products", "total"],
        "properties": {
          "products": {"type": "array", "items": {"$ref": "#/components/schemas/Product"}},
          "total": {"type": "integer", "minimum": 0, "description": "How many products match."}
        }
      },
      "PricedList": {
        "type": "object", "additionalProperties": false,
        "required": ["items", "subtotal", "code", "discount", "codeRefused", "shipping", "total", "totalError", "unavailable"],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "type": "object", "additionalProperties": false,
              "required": ["id", "name", "price", "quantity", "amount", "inStock"],
              "properties": {
                "id": {"type": "integer"}, "name": {"type": "string"},
                "price": {"oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}], "description": "What one costs."},
                "quantity": {"type": "integer", "minimum": 1, "maximum": \#(ShopRules.largestQuantity)},
                "amount": {"oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}], "description": "The price times the quantity."},
                "inStock": {"type": "boolean"}
              }
            }
          },
          "subtotal": {"oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}]},
          "code": {"type": ["string", "null"], "description": "The promotion code taken off, as the catalogue spells it."},
          "discount": {"$ref": "#/components/schemas/Money"},
          "codeRefused": {
            "type": ["object", "null"], "additionalProperties": false, "required": ["code", "message"],
            "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
            "description": "Why the code asked for cannot be used: the cart is priced without it."
          },
          "shipping": {"oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}], "description": "By the shop's rule, on the subtotal after the discount; null when that is too large to compute."},
          "total": {"oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}]},
          "totalError": {
            "type": ["object", "null"], "additionalProperties": false, "required": ["code", "message"],
            "properties": {"code": {"type": "string"}, "message": {"type": "string"}}
          },
          "unavailable": {"type": "array", "items": {"type": "integer"}}
        }
      },
      "WishListFailure": {
        "type": "object", "additionalProperties": false, "required": ["id", "code", "message", "recovery"],
        "properties": {
          "id": {"type": "integer"}, "code": {"type": "string"}, "message": {"type": "string"},
          "recovery": {"type": "string"}, "simulated": {"type": "boolean", "enum": [true], "description": "As in an error document."}
        }
      },
      "WishListAdded": {
        "type": "object", "additionalProperties": false, "required": ["added", "updated", "unchanged", "failed", "wishlist"],
        "properties": {
          "added": {"type": "array", "items": {"type": "integer"}},
          "updated": {"type": "array", "items": {"type": "integer"}, "description": "Lines that stayed with another quantity."},
          "unchanged": {"type": "array", "items": {"type": "integer"}},
          "failed": {"type": "array", "items": {"$ref": "#/components/schemas/WishListFailure"}},
          "wishlist": {"oneOf": [{"$ref": "#/components/schemas/PricedList"}, {"type": "null"}]}
        }
      },
      "WishListRemoved": {
        "type": "object", "additionalProperties": false, "required": ["removed", "updated", "unchanged", "failed", "wishlist"],
        "properties": {
          "removed": {"type": "array", "items": {"type": "integer"}},
          "updated": {"type": "array", "items": {"type": "integer"}, "description": "Lines that stayed with another quantity."},
          "unchanged": {"type": "array", "items": {"type": "integer"}},
          "failed": {"type": "array", "items": {"$ref": "#/components/schemas/WishListFailure"}},
          "wishlist": {"oneOf": [{"$ref": "#/components/schemas/PricedList"}, {"type": "null"}]}
        }
      },
      "Order": {
        "type": "object", "additionalProperties": false, "required": ["number", "items", "code", "discount", "shipping", "total", "placedAt"],
        "properties": {
          "number": {"type": "integer", "minimum": 1},
          "items": {
            "type": "array",
            "items": {
              "type": "object", "additionalProperties": false,
              "required": ["id", "name", "price", "quantity", "amount"],
              "properties": {
                "id": {"type": "integer"}, "name": {"type": "string"},
                "price": {"$ref": "#/components/schemas/Money"},
                "quantity": {"type": "integer", "minimum": 1, "maximum": \#(ShopRules.largestQuantity)},
                "amount": {"oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}]}
              }
            }
          },
          "code": {"type": ["string", "null"], "description": "The promotion code the order was placed with."},
          "discount": {"oneOf": [{"$ref": "#/components/schemas/Money"}, {"type": "null"}]},
          "shipping": {"$ref": "#/components/schemas/Money"},
          "total": {"$ref": "#/components/schemas/Money"},
          "placedAt": {"type": "string", "description": "ISO 8601, UTC, to the millisecond."}
        }
      },
      "PlacedOrder": {
        "type": "object", "additionalProperties": false, "required": ["order"],
        "properties": {"order": {"$ref": "#/components/schemas/Order"}}
      },
      "Orders": {
        "type": "object", "additionalProperties": false, "required": ["orders", "total"],
        "properties": {
          "orders": {"type": "array", "items": {"$ref": "#/components/schemas/Order"}},
          "total": {"type": "integer", "minimum": 0, "description": "Every order, on every page."}
        }
      },
      "HistoryEntry": {
        "type": "object", "additionalProperties": false, "required": ["change", "id", "at", "undone"],
        "properties": {
          "change": {"enum": [\#(ShopperChange.Kind.Name.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))]},
          "id": {"type": "integer"}, "stars": {"type": "integer", "minimum": \#(Rating.one.stars), "maximum": \#(Rating.five.stars)},
          "quantity": {"type": "integer", "minimum": 1, "maximum": \#(ShopRules.largestQuantity), "description": "For wishlist.add and wishlist.remove."},
          "from": {"type": "integer", "minimum": 1, "maximum": \#(ShopRules.largestQuantity), "description": "For wishlist.quantity."},
          "to": {"type": "integer", "minimum": 1, "maximum": \#(ShopRules.largestQuantity), "description": "For wishlist.quantity."},
          "at": {"type": "string"}, "undone": {"type": "boolean"}
        }
      },
      "History": {
        "type": "object", "additionalProperties": false, "required": ["history"],
        "properties": {"history": {"type": "array", "items": {"$ref": "#/components/schemas/HistoryEntry"}}}
      },
      "Undone": {
        "type": "object", "additionalProperties": false, "required": ["undone", "message"],
        "properties": {
          "undone": {"$ref": "#/components/schemas/HistoryEntry"}, "message": {"type": "string"},
          "passedOver": {"$ref": "#/components/schemas/PassedOver"}
        }
      },
      "Redone": {
        "type": "object", "additionalProperties": false, "required": ["redone", "message"],
        "properties": {
          "redone": {"$ref": "#/components/schemas/HistoryEntry"}, "message": {"type": "string"},
          "passedOver": {"$ref": "#/components/schemas/PassedOver"}
        }
      },
      "PassedOver": {
        "description": "Why a step was passed over, changing nothing but its mark in the history: the shop no longer sells the product (not-found), allows fewer of it (too-many), or an earlier step of it was passed over and this one would change nothing (unchanged).",
        "type": "object", "additionalProperties": false, "required": ["code", "message"],
        "properties": {"code": {"type": "string", "enum": ["not-found", "too-many", "unchanged"]}, "message": {"type": "string"}}
      },
      "Error": {
        "type": "object", "additionalProperties": false, "required": ["error"],
        "properties": {
          "error": {
            "type": "object", "additionalProperties": false, "required": ["code", "message", "recovery"],
            "properties": {
              "code": {"type": "string", "description": "Stable, for clients: not-found, cart-changed, out-of-stock, offline, timeout…"},
              "message": {"type": "string", "description": "In the request's language."},
              "recovery": {"type": "string", "description": "What to do about it."},
              "seed": {"type": "integer", "description": "The simulation's seed, for a failure it caused while drawing by chance."},
              "simulated": {"type": "boolean", "enum": [true], "description": "Present for a failure the simulation injected and titles as simulated (every kind but cart-changed, which acts as the real one); left out for a real one."}
            }
          },
          "cart": {"$ref": "#/components/schemas/PricedList", "description": "On a refusal of checkout (409, 422, 503, 504): the cart as it now is, when it could be read."}
        }
      },
      "QuantityBody": {
        "type": "object", "additionalProperties": false, "required": ["quantity"],
        "properties": {"quantity": {"type": "integer", "minimum": 1, "maximum": \#(ShopRules.largestQuantity)}}
      },
      "RatingBody": {
        "type": "object", "additionalProperties": false, "required": ["stars"],
        "properties": {"stars": {"type": "integer", "minimum": \#(Rating.one.stars), "maximum": \#(Rating.five.stars)}}
      },
      "CheckoutBody": {
        "type": "object", "additionalProperties": false, "required": ["total"],
        "properties": {
          "code": {"type": ["string", "null"], "description": "A promotion code to order with."},
          "total": {
            "type": "object", "additionalProperties": false, "required": ["minorUnits", "currency"],
            "description": "The cart's total the client showed; the whole money document may be sent back.",
            "properties": {
              "minorUnits": {"type": "integer"}, "currency": {"type": "string"},
              "amount": {"type": "string", "description": "If sent, the same amount as minorUnits in currency."},
              "formatted": {"type": "string", "description": "Not read: words for one locale."}
            }
          }
        }
      },
      "Change": {
        "type": "object", "additionalProperties": false,
        "required": ["wishList", "ratedProducts", "orderPlaced", "history", "products"],
        "description": "The data of each `change` event of GET /api/events: what the change touched.",
        "properties": {
          "wishList": {"type": "boolean"},
          "ratedProducts": {"type": "array", "items": {"type": "integer"}},
          "orderPlaced": {"type": "boolean"}, "history": {"type": "boolean"},
          "products": {"type": "boolean", "description": "Stock or ratings changed, by anyone."}
        }
      },
      "Health": {
        "type": "object", "additionalProperties": false, "required": ["status"],
        "properties": {"status": {"enum": ["ok"]}}
      },
      "Simulation": {
        "type": "object", "additionalProperties": false, "required": ["latency", "fail", "seed"],
        "properties": {
          "latency": {"type": ["string", "null"], "description": "As --latency takes it; null for none."},
          "fail": {"type": ["string", "null"], "description": "As --fail takes it; null for none."},
          "seed": {"type": "integer", "minimum": 0}
        }
      },
      "SimulationBody": {
        "type": "object", "additionalProperties": false,
        "properties": {
          "preset": {"type": ["string", "null"], "description": "As --simulation names it."},
          "latency": {"type": ["string", "null"], "description": "As --latency takes it."},
          "fail": {"type": ["string", "null"], "description": "As --fail takes it."},
          "seed": {"type": ["integer", "null"], "minimum": 0, "description": "Left out, the seed stays and its draws go on; given, even as the seed in force, its draws and every count start again."}
        }
      },
      "OpenAPI": {
        "type": "object", "required": ["openapi", "info", "paths", "components"],
        "properties": {"openapi": {"type": "string"}}
      }
    }
    """#
}
