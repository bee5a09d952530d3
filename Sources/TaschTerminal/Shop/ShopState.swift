import Tasch
import TaschPresentation

/// Everything the interactive shop shows, as a plain value: what the presenters last gave,
/// where the cursors are, which screen and dialog are up.
public struct ShopState: Sendable {
  /// Which home list the cursor is in.
  public enum Focus: Hashable, Sendable {
    /// The product catalogue.
    case catalogue
    /// The wish list.
    case wishList
  }

  /// A cursor in a list and the first row shown.
  public struct ListPosition: Hashable, Sendable {
    /// The row under the cursor.
    public var cursor = 0
    /// The first row on screen.
    public var top = 0
  }

  /// The product screen.
  public struct ProductScreen: Sendable {
    /// The product asked for.
    public var id: ProductID
    /// What its presenter last gave.
    public var viewState: ViewState<ProductDetailViewModel>
  }

  /// The simulation panel: its lines and the line under the cursor (the seed is the last).
  public struct SimulationScreen: Hashable, Sendable {
    /// The settings shown; `nil` when the shop has no simulation.
    public var panel: SimulationPanel?
    /// The line under the cursor.
    public var cursor = 0
  }

  /// What is drawn over the screens.
  public enum Overlay: Sendable {
    /// The list of keys.
    case help
    /// The simulation panel.
    case simulation(SimulationScreen)
    /// A checkout dialog.
    case checkout(CheckoutStep)
  }

  /// The terminal's rows.
  public var rows: Int
  /// The terminal's columns.
  public var columns: Int
  /// The catalogue, as its presenter last gave it.
  public var catalogue: ViewState<ProductCatalogueViewModel>
  /// The wish list, as its presenter last gave it.
  public var wishList: ViewState<CartViewModel>
  /// The cart, as its presenter last gave it.
  public var cart: ViewState<CartViewModel>
  /// Which home list has the cursor.
  public var focus = Focus.catalogue
  /// The cursor in the catalogue.
  public var cataloguePosition = ListPosition()
  /// The cursor in the wish list.
  public var wishListPosition = ListPosition()
  /// The product screen, when one is open.
  public var product: ProductScreen?
  /// The overlay, when one is up.
  public var overlay: Overlay?
  /// What a screen that waits for the shop says.
  public let loadingText: String

  /// The shop of `rows` × `columns` before anything has loaded.
  public init(rows: Int, columns: Int, loading: String) {
    self.rows = rows
    self.columns = columns
    loadingText = loading
    catalogue = .loading(loading)
    wishList = .loading(loading)
    cart = .loading(loading)
  }

  /// Whether the terminal is too small to draw the shop: below 40 × 12.
  public var isTooSmall: Bool { columns < 40 || rows < 12 }

  /// How many products the catalogue lists.
  var catalogueCount: Int { catalogue.content?.rows.count ?? 0 }
  /// How many entries the wish list has.
  var wishListCount: Int { wishList.content?.lines.count ?? 0 }
}

/// Something that happened: a key, a resize, or a presenter or router speaking.
public enum ShopEvent: Sendable {
  /// A key was pressed.
  case key(Key)
  /// The terminal changed size.
  case resize(rows: Int, columns: Int)
  /// The catalogue presenter's new state.
  case catalogue(ViewState<ProductCatalogueViewModel>)
  /// The wish-list presenter's new state.
  case wishList(ViewState<CartViewModel>)
  /// The cart presenter's new state.
  case cart(ViewState<CartViewModel>)
  /// A router opened the product `id`.
  case productOpened(ProductID)
  /// The product presenter's new state.
  case product(ViewState<ProductDetailViewModel>)
  /// A router closed the product screen.
  case productClosed
  /// The cart's router shows a checkout step.
  case checkout(CheckoutStep)
  /// The cart's router closed the checkout dialog.
  case checkoutFinished
  /// The simulation as it is now, to show in its panel; `nil` when there is none.
  case simulation(SimulationPanel?)
}

/// Work the shop asks for: presenter calls, and leaving.
public enum ShopEffect: Hashable, Sendable {
  /// Load, or load again, a home section.
  case loadCatalogue, loadWishList, loadCart
  /// Open a product of the catalogue, through its presenter.
  case openFromCatalogue(ProductID)
  /// Open a product of the wish list, through its presenter.
  case openFromWishList(ProductID)
  /// Load, or load again, the product shown.
  case loadProduct
  /// Close the product screen, through its presenter.
  case closeProduct
  /// Put the product shown on the wish list, or take it off.
  case toggleWishList
  /// Rate the product shown; 0 clears.
  case rate(stars: Int)
  /// One star more, or one less.
  case raiseRating, lowerRating
  /// The next or previous product.
  case nextProduct, previousProduct
  /// Take a product off the wish list.
  case removeFromWishList(ProductID)
  /// Start checking out, confirm, or close the dialog.
  case proceedToCheckout, confirmCheckout, finishCheckout
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
