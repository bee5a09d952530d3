import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// What the command line does around the commands: version, help, usage errors, options
/// reaching the backend, the replay hint.
@MainActor
@Suite struct TaschCommandLineTests {
  private let spy = DataLayerSpy()

  @Test func version() async {
    let result = await CommandLineHarness(spy).run("--version")

    #expect(result.status == .success)
    #expect(result.output == "tasch 1.0.0\n")
  }

  @Test(arguments: [
    ([], "help-en.txt", "en_US"), (["products"], "help-products-en.txt", "en_US"),
    (["wishlist"], "help-wishlist-en.txt", "en_US"), ([], "help-de.txt", "de_DE"),
    (["checkout"], "help-checkout-de.txt", "de_DE"),
  ])
  func helpInEachForm(command: [String], golden: String, locale: String) async {
    var harness = CommandLineHarness(spy)
    harness.environment["LANG"] = locale

    let flag = await harness.run(command + ["--help"])
    let word = await harness.run(["help"] + command)
    let short = await harness.run(command + ["-h"])

    #expect(flag.status == .success)
    #expect(word.output == flag.output)
    #expect(short.output == flag.output)
    Golden.assert(flag.output, named: golden)
  }

  @Test func helpIsWrappedToTheTerminal() async {
    var harness = CommandLineHarness(spy)
    harness.width = 60

    let result = await harness.run("--help")

    #expect(result.output.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 60 })
  }

  @Test func helpForAnUnknownCommandIsAUsageError() async {
    let result = await CommandLineHarness(spy).run("help", "shop")

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("tasch: unknown command “shop”"))
  }

  @Test(arguments: [
    (
      ["prodcts"],
      "tasch: unknown command “prodcts”; did you mean “products”?\nRun “tasch --help” for usage.\n"
    ),
    (
      ["products", "--srot", "name"],
      "tasch: unknown option “--srot”; did you mean “--sort”?\nRun “tasch products --help” for usage.\n"
    ),
    (["--json=yes"], "tasch: --json takes no value\nRun “tasch --help” for usage.\n"),
    (["--locale"], "tasch: --locale needs a value\nRun “tasch --help” for usage.\n"),
    (["extra"], "tasch: unknown command “extra”\nRun “tasch --help” for usage.\n"),
  ])
  func usageErrorsExitTwoWithAHint(arguments: [String], errors: String) async {
    let result = await CommandLineHarness(spy).run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors == errors)
  }

  @Test func usageErrorsSpeakTheUsersLanguage() async {
    var harness = CommandLineHarness(spy)
    harness.environment["LANG"] = "ja_JP.UTF-8"

    let result = await harness.run("prodcts")

    #expect(
      result.errors == "tasch: 不明なコマンド「prodcts」; 「products」のことですか？\n使い方は「tasch --help」で表示されます。\n")
  }

  @Test func theLocaleOptionLocalizesItsOwnUsageErrors() async {
    #expect(
      await CommandLineHarness(spy).run("--locale", "es_ES", "productos").errors.hasPrefix(
        "tasch: orden desconocida «productos»"))
  }

  @Test func withJSONAUsageErrorIsADocumentOnStandardOutput() async {
    let result = await CommandLineHarness(spy).run("--json", "prodcts")

    #expect(result.status == .usage)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-error-usage.json")
  }

  @Test func optionsAndEnvironmentReachTheBackend() async throws {
    spy.answers.cart = .success(try .stub([]))
    var harness = CommandLineHarness(spy)
    harness.environment["TASCH_LATENCY"] = "1s"
    harness.environment["TASCH_STATE"] = "/env/state.json"

    _ = await harness.run("cart", "--catalogue", "/c.json", "--fail", "cart=once", "--seed", "77")

    #expect(
      harness.backend.asked == [
        ShopConfiguration(
          cataloguePath: "/c.json", statePath: "/env/state.json", latencySpec: "1s",
          failSpec: "cart=once", seed: 77)
      ])
  }

  @Test func withoutASeedOneIsPicked() async throws {
    spy.answers.cart = .success(try .stub([]))
    let harness = CommandLineHarness(spy)

    _ = await harness.run("cart")

    #expect(harness.backend.asked.first?.seed == 4_242)
    #expect(harness.backend.asked.first?.statePath == "/home/shopper/.local/share/tasch/state.json")
  }

  @Test func aSpecTheBackendRefusesIsAUsageError() async {
    let refusal = UsageError(
      .badSpec(
        option: "--latency", reason: "\"800\" needs a unit: write a duration such as 800ms or 2s"))
    let result = await CommandLineHarness(spy, refusal: refusal).run("cart", "--latency", "800")

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("tasch: invalid --latency: \"800\" needs a unit"))
  }

  @Test func aFailureByChanceNamesTheSeedToReplayIt() async {
    spy.answers.cart = .failure(.offline)

    let text = await CommandLineHarness(spy, usesChance: true).run("cart", "--seed", "31")
    let json = await CommandLineHarness(spy, usesChance: true).run("cart", "--seed", "31", "--json")

    #expect(text.status == .failure)
    #expect(
      text.errors.hasSuffix(
        "Failures were drawn by chance with seed 31: add --seed 31 to replay this run.\n"))
    #expect(json.output.contains("\"seed\" : 31"))
  }

  @Test func aFailureNotByChanceSaysNothingOfSeeds() async {
    spy.answers.cart = .failure(.offline)

    #expect(!(await CommandLineHarness(spy).run("cart").errors.contains("seed")))
  }

  @Test func withoutAPlaceForTheStateItSaysHowToGiveOne() async {
    var harness = CommandLineHarness(spy)
    harness.environment = [:]

    let result = await harness.run("cart")

    #expect(result.status == .failure)
    #expect(
      result.errors == "Set HOME, XDG_DATA_HOME or TASCH_STATE to say where to keep your state.\n")
  }

  @Test func noEscapeSequenceReachesAStreamThatIsNotATerminal() async throws {
    spy.answers.catalogue = .success(Shelf.catalogue)
    var harness = CommandLineHarness(spy)
    harness.environment["COLORTERM"] = "truecolor"

    let result = await harness.run("products")

    #expect(!result.output.contains("\u{1B}"))
  }

  @Test func aTerminalGetsColourUnlessNoColorOrTheFlag() async throws {
    spy.answers.catalogue = .success(Shelf.catalogue)
    var harness = CommandLineHarness(spy)
    harness.outputIsTerminal = true
    harness.environment["COLORTERM"] = "truecolor"

    #expect(await harness.run("products").output.contains("\u{1B}[38;2;"))
    #expect(!(await harness.run("products", "--no-color").output.contains("\u{1B}[38;2;")))
    harness.environment["NO_COLOR"] = "1"
    #expect(!(await harness.run("products").output.contains("\u{1B}[38;2;")))
  }

  @Test func forceColorColoursAPipe() async throws {
    spy.answers.catalogue = .success(Shelf.catalogue)
    var harness = CommandLineHarness(spy)
    harness.environment["FORCE_COLOR"] = "3"

    #expect(await harness.run("products").output.contains("\u{1B}[38;2;"))
  }

  @Test func controlCharactersInDataNeverReachTheTerminal() async throws {
    spy.answers.product = .success(
      .stub(name: "Evil\u{1B}[2J\u{07}Bag", description: "line\u{1B}]0;title\u{07}"))

    let result = await CommandLineHarness(spy).run("product", "1")

    #expect(!result.output.contains("\u{1B}"))
    #expect(!result.output.contains("\u{07}"))
    #expect(result.output.contains("Evil\u{FFFD}[2J\u{FFFD}Bag"))
  }
}
