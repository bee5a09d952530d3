import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

/// Registers services for one test or suite, isolated from every other test running in
/// parallel: the test-time counterpart of the composition root's registration.
///
///     @Test(.services(localization: .locale("de_DE")))
///     func speaksGerman() async { … }
public struct ServicesTrait: TestTrait, SuiteTrait, TestScoping {
  private let makeServices: @Sendable () -> ServiceLocator

  /// Installs `makeServices()` around each test it applies to.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ServiceLocator.$current.withValue(makeServices()) { try await function() }
  }

  /// Each test of a suite gets fresh services.
  public var isRecursive: Bool { true }

  fileprivate init(_ makeServices: @escaping @Sendable () -> ServiceLocator) {
    self.makeServices = makeServices
  }
}

extension Trait where Self == ServicesTrait {
  /// English in US formats, the plain theme, and an empty in-memory shop, with what a test
  /// replaces.
  public static func services(
    localization: Localization = .english, theme: Theme = Theme(.plain),
    shop: (@Sendable () -> ShopAccess)? = nil
  ) -> Self {
    ServicesTrait {
      ServiceLocator(
        localization: localization, theme: theme,
        shop: shop?() ?? .stub(InMemoryShopStore(.stub([]))))
    }
  }
}

/// Runs `body` with services of `store` (for the stub shopper), `localization` and `theme`
/// registered, as the composition root would.
@MainActor
public func withServices<Result>(
  store: any ShopStore, localization: Localization = .english, theme: Theme = Theme(.plain),
  _ body: @MainActor () async throws -> Result
) async rethrows -> Result {
  let services = ServiceLocator(localization: localization, theme: theme, shop: .stub(store))
  return try await ServiceLocator.$current.withValue(services) { try await body() }
}

/// A presenter of the use case `useCase` makes over `store` (for the stub shopper), made with
/// `locale`'s services, told of its states through `view` if one is given, and loaded.
@MainActor
public func loadedPresenter<Presenter: ShopPresenter>(
  of useCase: (ShopAccess) -> Presenter.UseCase, over store: any ShopStore,
  in locale: String = "en_US", view: (any PresenterView<Presenter.ViewModel>)? = nil
) async -> Presenter {
  await withServices(store: store, localization: .locale(locale)) {
    let presenter = Presenter(useCase: useCase(.stub(store)), localization: .registered)
    presenter.view = view
    await presenter.load()
    return presenter
  }
}
