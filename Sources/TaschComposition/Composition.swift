import Tasch
import TaschPresentation
import TaschSimulation

/// What every front runs on: the store the settings name, behind the simulation they ask for,
/// and the shop and shopper to act for — registered as the services, once.
public enum Composition {
  /// Connects to the shop `settings` describe, registers its services — the one registration,
  /// around the whole of `front` — and runs `front` with what it needs to know of the
  /// connection.
  ///
  /// - Throws: `ConnectionProblem.usage` for settings that cannot work (a path, a simulation
  ///   spec, a shop to pick), `.shop` when the store cannot be reached or read; `front` is not
  ///   run then.
  public static func run<Result>(
    _ settings: ShopSettings, clock: any Clock<Duration>,
    isolation: isolated (any Actor)? = #isolation,
    _ front: (ShopConnection) async -> Result
  ) async throws(ConnectionProblem) -> Result {
    let (services, connection) = try await connect(settings, clock: clock)
    return await ServiceLocator.$current.withValue(services) { await front(connection) }
  }

  /// The services for `settings`, and what a front needs to know of the connection.
  private static func connect(_ settings: ShopSettings, clock: any Clock<Duration>)
    async throws(ConnectionProblem) -> (ServiceLocator, ShopConnection)
  {
    let simulation = try settings.simulation()
    let opened = try settings.store.opened(indexCache: settings.indexCache, clock: clock)
    // Watched beneath the simulation, whose waits and failures come before a change begins.
    var store = opened.store
    var tokens = opened.tokens
    if let watch = settings.changeWatch {
      store = WatchedShopStore(base: store, watch: watch)
      tokens = tokens.map { WatchedShopperTokenStore(base: $0, watch: watch) }
    }
    let simulated = SimulatedShopStore(wrapping: store, settings: simulation, clock: clock)
    let shop = try await chooseShop(in: simulated, asked: settings.shop)
    let services = ServiceLocator(
      localization: settings.localization, theme: Theme(settings.theme),
      shop: ShopAccess(store: simulated, shopper: Shopper(shop: shop, name: settings.user)))
    let connection = ShopConnection(
      simulation: SimulationSwitchboard(simulated: simulated, presets: settings.presets),
      chanceSeed: simulation.usesChance ? simulation.seed : nil,
      shopperTokens: tokens.map { ShopperTokens(store: $0, shop: shop) })
    return (services, connection)
  }

  /// The shop to use: the one asked for, else the only one the store holds.
  private static func chooseShop(in store: any ShopStore, asked: String?)
    async throws(ConnectionProblem) -> ShopID
  {
    let shops: [ShopSummary]
    do throws(ShopError) {
      shops = try await store.shops()
    } catch {
      throw .shop(error)
    }
    let names = shops.map(\.id.rawValue)
    if let asked {
      guard let shop = shops.first(where: { $0.id.rawValue == asked }) else {
        throw .usage(.unknownShop(asked: asked, among: names))
      }
      return shop.id
    }
    guard shops.count == 1, let only = shops.first else {
      throw .usage(.shopNotPicked(names))
    }
    return only.id
  }
}
