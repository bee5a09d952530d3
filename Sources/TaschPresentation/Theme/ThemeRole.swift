/// What a piece of the screen is, rather than how it looks: the theme decides the look.
///
/// Modelled on the original app's `ColorTheme`.
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
  /// The screen behind everything.
  case background
  /// A card: a product row, a wish-list item, a dialog.
  case card
  /// Ordinary text.
  case defaultText
  /// Text of less importance: short descriptions, counts, hints.
  case discreteText
  /// A section's title.
  case sectionTitle
  /// A warning: "Out of stock", errors.
  case warning
  /// A promise to the shopper: "Free Shipping World Wide".
  case promotion
  /// The action the shop hopes for: "Proceed to check out", "Add to wish list".
  case enticingAction
  /// An action that takes something away: "Remove from wish list".
  case destructiveAction
  /// The title bar.
  case navigationBar
  /// The text in the title bar.
  case navigationText
  /// A price.
  case price
  /// A star that is filled.
  case ratingFull
  /// A star that is not.
  case ratingEmpty
  /// The row under the cursor.
  case selection
  /// A key in a hint, such as `q` in "q quit".
  case keyHint
}
