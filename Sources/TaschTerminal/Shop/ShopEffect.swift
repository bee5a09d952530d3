import Tasch
import TaschPresentation

/// Something that happened to the shop: everything that changes the shop's state comes in as
/// one of these, through `ShopLogic.update`.
public enum ShopEvent: Sendable {
  /// A key was pressed.
  case key(Key)
  /// Text was pasted: typed on a line that takes text, else nothing.
  case pasted(String)
  /// The mouse did something over this part of the screen as drawn, or over none.
  case mouse(MouseEvent, on: ScreenTarget?)
  /// The terminal changed size.
  case resize(rows: Int, columns: Int)
  /// The spinner's clock ticked, while something loads or saves.
  case tick
  /// A presenter has something new to show: what it loaded, saved or failed to.
  case presented(ShopSection)
  /// A link, or the start, takes the shop somewhere.
  case open(Route)
  /// The shop opens where it was left.
  case restore(ShopPlace)
  /// A change of the shopper's data is done; what the status line says of it.
  case changed(status: String?)
  /// Checking out got to this step; `nil` when its dialog closes.
  case checkout(CheckoutStep?)
  /// The simulation was read, for its panel; `nil` when the shop has no simulation.
  case simulation(SimulationPanel?)
  /// Quitting was asked for while a change is being saved.
  case quitWhileSaving
  /// A change the shop was to quit once it was saved failed, or asks the shopper again: the
  /// shop stays open to say so.
  case quitCancelled
}

/// The parts of the shop a presenter shows.
public enum ShopSection: Hashable, Sendable {
  /// The catalogue's window of rows.
  case catalogue
  /// The wish list.
  case wishList
  /// The product on its screen.
  case product
}

/// Work an event asks for, which the runtime carries out through the presenters; what comes
/// of it comes back as events.
public enum ShopEffect: Hashable, Sendable {
  /// Load again what failed to load.
  case reload
  /// Show the product `id` on its screen, stepping through the catalogue's order.
  case showProduct(ProductID)
  /// Let go of the product's screen.
  case closeProduct
  /// Put the product shown on the wish list, or take it off.
  case toggleWishList
  /// Put a product of a home list on the wish list, or take it off.
  case toggleListItem(ProductID)
  /// Take a product off the wish list.
  case remove(ProductID)
  /// Ask for this many more (or, below zero, fewer) of the product shown on the wish list.
  case changeQuantity(by: Int)
  /// Ask for this many more (or fewer) of a product of a home list on the wish list.
  case changeListItemQuantity(ProductID, by: Int)
  /// Rate the product shown.
  case rate(Rating)
  /// One star more, or one less.
  case raiseRating, lowerRating
  /// The next or previous product.
  case nextProduct, previousProduct
  /// List what this query asks for, in the window of rows around the cursor.
  case query(CatalogueQuery)
  /// Take back the last change, or put back the last taken back.
  case undo, redo
  /// Start checking out, confirm, leave out what cannot be ordered, or close the dialog.
  case proceedToCheckout, confirmCheckout, leaveOutUnavailable, finishCheckout
  /// Price the wish list and the cart with a promotion code, or without one (`nil`).
  case applyCode(String?)
  /// Read the simulation, to show its panel.
  case showSimulation
  /// Put the panel's rows and seed in force.
  case applySimulation(SimulationPanel)
  /// Put the preset of this name in force.
  case applySimulationPreset(String)
  /// Go back to the simulation the shop started with.
  case resetSimulation
  /// Draw a new seed for the simulation.
  case reseedSimulation(SimulationPanel)
  /// Leave the shop with this status.
  case quit(ExitStatus)
  /// Suspend, as Ctrl-Z asks.
  case suspend
}
