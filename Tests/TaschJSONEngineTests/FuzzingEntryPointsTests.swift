import Tasch
import TaschJSONEngine
import Testing

@Suite struct FuzzingEntryPointsTests {
  @Test func readsACatalogueAsTheFileReaderDoes() throws {
    let bytes = Array(
      #"{"currency": "USD", "products": [{"id": 1, "name": "Bag", "price": "9.99", "stock": 1}]}"#
        .utf8)

    let catalogue = try FuzzingEntryPoints.catalogue(in: bytes).get()

    #expect(catalogue.products.map(\.name) == ["Bag"])
  }

  @Test func refusesABrokenCatalogueWithEveryProblem() {
    let syntax = FuzzingEntryPoints.catalogue(in: Array("{".utf8))
    let fields = FuzzingEntryPoints.catalogue(in: Array(#"{"currency": "usd"}"#.utf8))

    #expect(
      throws: ShopError.decoding("fuzz.json: line 1, column 2: expected a key in double quotes")
    ) {
      try syntax.get()
    }
    #expect(throws: ShopError.self) { try fields.get() }
  }

  @Test(arguments: ["{", "[1", "x", #"{"currency": "usd", "products": [{"id": 0}]}"#])
  func readsACatalogueFileAsTheTreeReaderDoes(text: String) throws {
    let bytes = Array(text.utf8)

    let file = try #require(FuzzingEntryPoints.catalogueFile(in: bytes, blockSize: 3))

    #expect(file == FuzzingEntryPoints.catalogue(in: bytes))
    #expect(throws: ShopError.self) { try file.get() }
  }

  /// The one-pass reader reads a plain price in place, and leaves any other to
  /// `Money(parsing:)`, as the tree reader does: both read every price alike, the largest
  /// amount and one past it included.
  @Test(arguments: [
    ("USD", "9.99"), ("USD", "0"), ("USD", "007.50"), ("USD", "1."), ("USD", ".5"),
    ("USD", "1.234"), ("USD", "92233720368547758.07"), ("USD", "92233720368547758.08"),
    ("USD", "922337203685477580.7"), ("USD", "-1"), ("USD", "1e2"), ("JPY", "9223372036854775807"),
    ("JPY", "9223372036854775808"), ("JPY", "5.0"), ("KWD", "1.005"), ("KWD", "1.0055"),
  ])
  func readsEveryPriceAsTheTreeReaderDoes(currency: String, price: String) throws {
    let bytes = Array(
      #"{"currency": "\#(currency)", "products": [{"id": 1, "name": "Bag", "price": "\#(price)", "stock": 1}]}"#
        .utf8)

    let file = try #require(FuzzingEntryPoints.catalogueFile(in: bytes, blockSize: 1 << 16))

    #expect(file == FuzzingEntryPoints.catalogue(in: bytes))
  }

  @Test func aStateReadsBackAsItWasRead() {
    let state = #"{"version": 1, "wishList": [2, 1], "ratings": {"1": 4}, "stockTaken": {"2": 1}}"#

    #expect(FuzzingEntryPoints.userState(in: Array(state.utf8)) == .roundTrips)
  }

  @Test func aStateThatCannotBeReadIsRefused() {
    let outcome = FuzzingEntryPoints.userState(in: Array(#"{"version": 0}"#.utf8))

    guard case .refused(let reason) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(reason.contains("version"))
  }
}
