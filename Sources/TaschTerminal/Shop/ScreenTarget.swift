import Tasch

/// A part of the shop as drawn that the mouse acts on: the view marks where each is as it
/// draws it (`Canvas.mark`), and a click or the wheel is read against the frame the person saw.
///
/// A target names what the part is, never what a click on it does: `ShopLogic` decides that,
/// through the key map where a key does the same.
public enum ScreenTarget: Hashable, Sendable {
  /// The row of a home list at this place in the list, counted from 0, and the product it
  /// showed (`nil` for a row not loaded yet), which a click waiting behind work finds again
  /// wherever it has moved since.
  case row(ShopState.Focus, Int, shows: ProductID?)
  /// A home list, anywhere on it.
  case list(ShopState.Focus)
  /// `[ Proceed to check out ]`.
  case checkOutButton
  /// The back mark, `‹`, in a product's title bar.
  case backMark
  /// A product's `[ Add to wish list ]` or `[ Remove from wish list ]`.
  case wishListButton
  /// A dialog's button, counted from the first.
  case choice(Int)
  /// A box drawn over the screen (the help, a dialog, the simulation panel), where nothing in
  /// it is marked: what it covers cannot be reached through it.
  case box
}
