import Tasch
import TaschComposition
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch store load CATALOGUE --store URL`: read and checked by the command line, loaded by
/// the composition, its outcome said by the command line.
@MainActor
@Suite struct StoreLoadCommandTests {
  private let output = CapturedOutput()
  private let errors = CapturedOutput()

  private var commandLine: TaschCommandLine { commandLine() }

  private func commandLine(adding variables: [String: String] = [:]) -> TaschCommandLine {
    TaschCommandLine(
      console: Console(
        output: output, errors: errors, outputIsTerminal: false, errorsAreTerminal: false,
        inputIsTerminal: false, width: nil),
      environment: ["HOME": "/home/shopper", "LANG": "en_US.UTF-8"].merging(variables) { $1 },
      clock: RecordingClock(), readLine: { nil })
  }

  @Test func readsTheCatalogueAndTheStoreToLoadInto() throws {
    guard
      case .loadCatalogue(let load) = commandLine.parse(
        ["store", "load", "bags.json", "--store", "sqlite:shop.db"])
    else {
      Issue.record("not a load")
      return
    }

    #expect(load.catalogue == "bags.json")
    #expect(load.options.store == .sqlite(path: "shop.db"))
  }

  @Test(arguments: [
    (
      ["store", "load", "bags.json"], "store load needs --store: sqlite:PATH or a postgresql:// URI"
    ),
    (["store", "load", "--store", "sqlite:shop.db"], "missing CATALOGUE"),
    (
      ["store", "load", "", "--store", "sqlite:shop.db"],
      "CATALOGUE needs a path, and was given an empty one"
    ),
    (["store"], "missing load|shopper"),
    (
      ["store", "load", "bags.json", "--store", "sqlite:shop.db", "--shop", "other"],
      "store load takes no --shop: the shop is the catalogue’s “shop” name"
    ),
    (
      ["store", "load", "bags.json", "--store", "sqlite:shop.db", "--user", "ann"],
      "store load takes no --user: it loads the shop’s catalogue, which every shopper shares"
    ),
    (["store", "lod", "bags.json"], "unknown command “lod”; did you mean “load”?"),
  ])
  func refusesWhatItCannotLoad(arguments: [String], problem: String) throws {
    guard case .finished(let status) = commandLine.parse(arguments) else {
      Issue.record("not refused")
      return
    }

    #expect(status == .usage)
    #expect(errors.text.hasPrefix("tasch: " + problem))
    #expect(errors.text.contains("Run “tasch store"))
  }

  @Test func saysWhatWasLoaded() throws {
    let status = try finish(["--locale", "de_DE"], loading: Self.tasch(productCount: 1_200))

    #expect(status == .success)
    #expect(output.text == "1.200 Produkte als Shop tasch in sqlite:shop.db geladen.\n")
    #expect(errors.text.isEmpty)
  }

  /// Found by attack: `Loaded 1 products`.
  @Test func oneProductIsSaidInTheSingular() throws {
    _ = try finish([], loading: Self.tasch(productCount: 1))

    #expect(output.text == "Loaded 1 product as the shop tasch into sqlite:shop.db.\n")
  }

  @Test(arguments: [[], ["--json"]])
  func saysWhenSearchingWillReadEveryProduct(options: [String]) throws {
    let status = try finish(
      options, loading: Self.tasch(productCount: 26),
      searchReadsEveryProduct: "no such tokenizer: trigram")

    #expect(status == .success)
    #expect(output.text.contains("26"))
    #expect(
      errors.text
        == "tasch: searching text will read every product of this store, since it keeps no"
        + " index of text: no such tokenizer: trigram\n")
  }

  @Test func saysWhatWasLoadedAsJSON() throws {
    _ = try finish(["--json"], loading: Self.tasch(productCount: 26))

    #expect(output.text == "{\n  \"products\": 26,\n  \"shop\": \"tasch\"\n}\n")
  }

  @Test func theShopVariableIsLeftToTheCommandsThatShop() throws {
    let parsed = commandLine(adding: ["TASCH_SHOP": "outlet"]).parse(
      ["store", "load", "bags.json", "--store", "sqlite:shop.db"])

    guard case .loadCatalogue = parsed else {
      Issue.record("refused: \(errors.text)")
      return
    }
  }

  @Test func aStoreThatCannotBeUsedIsSaidAsTheStoresNotTheShoppersData() throws {
    let status = try finish(
      loading: .failure(.storage("/gone/shop.db: unable to open")), into: "sqlite:/gone/shop.db")

    #expect(status == .failure)
    #expect(
      errors.text.hasPrefix(
        "The store could not be used: The catalogue could not be loaded into the store.\n"
          + "/gone/shop.db: unable to open\n"))
    #expect(!errors.text.contains("wish list"))
  }

  @Test func saysWhyNothingWasLoadedAsAnyCommandWould() throws {
    let status = try finish(loading: .failure(.decoding("bags.json: \"currency\" is missing")))

    #expect(status == .failure)
    #expect(output.text.isEmpty)
    #expect(errors.text.contains("bags.json: \"currency\" is missing"))
  }

  /// How `tasch store load bags.json --store sqlite:shop.db` with `options` ends once loading
  /// came to `shop` in the store `store` names.
  private func finish(
    _ options: [String] = [], loading shop: Result<ShopSummary, ShopError>,
    into store: String = "sqlite:shop.db", searchReadsEveryProduct: String? = nil
  ) throws -> TaschTerminal.ExitStatus {
    let parsed = commandLine.parse(
      ["store", "load", "bags.json", "--store", "sqlite:shop.db"] + options)
    guard case .loadCatalogue(let load) = parsed else { throw LoadNotParsed() }
    return commandLine.finish(
      load,
      CatalogueLoadOutcome(
        shop: shop, store: store, searchReadsEveryProduct: searchReadsEveryProduct))
  }

  /// The shop `tasch` in dollars, loaded with `productCount` products.
  private static func tasch(productCount: Int) -> Result<ShopSummary, ShopError> {
    .success(ShopSummary(id: ShopID("tasch"), currency: .usd, productCount: productCount))
  }

  private struct LoadNotParsed: Error {}
}
