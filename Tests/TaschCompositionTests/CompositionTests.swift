import Foundation
import Tasch
import TaschJSONEngine
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschComposition

/// The composition connects to the store the settings name, registers its services around the
/// front alone, and says why it cannot connect without running the front.
@MainActor
@Suite struct CompositionTests {
  private let folder = TemporaryFolder()

  private func settings(_ store: StoreChoice? = nil, shop: String? = nil) -> ShopSettings {
    ShopSettings(
      store: store ?? .files(catalogue: nil, state: folder.file("state.json")), shop: shop,
      user: "ann")
  }

  /// What `Composition.run` ends with: the front's result, or the problem it threw.
  private func connect(_ settings: ShopSettings) async -> Result<ShopConnection, ConnectionProblem>
  {
    do throws(ConnectionProblem) {
      return .success(try await Composition.run(settings, clock: ContinuousClock()) { $0 })
    } catch {
      return .failure(error)
    }
  }

  private func problem(_ settings: ShopSettings) async -> ConnectionProblem? {
    guard case .failure(let problem) = await connect(settings) else { return nil }
    return problem
  }

  // MARK: - Connecting

  @Test func theServicesAreRegisteredAroundTheFrontAlone() async throws {
    var settings = settings()
    settings.theme = .dark
    settings.localization = Localization(LocaleSettings(textLocale: "fr_FR", moneyLocale: "fr_FR"))

    let services = try await Composition.run(settings, clock: ContinuousClock()) { _ in
      ServiceLocator.current
    }

    #expect(services.isRegistered)
    #expect(services.shop.shopper == Shopper(shop: ShopID("tasch"), name: "ann"))
    #expect(services.theme.name == .dark)
    #expect(services.localization.language == .french)
    #expect(!ServiceLocator.current.isRegistered)
  }

  @Test func theBuiltInShopStartsWithTheOriginalAppsWishList() async throws {
    let wishList = try await Composition.run(settings(), clock: ContinuousClock()) { _ in
      let useCase = WishListUseCase(access: ServiceLocator.current.shop)
      await useCase.load()
      return useCase.state.content?.items.map(\.id)
    }

    #expect(wishList == [1, 2, 3])
  }

  @Test func theConnectionNamesTheSeedThatReplaysChanceWhenChanceIsAtPlay() async throws {
    var settings = settings()
    settings.seed = 5
    #expect(try await connect(settings).get().chanceSeed == nil)
    #expect(try await connect(settings).get().simulation != nil)

    settings.failSpec = "cart=30%"
    #expect(try await connect(settings).get().chanceSeed == 5)
  }

  /// A preset's own seed is the one its draws use, unless another is asked for: the seed once
  /// named was the one drawn for the run, which replayed nothing.
  @Test func aPresetsOwnSeedIsTheOneNamedUnlessAnotherIsAskedFor() async throws {
    _ = try folder.write(#"{"fail": "cart=50%", "seed": 77}"#, to: "presets/mine.json")
    var settings = settings()
    settings.presetFolder = folder.file("presets")
    settings.simulationPreset = "mine"
    settings.seed = 5

    #expect(try await connect(settings).get().chanceSeed == 77)

    settings.seedIsGiven = true
    #expect(try await connect(settings).get().chanceSeed == 5)
  }

  @Test func theShopAskedForIsTheOneUsed() async throws {
    let connected = try await Composition.run(settings(shop: "tasch"), clock: ContinuousClock()) {
      _ in ServiceLocator.current.shop.shopper.shop
    }

    #expect(connected == ShopID("tasch"))
  }

  @Test func aDatabaseStoreIsReached() async throws {
    let catalogue = try folder.write(DefaultShop.catalogue, to: "shop.json")
    let database = folder.file("shop.db")
    _ = try await Composition.load(catalogue, into: .sqlite(path: database)).shop.get()

    let connected = try await Composition.run(
      settings(.sqlite(path: database)), clock: ContinuousClock()
    ) { _ in ServiceLocator.current.shop.shopper.shop }

    #expect(connected == ShopID("tasch"))
  }

  /// Found by attack: a catalogue without a `shop` was loaded as a shop named after its file,
  /// with a line break in it, which `--shop` could never give.
  @Test(arguments: ["a\nb.json", "x\u{200B}y.json", "\u{200B}.json"])
  func aShopNamedAfterAFileNoShopOptionCouldGiveIsNotLoaded(file: String) async throws {
    let undeclared = DefaultShop.catalogue.replacingOccurrences(
      of: #""shop": "tasch","#, with: "")
    #expect(undeclared != DefaultShop.catalogue)
    let catalogue = try folder.write(undeclared, to: file)
    let fine = try folder.write(undeclared, to: "outlet.json")
    let database = folder.file("shop.db")

    let refused = await Composition.load(catalogue, into: .sqlite(path: database)).shop
    let loaded = await Composition.load(fine, into: .sqlite(path: database)).shop

    guard case .failure(.invalidInput(let reason)) = refused else {
      Issue.record("loaded as \(refused)")
      return
    }
    #expect(reason.contains("--shop could not give"))
    #expect(try loaded.get().id == ShopID("outlet"))
  }

  @Test func aDatabaseStoreKeepsItsShoppersTokensForTheShopChosen() async throws {
    let catalogue = try folder.write(DefaultShop.catalogue, to: "shop.json")
    let database = folder.file("shop.db")
    _ = try await Composition.load(catalogue, into: .sqlite(path: database)).shop.get()

    let tokens = try #require(
      try await connect(settings(.sqlite(path: database))).get().shopperTokens)
    let token = try #require(try await tokens.issue(to: "bob"))
    let reopened = try #require(
      try await connect(settings(.sqlite(path: database))).get().shopperTokens)
    let access = try await reopened.access(
      presenting: token.text, from: ServiceLocator.current.shop)

    #expect(tokens.shop == ShopID("tasch"))
    #expect(access?.shopper == Shopper(shop: ShopID("tasch"), name: "bob"))
  }

