import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct HistoryPresenterTests {
  /// A store whose stub shopper added Carrier, rated it four stars, removed Travol, added the
  /// product the shop no longer sells, and cleared their rating of Carrier, in that order.
  private static func storeWithChanges() -> InMemoryShopStore {
    let store = Shelf.store(wishList: [2])
    store.changeElsewhere(Shopper.stub.name) { data in
      _ = data.addToWishList(1, at: .stub)
      _ = data.rate(1, .four, at: .stub)
      _ = data.removeFromWishList(2, at: .stub)
      _ = data.addToWishList(Shelf.discontinued, at: .stub)
      _ = data.rate(1, nil, at: .stub)
    }
    return store
  }

  /// A presenter of the history in `store`, made with `locale`'s services and loaded.
  private func loaded(_ store: any ShopStore, _ locale: String = "en_US") async
    -> HistoryPresenter
  {
    await loadedPresenter(of: HistoryUseCase.init, over: store, in: locale)
  }

  @Test(arguments: [
    ("en_US", "There are no changes to take back."),
    ("de_DE", "Es gibt keine Änderungen zum Zurücknehmen."),
  ])
  func anEmptyHistorySaysSo(locale: String, message: String) async {
    #expect(await loaded(Shelf.store(), locale).viewState == .empty(message))
  }

  @Test func listsTheChangesNewestFirst() async throws {
    let entries = try #require(await loaded(Self.storeWithChanges()).viewState.content)

    #expect(
      entries.map(\.description) == [
        "cleared your rating of Carrier", "added Product 99 to your wish list",
        "removed Travol from your wish list", "rated Carrier ★★★★☆",
        "added Carrier to your wish list",
      ])
    #expect(
      entries.map(\.change) == [
        "rate.clear", "wishlist.add", "wishlist.remove", "rate", "wishlist.add",
      ])
    #expect(entries.map(\.id) == [1, 99, 2, 1, 1])
    #expect(entries.map(\.stars) == [nil, nil, nil, 4, nil])
    #expect(entries.allSatisfy { !$0.isUndone && $0.date == .stub })
    #expect(entries.first?.dateText == Localization.english.dateTime(.stub))
  }

  @Test func listsTheChangesInJapanese() async throws {
    let entries = try #require(await loaded(Self.storeWithChanges(), "ja_JP").viewState.content)

    #expect(entries.last?.description == "Carrier をウィッシュリストに追加")
    #expect(entries.dropFirst().first?.description == "商品 99 をウィッシュリストに追加")
  }

  @Test(arguments: [
    (
      "en_US", "Took back: cleared your rating of Carrier.",
      "Put back: cleared your rating of Carrier."
    ),
    (
      "de_DE", "Zurückgenommen: deine Bewertung von Carrier gelöscht.",
      "Wiederhergestellt: deine Bewertung von Carrier gelöscht."
    ),
  ])
  func undoTakesTheNewestChangeBackAndRedoPutsItBack(
    locale: String, tookBack: String, putBack: String
  ) async throws {
    let store = Self.storeWithChanges()
    let history = await loaded(store, locale)

    let undone = try await history.undo().get()

    #expect(undone.message == tookBack)
    #expect(undone.entry.change == "rate.clear")
    #expect(store.data(of: Shopper.stub.name).ratings == [1: .four])
    #expect(history.viewState.content?.first?.isUndone == true)

    let redone = try await history.redo().get()

    #expect(redone.message == putBack)
    #expect(store.data(of: Shopper.stub.name).ratings.isEmpty)
    #expect(history.viewState.content?.first?.isUndone == false)
  }

  /// Taking back the removal of a product the shop no longer sells would put it on the wish
  /// list again: the step is passed over, and says why.
  @Test(arguments: [
    (
      "en_US",
      "There is no product 99. Passed over, as it cannot be taken back now: removed Product 99 "
        + "from your wish list."
    ),
    (
      "de_DE",
      "Es gibt kein Produkt 99. Übersprungen, da sich die Änderung nicht mehr zurücknehmen "
        + "lässt: Produkt 99 von der Wunschliste entfernt."
    ),
  ])
  func aStepTheRulesNowRefuseIsPassedOverAndSaysWhy(locale: String, message: String)
    async throws
  {
    let store = Shelf.store(wishList: [2, Shelf.discontinued])
    store.changeElsewhere(Shopper.stub.name) { data in
      _ = data.removeFromWishList(Shelf.discontinued, at: .stub)
    }
    let history = await loaded(store, locale)

    let undone = try await history.undo().get()

    #expect(undone.message == message)
    #expect(undone.passedOver?.code == "not-found")
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [2])
    #expect(history.viewState.content?.first?.isUndone == true)
  }

  @Test func undoingEverythingLeavesTheDataAsItWas() async throws {
    let store = Self.storeWithChanges()
    let history = await loaded(store)

    for _ in 1...5 { _ = try await history.undo().get() }

    let data = store.data(of: Shopper.stub.name)
    #expect(data.wishList.productIDs == [2])
    #expect(data.ratings.isEmpty)
    #expect(history.viewState.content?.allSatisfy(\.isUndone) == true)
  }

  @Test(arguments: [
    ("en_US", "Nothing to undo", "Nothing to redo"),
    ("fr_FR", "Rien à annuler", "Rien à rétablir"),
  ])
  func withNothingToTakeOrPutBackItSaysSo(locale: String, undoTitle: String, redoTitle: String)
    async throws
  {
    let history = await loaded(Shelf.store(), locale)

    guard case .failure(let undo) = await history.undo(),
      case .failure(let redo) = await history.redo()
    else {
      Issue.record("expected both to fail")
      return
    }

    #expect(undo.code == .nothingToUndo)
    #expect(undo.title == undoTitle)
    #expect(redo.code == .nothingToRedo)
    #expect(redo.title == redoTitle)
  }

  @Test(arguments: [("en_US", "Loading…"), ("de_DE", "Wird geladen…")])
  func startsLoading(locale: String, text: String) async {
    let presenter = await withServices(store: Shelf.store(), localization: .locale(locale)) {
      HistoryPresenter(
        useCase: HistoryUseCase(access: ServiceLocator.current.shop), localization: .registered)
    }

    #expect(presenter.viewState == .loading(text))
  }

  @Test(arguments: [("en_US", "You are offline"), ("es_ES", "Estás sin conexión")])
  func aFailureIsAnError(locale: String, title: String) async throws {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    spy.failNext(.history, with: .offline)

    #expect(await loaded(spy, locale).viewState.errorTitle == title)
  }
}
