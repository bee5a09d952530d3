/// A message's header fields, in the order they were written, looked up by name without regard
/// to case.
///
/// A request's headers are the bytes the client sent and where each field's name and value lie
/// in them: no `String` is made until one is asked for. A response's headers are built with
/// `add(_:_:)` or a literal: `["Content-Type": "application/json"]`.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
  /// Where one field's name and value lie in `bytes`.
  struct Field: Sendable, Equatable {
    var nameStart: Int32
    var nameEnd: Int32
    var valueStart: Int32
    var valueEnd: Int32
  }

  private(set) var bytes: [UInt8]
  private(set) var fields: [Field]

  /// No fields.
  public init() {
    bytes = []
    fields = []
  }

  /// The fields of a request as the decoder found them in `bytes`.
  init(bytes: [UInt8], fields: [Field]) {
    self.bytes = bytes
    self.fields = fields
  }

  /// The fields `elements`, in their order; a pair `add(_:_:)` refuses is left out.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init()
    for (name, value) in elements { add(name, value) }
  }

  /// How many fields there are, counting a repeated name once for each time.
  public var count: Int { fields.count }

  /// The value of the first field named `name`, in any case; nil when there is none.
  ///
  /// Bytes of a value that are not UTF-8 read as U+FFFD.
  public subscript(name: String) -> String? {
    firstIndex(named: name).map { string(valueOf: fields[$0]) }
  }

  /// The values of every field named `name`, in any case, in their order.
  public func values(named name: String) -> [String] {
    fields.filter { matches($0, name) }.map { string(valueOf: $0) }
  }

  /// Whether a field is named `name`, in any case.
  public func contains(_ name: String) -> Bool {
    firstIndex(named: name) != nil
  }

  /// Adds the field `name: value` after the others; false, adding nothing, when `name` is not a
  /// token or `value` has a control character (a line break above all), so that no response
  /// can be split by a value taken from a request.
  @discardableResult
  public mutating func add(_ name: String, _ value: String) -> Bool {
    guard !name.isEmpty, name.utf8.allSatisfy(ByteClass.isToken),
      value.utf8.allSatisfy(ByteClass.isFieldValue),
      bytes.count + name.utf8.count + value.utf8.count < Int32.max
    else { return false }
    let nameStart = Int32(bytes.count)
    bytes.append(contentsOf: name.utf8)
    let valueStart = Int32(bytes.count)
    bytes.append(contentsOf: value.utf8)
    fields.append(
      Field(
        nameStart: nameStart, nameEnd: valueStart, valueStart: valueStart,
        valueEnd: Int32(bytes.count)))
    return true
  }

  /// Removes every field named `name`, in any case.
  public mutating func remove(_ name: String) {
    fields = fields.filter { !matches($0, name) }
  }

  /// The fields as name and value, in their order.
  public func makeIterator() -> some IteratorProtocol<(name: String, value: String)> {
    fields.lazy.map { (name: string(nameOf: $0), value: string(valueOf: $0)) }.makeIterator()
  }

  /// Equal when both have the same fields in the same order, names compared without case.
  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    guard lhs.fields.count == rhs.fields.count else { return false }
    return zip(lhs.fields, rhs.fields).allSatisfy { left, right in
      lhs.name(of: left).elementsEqual(rhs.name(of: right)) {
        ByteClass.lowercased($0) == ByteClass.lowercased($1)
      } && lhs.value(of: left).elementsEqual(rhs.value(of: right))
    }
  }

  // MARK: - Bytes

  /// The index of the first field named `name`, in any case.
  func firstIndex(named name: String) -> Int? {
    fields.firstIndex { matches($0, name) }
  }

  /// The bytes of `field`'s name.
  func name(of field: Field) -> ArraySlice<UInt8> {
    bytes[Int(field.nameStart)..<Int(field.nameEnd)]
  }

  /// The bytes of `field`'s value.
  func value(of field: Field) -> ArraySlice<UInt8> {
    bytes[Int(field.valueStart)..<Int(field.valueEnd)]
  }

  /// Whether `field` is named `name`, in any case.
  func matches(_ field: Field, _ name: String) -> Bool {
    Int(field.nameEnd - field.nameStart) == name.utf8.count
      && self.name(of: field).elementsEqual(name.utf8) {
        ByteClass.lowercased($0) == ByteClass.lowercased($1)
      }
  }

  private func string(nameOf field: Field) -> String {
    String(decoding: name(of: field), as: UTF8.self)
  }

  private func string(valueOf field: Field) -> String {
    String(decoding: value(of: field), as: UTF8.self)
  }
}

extension HTTPHeaders {
  /// Whether a field named `name` lists `token` among its comma-separated values, both without
  /// regard to case: `Connection: keep-alive, Upgrade` lists `keep-alive`.
  public func lists(_ token: String, inFieldsNamed name: String) -> Bool {
    fields.contains { field in
      guard matches(field, name) else { return false }
      return value(of: field).split(separator: UInt8(ascii: ",")).contains { item in
        let trimmed = item.drop(while: ByteClass.isWhitespace).reversed()
          .drop(while: ByteClass.isWhitespace)
        return trimmed.count == token.utf8.count
          && trimmed.reversed().elementsEqual(token.utf8) {
            ByteClass.lowercased($0) == ByteClass.lowercased($1)
          }
      }
    }
  }
}
