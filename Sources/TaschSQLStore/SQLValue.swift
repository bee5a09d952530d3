import Tasch

/// A value bound to a statement's placeholder or read from a row, the same for every database
/// the stores use; each adapter turns it into its driver's own.
public enum SQLValue: Hashable, Sendable {
  /// SQL NULL.
  case null
  /// A signed 64-bit integer.
  case integer(Int64)
  /// A 64-bit floating-point number. Never money, which is integer minor units.
  case real(Double)
  /// Text.
  case text(String)
  /// Bytes, which no store keeps: read where a value was changed by hand, so that a reader
  /// refuses it as damage rather than take it for NULL.
  case bytes([UInt8])

  /// An integer, or NULL for `nil`.
  static func int(_ value: Int?) -> SQLValue {
    value.map { .integer(Int64($0)) } ?? .null
  }

  /// Text, or NULL for `nil`.
  static func text(orNull value: String?) -> SQLValue {
    value.map { .text($0) } ?? .null
  }
}

/// One row a query yielded, read column by column as the type the column must hold.
///
/// A value of another type is damage in the store, reported as a `ShopError.storage` naming
/// the store; text that spells a number counts as the number, since some drivers return every
/// value as text.
public struct SQLRow: Sendable {
  /// The values, one per column.
  public let values: [SQLValue]
  /// The store the row came from, for messages.
  private let storeName: String
  /// What the row holds, `product 7`, and its columns' names, for messages; `nil` until told.
  private var description: (subject: String, columns: [String])?

  /// The row of `values`, read from the store called `storeName`.
  public init(_ values: [SQLValue], from storeName: String) {
    self.values = values
    self.storeName = storeName
  }

  /// The same row, known to hold the data of `subject` (`product 7`) in `columns`, so that a
  /// value of the wrong type is said as in which field of what.
  func described(as subject: String, columns: [String]) -> SQLRow {
    var row = self
    row.description = (subject, columns)
    return row
  }

  /// Whether column `index` holds NULL (or does not exist).
  func isNull(_ index: Int) -> Bool {
    value(index) == .null
  }

  /// The integer in column `index`.
  func int64(_ index: Int) throws(ShopError) -> Int64 {
    switch value(index) {
    case .integer(let integer): return integer
    case .text(let text): if let integer = Int64(text) { return integer }
    default: break
    }
    throw damaged(index, expected: "an integer")
  }

  /// The integer in column `index`, as an `Int`.
  func int(_ index: Int) throws(ShopError) -> Int {
    guard let integer = Int(exactly: try int64(index)) else {
      throw damaged(index, expected: "an integer that fits")
    }
    return integer
  }

  /// The integer in column `index`, or `nil` for NULL.
  func optionalInt(_ index: Int) throws(ShopError) -> Int? {
    isNull(index) ? nil : try int(index)
  }

  /// The text in column `index`.
  func string(_ index: Int) throws(ShopError) -> String {
    guard case .text(let text) = value(index) else { throw damaged(index, expected: "text") }
    return text
  }

  /// The text in column `index`, or `nil` for NULL.
  func optionalString(_ index: Int) throws(ShopError) -> String? {
    isNull(index) ? nil : try string(index)
  }

  /// The number in column `index`, as floating point.
  func double(_ index: Int) throws(ShopError) -> Double {
    switch value(index) {
    case .real(let real): return real
    case .integer(let integer): return Double(integer)
    case .text(let text): if let real = Double(text) { return real }
    case .null, .bytes: break
    }
    throw damaged(index, expected: "a number")
  }

  /// The error for a value the store should not hold: `what` says what is wrong with it.
  func damaged(_ index: Int, expected what: String) -> ShopError {
    guard let (subject, columns) = description, columns.indices.contains(index) else {
      return .storage("\(storeName) holds damaged data: column \(index + 1) should hold \(what)")
    }
    return .storage(
      "\(storeName) holds damaged data: \(subject): \"\(columns[index])\" should hold \(what)")
  }

  /// The error for a value that breaks one of the shop's rules, `broken`, in the data of
  /// `subject`: `product 7`, `order 3`.
  func damaged(_ subject: String, _ broken: BrokenRule) -> ShopError {
    .storage("\(storeName) holds damaged data: \(subject): \(broken)")
  }

  private func value(_ index: Int) -> SQLValue {
    values.indices.contains(index) ? values[index] : .null
  }
}
