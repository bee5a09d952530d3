import Tasch
import TaschPresentation

/// The interactive shop's own state, as a plain value: which screen and box are up, where the
/// cursors are, what the search line holds, what the status line says.
///
/// Only `ShopLogic.update` changes it, one event at a time. What the shop's data looks like is
/// not here: the use cases hold it, once, their presenters show it, and the view reads it from
/// them (`ShopContent`) when it draws.
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

    /// A position; by default the first row, at the top.
    public init(cursor: Int = 0, top: Int = 0) {
      self.cursor = cursor
      self.top = top
    }
  }

  /// A product at its place in the list of a query.
  public struct ListedRow: Hashable, Sendable {
    /// The product.
    public var id: ProductID
    /// Its place among all the query's matches, from 0.
    public var position: Int
    /// The query listing it, unpaged.
    public var query: CatalogueQuery
  }

  /// The screen under any box.
  public enum Screen: Hashable, Sendable {
    /// The catalogue and the wish list.
    case home
    /// A product, opened from the home screen.
    case product(ProductID)
  }

  /// The simulation panel: its lines and the line under the cursor (the seed is the last).
  public struct SimulationScreen: Hashable, Sendable {
    /// The settings shown; `nil` when the shop has no simulation.
    public var panel: SimulationPanel?

    /// The lines the cursor moves over: each operation's, then the presets' (when there are
    /// any), then the seed's.
    var lineCount: Int {
      guard let panel else { return 0 }
      return panel.rows.count + (panel.presets == nil ? 1 : 2)
    }

    /// The presets' line, when there is one.
    var presetLine: Int? { panel?.presets == nil ? nil : panel.map(\.rows.count) }
  }

  /// What is drawn over the screen.
  public enum Overlay: Hashable, Sendable {
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
  /// The screen under any box.
  public var screen = Screen.home
  /// The box drawn over it, if any.
  public var overlay: Overlay?
  /// Which home list has the cursor.
  public var focus = Focus.catalogue
  /// The cursor in the catalogue.
  public var cataloguePosition = ListPosition()
  /// The cursor in the wish list.
  public var wishListPosition = ListPosition()
  /// The catalogue's row under the cursor when the shop last drew, so that the cursor can
  /// follow its product when the same query is listed again.
  public var catalogueCursorRow: ListedRow?
  /// The search being typed, while the search line is open.
  public var searchLine: String?
  /// The promotion code being typed, while its line is open.
  public var codeLine: String?
  /// What the status line says: the outcome of the last change.
  public var status: String?
  /// The name of the wish-list line asked to open whose product is no longer sold: the status
  /// line says why it has no page, and how to take it off, until the next key.
  public var unopenableLine: String?
  /// The product of a home list whose change is being saved, marked busy where it shows.
  public var savingItem: ProductID?
  /// The button of the checkout dialog in focus, counted from its first, the safe one.
  public var dialogFocus = 0
  /// How many lines of a checkout dialog's list are scrolled past, where it cannot show them all.
  public var dialogTop = 0
  /// The first line of the help shown, when it is longer than the screen.
  public var helpTop = 0
  /// What the help's rows are filtered by; empty for every row.
  public var helpFilter = ""
  /// Whether the help's filter line is open, taking what is typed.
  public var isTypingHelpFilter = false
  /// Whether the shop quits once the change being saved is saved: asking again quits at once.
  public var quitsOnceSaved = false
  /// The simulation panel's line under the cursor, kept while the panel is closed.
  public var simulationLine = 0
  /// The spinner's frame: it moves while anything loads or saves.
  public var spinnerFrame = 0
  /// Whether the product's screen gives way to home, quietly, if its product turns out to be
  /// gone: a restored place's product, until its first answer.
  public var leavesProductIfGone = false
  /// The keys in force: the standard ones, with the config file's rebindings; given as the
  /// shop starts, and read by its logic, help and footers alike.
  let keys: KeyMap

  /// The shop of `rows` × `columns`, at home, its keys `keys`.
  public init(rows: Int, columns: Int, keys: KeyMap = .standard) {
    self.rows = rows
    self.columns = columns
    self.keys = keys
  }

  /// Forgets what the status line says, as a key or a click does.
  mutating func clearStatus() {
    status = nil
    unopenableLine = nil
  }

  /// Whether the terminal is too small to draw the shop: below 40 × 12.
  public var isTooSmall: Bool { columns < 40 || rows < 12 }

  /// Where keys are pressed now.
  var scope: KeyScope {
    if isTooSmall { return .tooSmall }
    switch overlay {
    case .help: return isTypingHelpFilter ? .helpFilter : .help
    case .simulation: return .simulation
    case .checkout: return .checkout
    case nil: break
    }
    if searchLine != nil { return .search }
    if codeLine != nil { return .code }
    if case .product = screen { return .product }
    return .home
  }
}

