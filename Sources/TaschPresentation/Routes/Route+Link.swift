import Tasch

extension Route {
  /// The place `link` leads to.
  ///
  /// The scheme and the place are read without regard to case, as URLs' are; a trailing `/`
  /// after a place or a product's identifier is allowed, and the identifier may be
  /// percent-encoded. In `products`' query, `search` and `sort` take a value, percent-
  /// encoded with `+` for a space, and `reverse` and `in-stock` are switches without one; empty
  /// items (`&&`) are skipped. Nothing else is accepted.
  ///
  /// - Throws: `LinkProblem`, saying what is wrong.
  public init(link: String) throws(LinkProblem) {
    guard let separator = link.range(of: "://") else { throw .notALink }
    let scheme = link[..<separator.lowerBound]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { throw .notALink }
    guard scheme.lowercased() == "tasch" else { throw .wrongScheme(String(scheme)) }

    let rest = link[separator.upperBound...]
    guard !rest.contains("#") else { throw .unexpectedFragment }
    let (location, query) = Self.split(rest, at: "?")
    let (host, path) = Self.split(location, at: "/", keepingSeparator: true)
    let place = host.lowercased()

    if place == "product" {
      guard query?.isEmpty ?? true else { throw .unexpectedQuery }
      self = .product(try Self.productID(inPath: path ?? ""))
      return
    }
    guard path == nil || path == "/" else {
      if ["home", "wishlist", "checkout", "products"].contains(place) {
        throw .unexpectedPath(String(path ?? ""))
      }
      throw .unknownPlace(String(host))
    }
    switch place {
    case "products":
      self = .products(try Self.catalogueQuery(query ?? ""))
      return
    case "home": self = .home
    case "wishlist": self = .wishList
    case "checkout": self = .checkout
    default: throw .unknownPlace(String(host))
    }
    guard query?.isEmpty ?? true else { throw .unexpectedQuery }
  }

  // MARK: - Parts

  /// `text` before and after the first `separator`; the part after is `nil` without one, and
  /// starts with the separator when `keepingSeparator`.
  private static func split(
    _ text: Substring, at separator: Character, keepingSeparator: Bool = false
  ) -> (Substring, Substring?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    let after = keepingSeparator ? text[index...] : text[text.index(after: index)...]
    return (text[..<index], after)
  }

  /// The identifier in a product's path, `/ID`, percent-encoded or not, as a URL's path may
  /// be; a trailing `/` after it is allowed, as after a place.
  private static func productID(inPath path: Substring) throws(LinkProblem) -> ProductID {
    var text = path.dropFirst()
    if text.hasSuffix("/") { text = text.dropLast() }
    guard !text.isEmpty else { throw .missingProductID }
    guard !text.contains("/") else { throw .unexpectedPath(String(path)) }
    // The text as written is what a refusal quotes, so that the user finds it in the link.
    guard let id = ProductID(parsing: try LinkEncoding.decode(text)) else {
      throw .badProductID(String(text))
    }
    return id
  }

  /// The catalogue query of `products`' query items.
  private static func catalogueQuery(_ items: Substring) throws(LinkProblem) -> CatalogueQuery {
    var query = CatalogueQuery()
    var seen: Set<String> = []
    for item in items.split(separator: "&") {
      let (rawName, rawValue) = split(item, at: "=")
      let name = try LinkEncoding.decode(rawName)
      guard seen.insert(name).inserted else { throw .repeatedQueryItem(name) }
      let value = try rawValue.map { text throws(LinkProblem) in try LinkEncoding.decode(text) }
      switch name {
      case "search":
        guard let value else { throw .missingValue(name) }
        query.searchText = value
      case "sort":
        guard let value else { throw .missingValue(name) }
        guard let sort = CatalogueQuery.SortOrder.named.first(where: { $0.name == value })?.order
        else { throw .badSort(value) }
        query.sortOrder = sort
      case "reverse", "in-stock":
        if let value { throw .unexpectedValue(name, value: value) }
        if name == "reverse" { query.isReversed = true } else { query.inStockOnly = true }
      default:
        throw .unknownQueryItem(name)
      }
    }
    return query
  }
}
