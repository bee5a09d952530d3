/// Every phrase with a count, by key; each language's table gives its plural forms.
///
/// Values hold `{count}`, filled in with the count formatted for the locale.
public enum PluralKey: String, CaseIterable, Hashable, Sendable {
  /// `{count} products`.
  case productCount
  /// `{shown} of {count} products`: a page showing part of the matches, `{shown}` being how
  /// many (`20`) or, past the first page, which (`41–60`).
  case productCountOf
  /// `{count} ratings`.
  case ratingCount
  /// `{count} in stock`.
  case inStockCount
  /// `{count} items`.
  case itemCount
  /// `{count} orders`.
  case orderCount
  /// `{shown} of {count} orders`: a page showing part of them, `{shown}` as for products.
  case orderCountOf
  /// `Only {count} left`: a line asking for more than is left.
  case onlyLeft
  /// `{name} (only {count} left)`: a product named in a refusal, with what is left.
  case outOfStockItemLeft
}

/// The forms of a phrase with a count.
public struct PluralForms: Hashable, Sendable {
  /// The singular form.
  public let one: String
  /// Every other form.
  public let other: String

  /// The form for `category`.
  public subscript(category: PluralCategory) -> String {
    category == .one ? one : other
  }
}

// In an extension, so that the struct keeps its memberwise initialiser for the string tables.
extension PluralForms {
  /// One form for every count, for languages such as Japanese.
  public init(_ only: String) {
    self.init(one: only, other: only)
  }
}
