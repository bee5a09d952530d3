import Tasch
import TaschPresentation

/// Something that happened to the shop: a key, or a resize.
public enum ShopEvent: Sendable {
  /// A key was pressed.
  case key(Key)
  /// The terminal changed size.
  case resize(rows: Int, columns: Int)
}

/// Work a key asks for, which the runtime carries out through the presenters and the router.
public enum ShopEffect: Hashable, Sendable {
  /// Load again what failed to load.
  case reload
  /// Open the product `id`, from the list the cursor is in.
  case open(ProductID, from: ShopState.Focus)
  /// Close the product's screen.
  case closeProduct
  /// Put the product shown on the wish list, or take it off.
  case toggleWishList
  /// Put a product of a home list on the wish list, or take it off.
  case toggleListItem(ProductID)
  /// Take a product off the wish list.
  case remove(ProductID)
  /// Rate the product shown.
  case rate(Rating)
  /// One star more, or one less.
  case raiseRating, lowerRating
  /// The next or previous product.
  case nextProduct, previousProduct
  /// List what this query asks for.
  case query(CatalogueQuery)
  /// Take back the last change, or put back the last taken back.
  case undo, redo
  /// Start checking out, confirm, take the unavailable off, or close the dialog.
  case proceedToCheckout, confirmCheckout, removeUnavailable, finishCheckout
  /// Read the simulation, to show its panel.
  case showSimulation
  /// Put new simulation settings in force.
  case applySimulation(SimulationPanel)
  /// Draw a new seed for the simulation.
  case reseedSimulation(SimulationPanel)
  /// Leave the shop with this status.
  case quit(ExitStatus)
  /// Suspend, as Ctrl-Z asks.
  case suspend
}
