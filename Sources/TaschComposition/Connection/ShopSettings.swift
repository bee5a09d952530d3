import TaschPresentation

/// What a front asks the composition to connect to, filled from the front's own input (the
/// terminal's options and environment, say): the store, the shop and shopper in it, the
/// simulation around it, and the words and looks of the services.
public struct ShopSettings: Sendable {
  /// Where the shop's data lives.
  public var store: StoreChoice
  /// The shop asked for, in a store that holds several; `nil` for the only one it holds.
  public var shop: String?
  /// The shopper.
  public var user: String
  /// The latency spec (`SimulationSpec`'s grammar), if any.
  public var latencySpec: String?
  /// The failure spec (`SimulationSpec`'s grammar), if any.
  public var failSpec: String?
  /// The simulation preset asked for by name, if any; the specs override it per operation.
  public var simulationPreset: String?
  /// The folder of the user's own simulation presets, if any.
  public var presetFolder: String?
  /// The seed of every simulated chance.
  public var seed: UInt64
  /// Whether the seed was asked for rather than drawn: a preset's own seed gives way to it.
  public var seedIsGiven = false
  /// Looks.
  public var theme: Theme.Name
  /// Words and formats.
  public var localization: Localization
  /// The folder for catalogues' indexes, on the JSON files; `nil` to keep none.
  public var indexCache: String?
  /// Told when the store starts keeping each change and how it ended; `nil` for nobody.
  public var changeWatch: (any ChangeWatch)?

  /// Settings of a front.
  public init(
    store: StoreChoice, shop: String? = nil, user: String, latencySpec: String? = nil,
    failSpec: String? = nil, seed: UInt64 = 0, theme: Theme.Name = .light,
    localization: Localization = .english, indexCache: String? = nil
  ) {
    self.store = store
    self.shop = shop
    self.user = user
    self.latencySpec = latencySpec
    self.failSpec = failSpec
    self.seed = seed
    self.theme = theme
    self.localization = localization
    self.indexCache = indexCache
  }
}
