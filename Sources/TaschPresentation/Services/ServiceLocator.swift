import Tasch

/// The three services presenters and screen assemblies share — words and formats, looks, and
/// the shop's data — and the one way they get them.
///
/// A locator cannot be made without all three, so a missing registration does not compile.
/// The composition root registers the one real locator, once, around the whole program:
///
///     await ServiceLocator.$current.withValue(services) { await front(connection) }
///
/// A test installs its own the same way (or with the `.services(…)` trait); task-local values
/// never leak between tasks, so tests running in parallel never see each other's services.
public struct ServiceLocator: Sendable {
  /// Words, numbers and money in the shopper's language and formats.
  public let localization: Localization
  /// How each role looks.
  public let theme: Theme
  /// The shop's data: the store, and the shopper it acts for.
  public let shop: ShopAccess
  /// Whether this is a registered locator, not the stand-in of `current` before registration.
  public let isRegistered: Bool

  /// A locator of these three services.
  public init(localization: Localization, theme: Theme, shop: ShopAccess) {
    self.init(localization: localization, theme: theme, shop: shop, isRegistered: true)
  }

  private init(localization: Localization, theme: Theme, shop: ShopAccess, isRegistered: Bool) {
    self.localization = localization
    self.theme = theme
    self.shop = shop
    self.isRegistered = isRegistered
  }

  /// The same locator with some services replaced, for tests that change one thing.
  public func replacing(
    localization: Localization? = nil, theme: Theme? = nil, shop: ShopAccess? = nil
  ) -> ServiceLocator {
    ServiceLocator(
      localization: localization ?? self.localization, theme: theme ?? self.theme,
      shop: shop ?? self.shop, isRegistered: isRegistered)
  }

  /// The locator of the current task.
  ///
  /// Before the composition root registers one, this is a stand-in (English, plain, and a
  /// store whose every answer is an error saying nothing was registered); the terminal's
  /// command line checks `isRegistered` before it runs a command (`TaschCommandLine.run`), so
  /// the stand-in is reported at start-up, never used mid-session.
  @TaskLocal public static var current = ServiceLocator(
    localization: .english, theme: Theme(.plain),
    shop: ShopAccess(store: UnregisteredStore(), shopper: Shopper(shop: ShopID(""), name: "")),
    isRegistered: false)
}

/// The stand-in store before registration: it answers every request with an error that says
/// what is missing, rather than stopping the program.
private struct UnregisteredStore: ShopStore {
  private var error: ShopError {
    .storage("no store is registered: the composition root must register a ServiceLocator")
  }

  func shops() throws(ShopError) -> [ShopSummary] { throw error }

  func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) throws(ShopError) -> Result { throw error }

  func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) throws(ShopError) -> Result { throw error }

  func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    AsyncStream { $0.finish() }
  }
}
