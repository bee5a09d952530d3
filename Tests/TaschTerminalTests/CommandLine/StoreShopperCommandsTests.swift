import Foundation
import Tasch
import TaschComposition
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch store shopper add|list|revoke`: the shoppers' tokens of a database store, made,
/// listed and revoked as shop commands; on the JSON files, a usage error.
@MainActor
@Suite struct StoreShopperCommandsTests {
  private let kept = InMemoryShopperTokenStore()
  private var tokens: ShopperTokens {
    ShopperTokens(store: kept, shop: Shopper.stub.shop, now: { .stub })
  }
  private var harness: CommandLineHarness {
    var harness = CommandLineHarness()
    harness.shopperTokens = tokens
    return harness
  }
  private let store = ["--store", "sqlite:shop.db"]

  // MARK: - add

  @Test func addPrintsTheTokenAloneOnItsLineAndSaysOnceOnStandardErrorWhatItIsFor() async throws {
    let result = await harness.run(["store", "shopper", "add", "bob"] + store)

    #expect(result.status == .success)
    let text = String(result.output.dropLast())
    #expect(result.output.hasSuffix("\n") && !text.contains("\n"))
    #expect(ShopperToken(text: text) != nil)
    let access = try await tokens.access(
      presenting: text, from: .stub(InMemoryShopStore(.stub([]))))
    #expect(access?.shopper.name == "bob")
    #expect(
      result.errors
        == "tasch: This token lets requests to tasch serve act for bob in the shop test: send it "
        + "as Authorization: Bearer TOKEN. It is shown only this once.\n")
  }

  @Test func addWritesTheTokenInItsDocumentWithJSON() async throws {
    let result = await harness.run(["store", "shopper", "add", "bob", "--json"] + store)

    let document =
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String]
    #expect(document?["shop"] == "test")
    #expect(document?["shopper"] == "bob")
    #expect(ShopperToken(text: document?["token"] ?? "") != nil)
    #expect(result.errors.isEmpty)
  }

  @Test func addRefusesAShopperWhoHoldsATokenAndKeepsTheirs() async throws {
    let first = try #require(try await tokens.issue(to: "bob"))

    let result = await harness.run(["store", "shopper", "add", "bob"] + store)
    let json = await harness.run(["store", "shopper", "add", "bob", "--json"] + store)

    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "tasch: bob holds a token in the shop test already.\nRevoke it first with tasch "
        + "store shopper revoke bob, then add bob again.\n")
    #expect(json.status == .failure)
    #expect(json.output.contains(#""code": "token-held""#))
    #expect(json.output.contains(#""recovery": "Revoke it first with"#))
    #expect(try kept.holder(of: first, in: Shopper.stub.shop) == "bob")
  }

  @Test func theSpacesAroundTheNameAreNotPartOfItSoTheShopperIsTheOneAListShows() async throws {
    let first = try #require(try await tokens.issue(to: "bob"))

    let again = await harness.run(["store", "shopper", "add", " bob "] + store)
    let revoked = await harness.run(["store", "shopper", "revoke", "bob  "] + store)

    #expect(again.status == .failure)
    #expect(again.errors.hasPrefix("tasch: bob holds a token in the shop test already"))
    #expect(revoked.status == .success)
    #expect(try kept.holder(of: first, in: Shopper.stub.shop) == nil)
  }

  @Test(arguments: [
    (OutputFailure.failed(errno: ENOSPC), [String]()), (.failed(errno: EBADF), ["--json"]),
    (.readerGone, []),
  ])
  func addTakesBackATokenStandardOutputDidNotTakeSoItCanBeRunAgain(
    failure: OutputFailure, flags: [String]
  ) async throws {
    var failing = harness
    failing.outputFailure = failure

    let result = await failing.run(["store", "shopper", "add", "bob"] + flags + store)

    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix(
        "tasch: the token of bob could not be written to standard output, so it was taken back: "
          + "bob holds no token in the shop test; run the command again where its output can be "
          + "written\n"))
    #expect(!result.errors.contains("shown only this once"))
    #expect(try await tokens.holders().isEmpty)
    #expect(await harness.run(["store", "shopper", "add", "bob"] + store).status == .success)
  }

  @Test(arguments: [
    (["store", "shopper", "add"], "missing NAME"),
    (["store", "shopper", "add", ""], "NAME needs a name, and was given an empty one"),
    (
      ["store", "shopper", "add", "  "],
      "NAME needs a name, and was given only characters that show as nothing"
    ),
    (
      ["store", "shopper", "revoke", "a\u{1B}b"],
      "NAME must not hold a control character, such as a tab or an escape"
    ),
    (
      ["store", "shopper", "add", String(repeating: "a", count: 101)],
      "NAME takes a name of at most 100 characters"
    ),
    (["store", "shopper", "add", "ann", "bob"], "unexpected argument “bob”"),
    (["store", "shopper", "list", "ann"], "unexpected argument “ann”"),
    (["store", "shopper"], "missing add|list|revoke"),
    (["store", "shopper", "ad", "ann"], "unknown command “ad”; did you mean “add”?"),
    (
      ["store", "shopper", "add", "bob", "--user", "carl"],
      "store shopper takes no --user: add and revoke name their shopper as NAME"
    ),
    (["store", "shopper", "list", "--user", "carl"], "store shopper takes no --user"),
  ])
  func refusesWhatItCannotRun(arguments: [String], problem: String) async {
    let result = await harness.run(arguments + store)

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("tasch: " + problem), "\(result.errors)")
    #expect(kept.lookupCount == 0)
  }

  @Test(arguments: [["add", "ann"], ["list"], ["revoke", "ann"]])
  func onTheJSONFilesTokensAreAUsageErrorSayingTheyAreForDatabaseStores(arguments: [String])
    async throws
  {
    let result = await harness.run(["store", "shopper"] + arguments)
    let json = await harness.run(["store", "shopper"] + arguments + ["--json"])

    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "tasch: store shopper needs --store: tokens are for database stores; on the JSON files "
          + "tasch serve acts for the one local shopper and needs none\n"))
    #expect(json.status == .usage)
    #expect(json.output.contains(#""code": "usage""#))
    #expect(try kept.tokenHolders(in: Shopper.stub.shop).isEmpty)
  }

  // MARK: - list

  @Test func listShowsWhoHoldsATokenAndWhenItWasMadeNeverTheToken() async throws {
    let token = try #require(try await tokens.issue(to: "cleo"))
    _ = try await tokens.issue(to: "bob")

    let result = await harness.run(["store", "shopper", "list"] + store)

    #expect(result.status == .success)
    let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let made = Localization.english.dateTime(.stub)
    #expect(lines.count == 3)
    #expect(
      lines.first?.hasPrefix("Shopper") == true && lines.first?.hasSuffix("Token made") == true)
    #expect(
      lines.dropFirst().first?.hasPrefix("bob") == true
        && lines.dropFirst().first?.hasSuffix(made) == true)
    #expect(lines.last?.hasPrefix("cleo") == true)
    #expect(!result.output.contains(token.text))
  }

  @Test func listAsJSONNamesEachHolderWithTheMomentInUTC() async throws {
    _ = try await tokens.issue(to: "bob")

    let result = await harness.run(["store", "shopper", "list", "--json"] + store)

    #expect(
      result.output
        == """
        {
          "shop": "test",
          "shoppers": [
            {
              "madeAt": "2023-11-14T22:13:20.000Z",
              "name": "bob"
            }
          ]
        }

        """)
  }

  @Test func listSaysWhenNobodyHoldsAToken() async {
    let result = await harness.run(["store", "shopper", "list"] + store)
    let german = await harness.run(["store", "shopper", "list", "--locale", "de_DE"] + store)

    #expect(result.status == .success)
    #expect(result.output == "No shopper of the shop test holds a token.\n")
    #expect(german.output == "Niemand im Shop test hat ein Token.\n")
  }

  // MARK: - revoke

  @Test func revokeSaysTheTokenIsRevokedAndThenActsForNobody() async throws {
    let token = try #require(try await tokens.issue(to: "bob"))

    let result = await harness.run(["store", "shopper", "revoke", "bob"] + store)
    let again = await harness.run(["store", "shopper", "revoke", "bob", "--json"] + store)

    #expect(result.status == .success)
    #expect(
      result.output
        == "Revoked the token of bob in the shop test: tasch serve refuses the requests that "
        + "bear it from now on.\n")
    #expect(try kept.holder(of: token, in: Shopper.stub.shop) == nil)
    #expect(again.status == .failure)
    #expect(again.output.contains(#""code": "no-token""#))
    #expect(again.output.contains(#""message": "bob holds no token in the shop test.""#))
    #expect(
      again.output.contains(#""recovery": "See who holds one with tasch store shopper list.""#))
  }

  /// A name that shows as another is never given a token, but one given it before such names
  /// were refused can still be taken back by naming it.
  @Test func aNameWithAZeroWidthSpaceGetsNoTokenButOneItHoldsIsRevoked() async throws {
    let name = "a\u{200B}nn"
    let token = try #require(ShopperToken(text: String(repeating: "A", count: 43)))
    _ = try kept.keep(token, for: Shopper(shop: Shopper.stub.shop, name: name), madeAt: .stub)

    let add = await harness.run(["store", "shopper", "add", name] + store)
    let revoke = await harness.run(["store", "shopper", "revoke", name] + store)

    #expect(add.status == .usage)
    #expect(
      add.errors.hasPrefix("tasch: NAME must not hold a character that shows as nothing"),
      "\(add.errors)")
    #expect(revoke.status == .success, "\(revoke.errors)")
    #expect(try kept.holder(of: token, in: Shopper.stub.shop) == nil)
  }

  @Test func revokeAsJSONNamesTheShopperAndTheShop() async throws {
    _ = try await tokens.issue(to: "bob")

    let result = await harness.run(["store", "shopper", "revoke", "bob", "--json"] + store)

    #expect(result.output == "{\n  \"revoked\": \"bob\",\n  \"shop\": \"test\"\n}\n")
  }

  // MARK: - Failures

  @Test func aStoreThatFailsIsReportedAsAnyCommandReportsIt() async {
    var harness = harness
    harness.shopperTokens = ShopperTokens(store: kept, shop: ShopID("gone"))

    let result = await harness.run(["store", "shopper", "list"] + store)

    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("no shop gone"))
  }
}
