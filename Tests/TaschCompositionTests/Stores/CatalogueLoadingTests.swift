import Foundation
import Synchronization
import Tasch
import TaschSQLite
import TaschTestSupport
import Testing

@testable import TaschComposition

/// A catalogue file is read and checked as the JSON files' is, then loaded into the database
/// store as the shop it declares, else as the shop its file is named after.
@Suite struct CatalogueLoadingTests {
  private let folder = TemporaryFolder()

  @Test func theCatalogueIsLoadedAsTheShopItDeclares() async throws {
    let catalogue = try folder.write(DefaultShop.catalogue, to: "bags.json")
    let database = folder.file("shop.db")

    let outcome = await Composition.load(catalogue, into: .sqlite(path: database))

    let shop = try outcome.shop.get()
    #expect(shop.id == ShopID("tasch"))
    #expect(shop.productCount == 26)
    #expect(outcome.store == "sqlite:" + database)
  }

  @Test func aCatalogueThatDeclaresNoShopIsLoadedAsItsFile() async throws {
    let undeclared = DefaultShop.catalogue.replacingOccurrences(of: #""shop": "tasch","#, with: "")
    let catalogue = try folder.write(undeclared, to: "bags.json")

    let outcome = await Composition.load(catalogue, into: .sqlite(path: folder.file("shop.db")))

    #expect(try outcome.shop.get().id == ShopID("bags"))
  }

  @Test func aCatalogueThatCannotBeReadLoadsNothing() async {
    let database = folder.file("shop.db")

    let outcome = await Composition.load(folder.file("missing.json"), into: .sqlite(path: database))

    guard case .failure(.catalogueUnavailable) = outcome.shop else {
      Issue.record("loaded \(outcome.shop)")
      return
    }
    #expect(outcome.store == "sqlite:" + database)
  }

  /// The watch that defers interrupts is told as the load is about to be kept, and how it
  /// ended.
  ///
  /// Found by attack: an interrupt as the load was committed ended the command with 130,
  /// "interrupted before it finished", though the new catalogue was in the store.
  @Test func theWatchIsToldWhenTheLoadIsKept() async throws {
    let database = folder.file("shop.db")
    let first = try folder.write(DefaultShop.catalogue, to: "bags.json")
    _ = try await Composition.load(first, into: .sqlite(path: database)).shop.get()
    let second = try folder.write(
      #"{"shop": "tasch", "currency": "USD", "products": [{"id": 1, "name": "A", "price": "1", "#
        + #""stock": 1}, {"id": 2, "name": "B", "price": "2", "stock": 2}]}"#,
      to: "two.json")
    let watch = LoadWatch(database: database)

    let outcome = await Composition.load(second, into: .sqlite(path: database), watch: watch)

    #expect(try outcome.shop.get().productCount == 2)
    #expect(watch.told == ["begins", "kept"])
    // Told before the load was committed: another connection still saw the first catalogue.
    #expect(watch.productsSeenAtBegin == 26)
  }

  /// A watch that, told that the load is about to be kept, reads the store on a connection of
  /// its own.
  final class LoadWatch: ChangeWatch {
    let recording = WatchedStoresTests.RecordingWatch()
    let database: String
    private let seen = Mutex<Int?>(nil)
    var told: [String] { recording.told }
    var productsSeenAtBegin: Int? { seen.withLock { $0 } }

    init(database: String) {
      self.database = database
    }

    func keepingBegins() {
      recording.keepingBegins()
      // On the loading store's own thread, which waits: the read runs on another store's.
      let done = DispatchSemaphore(value: 0)
      let database = database
      Task {
        let count = try? await SQLiteShopStore(path: database).shops().first?.productCount
        self.seen.withLock { $0 = count }
        done.signal()
      }
      done.wait()
    }

    func keepingEnded(kept: Bool) { recording.keepingEnded(kept: kept) }
  }

  @Test func aLoadRefusedBeginsNothingAndEndsNotKept() async throws {
    let catalogue = try folder.write(#"{"currency": "USD", "products": [{"id": 1}]}"#, to: "b.json")
    let watch = WatchedStoresTests.RecordingWatch()

    let outcome = await Composition.load(
      catalogue, into: .sqlite(path: folder.file("shop.db")), watch: watch)

    #expect(throws: ShopError.self) { try outcome.shop.get() }
    #expect(watch.told == ["not kept"])
  }

  @Test func theJSONFilesTakeNoLoad() async {
    let catalogue = folder.file("bags.json")

    let outcome = await Composition.load(catalogue, into: .files(catalogue: nil, state: nil))

    #expect(outcome.shop == .failure(.invalidInput("store load needs a database store")))
    #expect(outcome.store.isEmpty)
  }
}
