import Tasch
import TaschComposition
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

/// Each screen's stack reads the shop through the services it was assembled with, as its own
/// operation, and speaks their words.
@MainActor
@Suite struct ScenesTests {
  private let store = ShopStoreSpy(wrapping: Shelf.store())
  private let german = Localization(LocaleSettings(textLocale: "de_DE", moneyLocale: "de_DE"))

  private var scenes: Scenes {
    Scenes(services: ServiceLocator(localization: german, theme: Theme(.plain), shop: .stub(store)))
  }

  @Test func theCatalogueListsWhatItsQueryAsksInTheServicesWords() async throws {
    let catalogue = scenes.catalogue(query: CatalogueQuery(inStockOnly: true))

    await catalogue.load()

    #expect(store.operations == [.catalogue])
    let listed = try #require(catalogue.viewState.content)
    #expect(listed.query.inStockOnly)
    #expect(listed.title == german.text(.productCatalogue))
    #expect(listed.title != Localization.english.text(.productCatalogue))
  }

  @Test func aProductIsTheOneAskedFor() async throws {
    let product = scenes.product(2)

    await product.load()

    #expect(store.operations == [.product])
    #expect(try #require(product.viewState.content).summary.id == 2)
  }

  @Test func theOtherScreensReadTheirOwnOperations() async {
    let scenes = scenes

    await scenes.wishList().load()
    await scenes.cart().load()
    await scenes.orders().load()
    await scenes.history().load()

    #expect(store.operations == [.wishList, .cart, .orders, .history])
  }
}
