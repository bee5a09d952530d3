/// The members of one product object that the catalogue format knows, as scanned tokens:
/// the syntax is checked, the meaning not yet.
struct ProductFields {
  /// A member the catalogue format knows.
  enum Field: Int, CaseIterable {
    case id, name, price, stock, shortDescription, description, colors, dimensions, image,
      ratings

    /// The member's key.
    var key: String {
      switch self {
      case .id: "id"
      case .name: "name"
      case .price: "price"
      case .stock: "stock"
      case .shortDescription: "shortDescription"
      case .description: "description"
      case .colors: "colors"
      case .dimensions: "dimensions"
      case .image: "image"
      case .ratings: "ratings"
      }
    }

    /// The key's bytes, for matching keys without decoding them.
    fileprivate static let keys = allCases.map { Array($0.key.utf8) }
  }

  private var tokens: [JSONToken?] = Array(repeating: nil, count: Field.allCases.count)

  /// The value of `field`; `nil` when the product does not have it.
  subscript(field: Field) -> JSONToken? {
    tokens[field.rawValue]
  }

  /// Scans the product object at `scanner`'s index, which is `depth` deep in the document.
  ///
  /// - Returns: the known members, and the object's token.
  static func scan(_ scanner: inout JSONScanner, depth: Int) throws(ScanStop)
    -> (fields: ProductFields, object: JSONToken)
  {
    var fields = ProductFields()
    let object = try scanner.scanObject(depth: depth) { key, value, scanner in
      if let field = field(named: key, in: scanner) { fields.tokens[field.rawValue] = value }
    }
    return (fields, object)
  }

  private static func field(named key: JSONToken, in scanner: JSONScanner) -> Field? {
    guard key.isASCII, !key.flag else {
      // A key written with escapes, or with other characters, is compared as a string, as
      // the tree reader's dictionary compares it.
      let text = scanner.string(key)
      return Field.allCases.first { $0.key == text }
    }
    let bytes = scanner.bytes[key.content]
    for (index, candidate) in Field.keys.enumerated()
    where candidate.count == bytes.count && candidate.elementsEqual(bytes) {
      return Field(rawValue: index)
    }
    return nil
  }
}
