/// A column's type, as far as the stores tell types apart: what the server's text of a value
/// stands for.
///
/// The server writes every value as text, so a column changed by hand to another type (a name
/// made `bytea`, whose text is `\x547261766f6c`) would read as text all the same, and be shown
/// and kept in orders as it reads.
public enum PostgreSQLType: Hashable, Sendable {
  /// `text`, `varchar`, `char`, `name`.
  case text
  /// `smallint`, `integer`, `bigint`, `oid`.
  case integer
  /// `real`, `double precision`.
  case floatingPoint
  /// `numeric`: a whole number or not.
  case numeric
  /// `bytea`.
  case bytes
  /// Any other type.
  case other

  /// The type of the server's type `oid`, as its catalogue `pg_type` numbers the built-in ones.
  public init(oid: UInt32) {
    switch oid {
    case 25, 1043, 1042, 19: self = .text
    case 20, 21, 23, 26: self = .integer
    case 700, 701: self = .floatingPoint
    case 1700: self = .numeric
    case 17: self = .bytes
    default: self = .other
    }
  }
}