  @Test func theJSONFilesKeepNoTokens() async throws {
    #expect(try await connect(settings()).get().shopperTokens == nil)
  }

  // MARK: - Problems

  @Test func withoutAPlaceForTheStateNothingIsOpened() async {
    #expect(
      await problem(settings(.files(catalogue: nil, state: nil))) == .usage(.noStatePlace))
  }

  @Test func aPathThatCannotNameAFileIsRefusedNamingItsSetting() async throws {
    let reason = try #require(FilePathCheck.problem(with: folder.path))

    #expect(
      await problem(settings(.files(catalogue: nil, state: folder.path)))
        == .usage(.badPath(.state, path: folder.path, reason: reason)))
    #expect(
      await problem(settings(.files(catalogue: folder.path, state: folder.file("state.json"))))
        == .usage(.badPath(.catalogue, path: folder.path, reason: reason)))
    #expect(
      await problem(settings(.sqlite(path: folder.path)))
        == .usage(.badPath(.store, path: folder.path, reason: reason)))
    #expect(FileManager.default.fileExists(atPath: folder.file("state.json")) == false)
  }

  @Test func aSpecTheReaderRefusesIsAUsageProblem() async {
    var settings = settings()
    settings.latencySpec = "800"

    guard case .usage(.badSpec(.latency, _)) = await problem(settings) else {
      Issue.record("the latency spec was taken")
      return
    }
  }

  @Test func aPresetFileThatIsNoPresetStopsOnlyTheConnectionThatAsksForIt() async throws {
    let file = try folder.write(#"{"summary": 5}"#, to: "simulations/broken.json")
    var settings = settings()
    settings.presetFolder = folder.file("simulations")

    #expect(await problem(settings) == nil)
    settings.simulationPreset = "flaky"
    #expect(await problem(settings) == nil)
    settings.simulationPreset = "broken"
    guard case .usage(.badPreset(file, _)) = await problem(settings) else {
      Issue.record("the preset asked for was taken")
      return
    }
  }

  @Test func aShopTheStoreDoesNotHoldIsNamedWithThoseItHolds() async {
    #expect(
      await problem(settings(shop: "shoes"))
        == .usage(.unknownShop(asked: "shoes", among: ["tasch"])))
  }

  @Test func aStoreOfSeveralShopsNeedsOnePicked() async throws {
    let database = folder.file("shop.db")
    for shop in ["bags", "shoes"] {
      let text = DefaultShop.catalogue.replacingOccurrences(
        of: #""shop": "tasch""#, with: "\"shop\": \"\(shop)\"")
      let catalogue = try folder.write(text, to: shop + ".json")
      _ = try await Composition.load(catalogue, into: .sqlite(path: database)).shop.get()
    }

    #expect(
      await problem(settings(.sqlite(path: database))) == .usage(.shopNotPicked(["bags", "shoes"])))
  }

  @Test func aStoreThatCannotBeReadIsTheShopsProblemAndTheFrontDoesNotRun() async {
    var ran = false
    let settings = settings(
      .files(catalogue: folder.file("missing.json"), state: folder.file("state.json")))

    do throws(ConnectionProblem) {
      try await Composition.run(settings, clock: ContinuousClock()) { _ in ran = true }
      Issue.record("connected to a catalogue that is not there")
    } catch {
      guard case .shop(.catalogueUnavailable) = error else {
        Issue.record("\(error)")
        return
      }
    }
    #expect(!ran)
  }
}
