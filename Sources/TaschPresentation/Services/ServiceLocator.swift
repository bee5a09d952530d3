import Tasch

/// The three services presenters and screen assemblies share: words and formats, looks, and
/// the shop's data.
///
/// A locator cannot be made without all three, so a missing registration does not compile.
/// The composition root makes the one real locator and installs it around the whole program:
///
///     try await ServiceLocator.$current.withValue(services) { try await front.run() }
///
/// A test installs its own the same way; task-local values never leak between tasks, so tests
/// running in parallel never see each other's services.
public struct ServiceLocator: Sendable {
  /// Words, numbers and money in the user's language and formats.
  public let localization: Localization
  /// How each role looks.
  public let theme: Theme
  /// Where the shop's data comes from.
  public let dataLayer: any DataLayer
  /// Whether this is a registered locator, not the stand-in of `current` before registration.
  public let isRegistered: Bool

  /// A locator of these three services.
  public init(localization: Localization, theme: Theme, dataLayer: any DataLayer) {
    self.init(
      localization: localization, theme: theme, dataLayer: dataLayer, isRegistered: true)
  }

  private init(
    localization: Localization, theme: Theme, dataLayer: any DataLayer, isRegistered: Bool
  ) {
    self.localization = localization
    self.theme = theme
    self.dataLayer = dataLayer
    self.isRegistered = isRegistered
  }

  /// The same locator with some services replaced, for tests that change one thing.
  public func replacing(
    localization: Localization? = nil, theme: Theme? = nil, dataLayer: (any DataLayer)? = nil
  ) -> ServiceLocator {
    ServiceLocator(
      localization: localization ?? self.localization, theme: theme ?? self.theme,
      dataLayer: dataLayer ?? self.dataLayer)
  }

  /// The locator of the current task.
  ///
  /// Before the composition root installs one, this is a stand-in (English, plain, and a data
  /// layer whose every answer is an error saying nothing was registered); the fronts check
  /// `isRegistered` when they start, so the stand-in is reported at start-up, never used.
  @TaskLocal public static var current = ServiceLocator(
    localization: .english, theme: Theme(.plain), dataLayer: UnregisteredDataLayer(),
    isRegistered: false)
}

/// The stand-in data layer before registration: it answers every request with an error that
/// says what is missing, rather than stopping the program.
private struct UnregisteredDataLayer: DataLayer {
  private var error: ShopError {
    .storage("no data layer is registered: the composition root must install a ServiceLocator")
  }

  func catalogue() throws(ShopError) -> Catalogue { throw error }
  func product(_ id: ProductID) throws(ShopError) -> Product { throw error }
  func wishList() throws(ShopError) -> WishListContents { throw error }
  func addToWishList(_ id: ProductID) throws(ShopError) -> Bool { throw error }
  func removeFromWishList(_ id: ProductID) throws(ShopError) -> Bool { throw error }
  func rate(_ id: ProductID, _ rating: Rating?) throws(ShopError) -> Product { throw error }
  func cart() throws(ShopError) -> Cart { throw error }
  func checkout() throws(ShopError) -> Order { throw error }
  func changes() -> AsyncStream<DataChange> { AsyncStream { $0.finish() } }
}
