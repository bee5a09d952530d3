import TaschHTTP

/// The API's one table of routes: every method and path it answers, in the order the OpenAPI
/// document lists them.
enum APIRoutes {
  /// Changes add 409 to the errors of reads: the shop's state stands in their way.
  private static let changeErrors: [HTTPStatus] = [
    .conflict, .serviceUnavailable, .gatewayTimeout,
  ]

  /// Every route.
  static let all: [APIRoute] = [
    APIRoute(
      method: .get, path: "/api/products", operation: .listProducts,
      summary: "The catalogue, searched, sorted, filtered and paged, like `tasch products`.",
      query: CatalogueParameters.all, document: "Products"),
    APIRoute(
      method: .get, path: "/api/products/{id}", operation: .showProduct,
      summary: "One product in detail, like `tasch product ID`.", document: "ProductDetail"),
    APIRoute(
      method: .get, path: "/api/wishlist", operation: .showWishList,
      summary: "The wish list with its total, like `tasch wishlist`.", document: "PricedList"),
    APIRoute(
      method: .put, path: "/api/wishlist/{id}", operation: .addToWishList,
      summary: "Puts a product on the wish list, like `tasch wishlist add ID`; again, nothing "
        + "changes. With `{\"quantity\": N}`, like `tasch wishlist add ID --quantity N`: its "
        + "line asks for N, put there or set.",
      body: "QuantityBody", bodyIsOptional: true, document: "WishListAdded",
      errors: changeErrors),
    APIRoute(
      method: .delete, path: "/api/wishlist/{id}", operation: .removeFromWishList,
      summary: "Takes a product off the wish list, like `tasch wishlist remove ID`.",
      document: "WishListRemoved"),
    APIRoute(
      method: .put, path: "/api/ratings/{id}", operation: .rate,
      summary: "Rates a product, like `tasch rate ID STARS`.", body: "RatingBody",
      document: "ProductDetail"),
    APIRoute(
      method: .delete, path: "/api/ratings/{id}", operation: .clearRating,
      summary: "Takes back the shopper's rating of a product, like `tasch rate ID --clear`.",
      document: "ProductDetail"),
    APIRoute(
      method: .get, path: "/api/cart", operation: .showCart,
      summary: "The wish list priced as a cart, like `tasch cart`; with `code`, like `tasch cart "
        + "--code CODE` (a code refused is in `codeRefused`, the cart priced without it).",
      query: [
        QueryParameter(
          name: "code", summary: "A promotion code to take off, one at a time.", type: "string")
      ], document: "PricedList"),
    APIRoute(
      method: .post, path: "/api/checkout", operation: .checkOut,
      summary: "Orders the cart whose total the client confirms, with the body's `code` if any, "
        + "like `tasch checkout`; a code refused orders nothing (422); with `Idempotency-Key`, "
        + "a retry answers the first attempt's order, and the key sent again with another "
        + "total or code is 422 `idempotency-key-reused`.",
      body: "CheckoutBody", success: .created, document: "PlacedOrder",
      errors: changeErrors + [.unprocessableContent]),
    APIRoute(
      method: .get, path: "/api/orders", operation: .listOrders,
      summary: "The orders placed, newest first, like `tasch orders`; with `limit` and `offset`, "
        + "a page of them, `total` counting every one.",
      query: PageParameters.all(of: "orders"), document: "Orders"),
    APIRoute(
      method: .get, path: "/api/history", operation: .listHistory,
      summary: "The changes undo can take back, newest first, like `tasch history`.",
      document: "History"),
    APIRoute(
      method: .post, path: "/api/undo", operation: .undo,
      summary: "Takes back the newest change, like `tasch undo`.", document: "Undone",
      errors: changeErrors),
    APIRoute(
      method: .post, path: "/api/redo", operation: .redo,
      summary: "Puts back the change undo took back, like `tasch redo`.", document: "Redone",
      errors: changeErrors),
    APIRoute(
      method: .get, path: "/api/events", operation: .followChanges,
      summary: "Server-Sent Events: one `change` event per change of the shopper's data or of "
        + "the products' stock and ratings, made by anyone. A shopper may hold "
        + "\(EventStreamLimits().perShopper) streams at once (429 too-many-streams past them), "
        + "the server \(EventStreamLimits().total) (503 too-many-streams).",
      errors: [.tooManyRequests, .serviceUnavailable]),
    APIRoute(
      method: .get, path: "/api/openapi.json", operation: .describeAPI,
      summary: "This document.", document: "OpenAPI", errors: [], actsForShopper: false),
    APIRoute(
      method: .get, path: "/healthz", operation: .checkHealth,
      summary: "200 while the store answers, 503 when it does not.", document: "Health",
      errors: [.serviceUnavailable], actsForShopper: false),
    APIRoute(
      method: .get, path: "/api/simulation", operation: .showSimulation,
      summary: "The simulation in force, as `--latency`, `--fail` and `--seed` write it; only "
        + "with `tasch serve --simulation-control`.", document: "Simulation", errors: []),
    APIRoute(
      method: .put, path: "/api/simulation", operation: .replaceSimulation,
      summary: "Puts a simulation in force in place of the one there was: a preset, if named, "
        + "with the specs over it; without a seed, the seed stays; a seed given starts its draws "
        + "again. Only with "
        + "`--simulation-control`.", body: "SimulationBody", document: "Simulation",
      errors: []),
    APIRoute(
      method: .post, path: "/api/simulation/reset", operation: .restartSimulation,
      summary: "The simulation the server started with, every count from the beginning; only "
        + "with `--simulation-control`.", document: "Simulation", errors: []),
  ]

  /// Every method some route takes, `HEAD` beside `GET`, in the order the routes first take
  /// them: any other is 501 on every path.
  static let methods: [HTTPMethod] = all.reduce(into: []) { methods, route in
    for method in route.methodsAnswered where !methods.contains(method) {
      methods.append(method)
    }
  }

  /// What a path asks for: the routes of its pattern, with the product identifier's text.
  ///
  /// - Returns: the routes whose pattern `segments` follow, each method once, beside the
  ///   product identifier's text, `nil` for a pattern without one; empty when none does.
  static func routes(for segments: [String]) -> [(route: APIRoute, id: String?)] {
    // Matched on the patterns alone: a route, a large value, is copied only when it is found.
    var found: [(route: APIRoute, id: String?)] = []
    for (index, pattern) in patterns.enumerated() {
      guard let id = APIRoute.match(segments, to: pattern.segments) else { continue }
      found.append((all[index], pattern.takesProductID ? id : nil))
    }
    return found
  }

  /// Every route's pattern, split once rather than for every request, in the order of `all`.
  private static let patterns = all.map { route in
    let segments = route.segments
    return (segments: segments, takesProductID: segments.contains("{id}"))
  }
}
