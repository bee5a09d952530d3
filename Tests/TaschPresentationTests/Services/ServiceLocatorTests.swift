import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@Suite struct ServiceLocatorTests {
  @Test func withoutRegistrationTheStandInSaysSoInsteadOfCrashing() async {
    let locator = ServiceLocator.current

    #expect(!locator.isRegistered)
    await #expect(throws: ShopError.self) { try await locator.shop.store.shops() }
    await #expect(throws: ShopError.self) {
      try await locator.shop.store.read(.catalogue, for: .stub) { $0.shop }
    }
    await #expect(throws: ShopError.self) {
      try await locator.shop.store.update(.checkout, for: .stub, origin: ChangeOrigin()) { _, _ in
      }
    }
  }

  @Test func theInstalledLocatorIsTheCurrentOneForTheTaskAndItsChildren() async {
    let locator = ServiceLocator(
      localization: .locale("de_DE"), theme: Theme(.dark),
      shop: .stub(InMemoryShopStore(Shelf.catalogue)))

    await ServiceLocator.$current.withValue(locator) {
      #expect(ServiceLocator.current.isRegistered)
      #expect(ServiceLocator.current.localization.language == .german)
      let fromChild = await Task { ServiceLocator.current.theme.name }.value
      #expect(fromChild == .dark)
    }
    #expect(!ServiceLocator.current.isRegistered)
  }

  @Test(arguments: Language.allCases)
  func parallelTestsSeeOnlyTheirOwnServices(language: Language) async {
    let locator = ServiceLocator(
      localization: .locale(language.rawValue), theme: Theme(.plain),
      shop: .stub(InMemoryShopStore(Shelf.catalogue)))

    await ServiceLocator.$current.withValue(locator) {
      await Task.yield()
      #expect(ServiceLocator.current.localization.language == language)
    }
  }

  @Test(.services(localization: .locale("es_ES"), theme: Theme(.dark)))
  func theServicesTraitRegistersForTheTest() {
    #expect(ServiceLocator.current.isRegistered)
    #expect(ServiceLocator.current.localization.language == .spanish)
    #expect(ServiceLocator.current.theme.name == .dark)
  }

  @Test func replacingOneServiceKeepsTheOthers() {
    let store = InMemoryShopStore(Shelf.catalogue)
    let locator = ServiceLocator(
      localization: .locale("fr_FR"), theme: Theme(.light), shop: .stub(store))

    let dark = locator.replacing(theme: Theme(.dark))

    #expect(dark.theme.name == .dark)
    #expect(dark.localization.language == .french)
    #expect(dark.shop.store as? InMemoryShopStore === store)
    #expect(dark.shop.shopper == .stub)
    #expect(dark.isRegistered)
  }

  @Test(.services(localization: .locale("ja_JP")))
  @MainActor func presentersSpeakTheLocalizationTheLocatorGivesThem() {
    let services = ServiceLocator.current
    let presenter = CartPresenter(
      useCase: CartUseCase(access: services.shop), localization: services.localization,
      router: nil)

    #expect(presenter.viewState == .loading("読み込み中…"))
  }
}