/// What the presenters show now, read when the shop draws or a key needs it: the one place
/// the shop's data is, never copied into `ShopState`.
public struct ShopContent: Sendable {
  /// The catalogue: the rows around the cursor, a window of all the query matches.
  public var catalogue: ViewState<ProductCatalogueViewModel>
  /// The wish list, priced.
  public var wishList: ViewState<PricedListViewModel>
  /// The product shown, when a product's screen is up.
  public var product: ViewState<ProductDetailViewModel>?
  /// The query the catalogue lists, or will once it loads: its offset and limit are the window
  /// of rows asked for.
  public var query: CatalogueQuery
  /// How many products the query matches, once a window of them has loaded (a window past the
  /// end counts them too); `nil` while the catalogue loads or after its load failed.
  public var catalogueTotal: Int?
  /// The product the product's screen shows, or is loading, when one is up.
  public var productID: ProductID?
  /// The last line the help's top can be scrolled to, for the terminal's size and the user's
  /// words; `nil` when nobody measured the help.
  public var helpLastTop: Int?
  /// The last line the checkout dialog's list can be scrolled to, for the terminal's size and
  /// the user's words; `nil` when nobody measured the dialog.
  public var dialogLastTop: Int?
  /// The buttons of the checkout dialog shown, in the user's words; `nil` when none is.
  var checkoutDialog: CheckoutDialog?
  /// Whether the catalogue is answering a newer query than the one its rows and total answer.
  public var isAnsweringNewerQuery = false

  /// Content of these view states, the catalogue listing `query` out of `catalogueTotal`
  /// matches; without a total, the catalogue's view state tells it.
  public init(
    catalogue: ViewState<ProductCatalogueViewModel>, wishList: ViewState<PricedListViewModel>,
    product: ViewState<ProductDetailViewModel>? = nil, query: CatalogueQuery = CatalogueQuery(),
    catalogueTotal: Int? = nil, productID: ProductID? = nil
  ) {
    self.catalogue = catalogue
    self.wishList = wishList
    self.product = product
    self.productID = productID
    self.query = query
    switch catalogue {
    case .content(let list): self.catalogueTotal = catalogueTotal ?? list.totalMatching
    case .empty: self.catalogueTotal = catalogueTotal ?? 0
    case .loading, .error: self.catalogueTotal = catalogueTotal
    }
  }

  /// How many products the catalogue lists, on all its rows.
  var catalogueCount: Int { catalogueTotal ?? 0 }
  /// How many entries the wish list has.
  var wishListCount: Int { wishList.content?.lines.count ?? 0 }

  /// The catalogue's row at `position`, when the window loaded holds it.
  func catalogueRow(at position: Int) -> ProductRowViewModel? {
    catalogue.content?.row(at: position)
  }

  /// The product `list` shows at `position`, when what is loaded holds it.
  func productID(at position: Int, of list: ShopState.Focus) -> ProductID? {
    switch list {
    case .catalogue: return catalogueRow(at: position)?.id
    case .wishList:
      guard let lines = wishList.content?.lines, lines.indices.contains(position) else {
        return nil
      }
      return lines[position].id
    }
  }

  /// Where `list` shows the product `id` now, when what is loaded holds it.
  func position(of id: ProductID, in list: ShopState.Focus) -> Int? {
    switch list {
    case .catalogue: catalogue.content?.position(of: id)
    case .wishList: wishList.content?.lines.firstIndex { $0.id == id }
    }
  }
}
