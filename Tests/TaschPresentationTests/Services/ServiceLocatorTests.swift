import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@Suite struct ServiceLocatorTests {
  @Test func withoutRegistrationTheStandInSaysSoInsteadOfCrashing() async {
    let locator = ServiceLocator.current

    #expect(!locator.isRegistered)
    await #expect(throws: ShopError.self) { try await locator.dataLayer.catalogue() }
    await #expect(throws: ShopError.self) { try await locator.dataLayer.checkout() }
  }

  @Test func theInstalledLocatorIsTheCurrentOneForTheTaskAndItsChildren() async {
    let spy = DataLayerSpy()
    let locator = ServiceLocator(
      localization: .locale("de_DE"), theme: Theme(.dark), dataLayer: spy)

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
      localization: .locale(language.rawValue), theme: Theme(.plain), dataLayer: DataLayerSpy())

    await ServiceLocator.$current.withValue(locator) {
      await Task.yield()
      #expect(ServiceLocator.current.localization.language == language)
    }
  }

  @Test func replacingOneServiceKeepsTheOthers() {
    let spy = DataLayerSpy()
    let locator = ServiceLocator(
      localization: .locale("fr_FR"), theme: Theme(.light), dataLayer: spy)

    let dark = locator.replacing(theme: Theme(.dark))

    #expect(dark.theme.name == .dark)
    #expect(dark.localization.language == .french)
    #expect(dark.dataLayer as? DataLayerSpy === spy)
    #expect(dark.isRegistered)
  }

  @Test @MainActor func presentersResolveTheirLocalizationFromTheCurrentLocator() {
    let locator = ServiceLocator(
      localization: .locale("ja_JP"), theme: Theme(.plain), dataLayer: DataLayerSpy())

    let presenter = ServiceLocator.$current.withValue(locator) {
      CartPresenter(useCase: CartUseCase(dataLayer: locator.dataLayer), router: nil)
    }

    #expect(presenter.viewState == .loading("読み込み中…"))
  }
}
