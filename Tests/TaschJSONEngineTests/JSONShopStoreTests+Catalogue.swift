import Foundation
import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

// MARK: - A catalogue that changes while the store is open

extension JSONShopStoreTests {
  /// The products after the catalogue was replaced: Carrier became Zarrier, at $999.
  static let replacedProducts =
    [ShopProduct.stub(id: 1, name: "Zarrier", price: .usd(999))]
    + products.dropFirst()

  /// Replaces the catalogue at `path` with one of `replacedProducts`, as an editor saving a new
  /// file and renaming it over the old one does.
  func replaceCatalogue(at path: String) throws {
    let text = CatalogueText.json(
      for: Catalogue(shopName: "tasch", currency: .usd, products: Self.replacedProducts))
    let temporary = try folder.write(text, to: "new-catalogue.json")
    #expect(rename(temporary, path) == 0)
  }

  /// What each read of `store` shows of product 1: a page, its summaries, the product itself,
  /// the neighbour of product 2, and the shop's product count beside them.
  func everyRead(of store: JSONShopStore) async throws -> [String] {
    try await store.read(.catalogue, for: try await shopper(of: store)) {
      snapshot throws(ShopError) in
      let query = CatalogueQuery()
      func describe(_ name: String?, _ price: Money?) -> String {
        "\(name ?? "none") at \(price?.decimalText ?? "none")"
      }
      let page = try snapshot.page(query).products.first
      let summary = try snapshot.summaries(query).summaries.first
      let product = try snapshot.products([1])[1]
      let neighbour = try snapshot.neighbours(of: 2, in: query).previous
      return [
        describe(page?.name, page?.price), describe(summary?.name, summary?.price),
        describe(product?.name, product?.price), describe(neighbour?.name, neighbour?.price),
        "\(snapshot.shop.productCount) products",
      ]
    }
  }

  @Test func everyReadShowsACatalogueReplacedWhileTheStoreIsOpen() async throws {
    let path = try catalogue("catalogue.json", shop: "tasch")
    let store = store(path)
    #expect(try await everyRead(of: store).first == "Carrier at 250.00")

    try replaceCatalogue(at: path)

    #expect(
      try await everyRead(of: store) == Array(repeating: "Zarrier at 999.00", count: 4) + [
        "4 products"
      ])
  }

  @Test func everyReadShowsACatalogueRewrittenInPlace() async throws {
    let path = try catalogue("catalogue.json", shop: "tasch")
    let store = store(path)
    _ = try await everyRead(of: store)

    let products = [ShopProduct.stub(id: 1, name: "Zarrier", price: .usd(1_999))]
    let text = CatalogueText.json(
      for: Catalogue(shopName: "tasch", currency: .usd, products: products))
    // Opened as it is, so that the file stays the same file: only its content changes.
    let file = open(path, O_WRONLY | O_TRUNC)
    #expect(Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) } > 0)
    close(file)

    #expect(
      try await everyRead(of: store) == [
        "Zarrier at 1999.00", "Zarrier at 1999.00", "Zarrier at 1999.00", "none at none",
        "1 products",
      ])
  }

  @Test func everyReadOfADeletedCatalogueIsItsErrorUntilItIsBack() async throws {
    let path = try catalogue("catalogue.json", shop: "tasch")
    let store = store(path)
    let shopper = try await shopper(of: store)
    _ = try await everyRead(of: store)

    #expect(unlink(path) == 0)

    let unavailable = ShopError.catalogueUnavailable("cannot read \(path): no such file or folder")
    await #expect(throws: unavailable) { try await self.everyRead(of: store) }
    await #expect(throws: unavailable) { try await store.shops() }
    await #expect(throws: unavailable) {
      try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
        _ = work.shopper.addToWishList(1, at: .stub)
      }
    }
    try replaceCatalogue(at: path)
    #expect(try await everyRead(of: store).first == "Zarrier at 999.00")
  }

  /// Found by attack: catalogues reached through links into folders whose names are not UTF-8
  /// had one canonical path, their bytes read as U+FFFD, and shared one shop and one index.
  @Test func aCatalogueWhosePathLeadsToANameNotUTF8IsRefused() async throws {
    _ = try catalogue("good/catalogue.json")
    let notUTF8 = Array(folder.file("bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)]
    #expect(rename(folder.file("good"), notUTF8 + [0]) == 0)
    #expect(symlink(notUTF8 + Array("/catalogue.json".utf8CString), folder.file("link.json")) == 0)
    let link = folder.file("link.json")

    await #expect(
      throws: ShopError.catalogueUnavailable(
        "cannot read \(link): its full path, with its links followed, is not valid UTF-8, and "
          + "tasch could not tell it from another catalogue: rename the folder or file that is "
          + "not")
    ) { try await self.store(link).shops() }
  }

  @Test(.timeLimit(.minutes(5)))
  func aChangedCatalogueIsToldAsAChangeOfEveryProduct() async throws {
    let clock = ManualClock()
    let path = try catalogue("catalogue.json", shop: "tasch")
    let store = store(path, clock: clock)
    var changes = store.changes(for: try await shopper(of: store)).makeAsyncIterator()
    _ = try await store.shops()

    try replaceCatalogue(at: path)
    await check(clock)
    #expect(await changes.next() == DataChange(products: true))

    #expect(unlink(path) == 0)
    await check(clock)
    #expect(await changes.next() == DataChange(products: true))
  }

  @Test(.timeLimit(.minutes(5)))
  func aReadThatFindsTheCatalogueChangedTellsItOnce() async throws {
    let path = try catalogue("catalogue.json", shop: "tasch")
    let store = store(path)
    var changes = store.changes(for: try await shopper(of: store)).makeAsyncIterator()
    _ = try await store.shops()

    try replaceCatalogue(at: path)
    _ = try await everyRead(of: store)
    _ = try await everyRead(of: store)
    try await change(store) { _ = $0.addToWishList(7, at: .stub) }

    #expect(await changes.next() == DataChange(products: true))
    #expect(await changes.next()?.products == false, "the next change is the wish list's")
  }
}
