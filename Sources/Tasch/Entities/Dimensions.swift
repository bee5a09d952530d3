/// A product's outer size.
///
/// Any of the three measures may be unknown.
public struct Dimensions: Hashable, Sendable {
  /// Top to bottom.
  public var height: Length?
  /// Side to side.
  public var width: Length?
  /// Front to back.
  public var depth: Length?

  /// A size; every measure defaults to unknown.
  public init(height: Length? = nil, width: Length? = nil, depth: Length? = nil) {
    self.height = height
    self.width = width
    self.depth = depth
  }

  /// Whether no measure is known.
  public var isEmpty: Bool { height == nil && width == nil && depth == nil }
}

/// One measure as the catalogue gives it: whole centimetres and whole inches, both stated.
///
/// Both are kept because the catalogue rounds each on its own (36 cm is listed as 14 in).
public struct Length: Hashable, Sendable {
  /// Whole centimetres.
  public var centimetres: Int
  /// Whole inches.
  public var inches: Int

  /// A measure in both units.
  public init(centimetres: Int, inches: Int) {
    self.centimetres = centimetres
    self.inches = inches
  }
}
