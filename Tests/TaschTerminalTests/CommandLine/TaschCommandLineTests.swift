import Glibc
import Tasch
import TaschComposition
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// What the command line does around the commands: version, help, usage errors, the settings
/// the composition is handed, connection failures, the replay hint, escapes, output that
/// does not arrive.
@MainActor
@Suite struct TaschCommandLineTests {
  @Test func version() async {
    let harness = CommandLineHarness()

    let result = await harness.run("--version")

    #expect(result.status == .success)
    #expect(result.output == "tasch 2.0.0\n")
    #expect(harness.store.calls.isEmpty)
  }

  @Test func versionAsADocument() async {
    let result = await CommandLineHarness().run("--version", "--json")

    #expect(result.status == .success)
    #expect(result.output == "{\n  \"version\": \"2.0.0\"\n}\n")
  }

  /// Found by an attack: help and completion scripts took `--json` and wrote text, which a
  /// script asking for a document would fail to read, or read wrong.
  @Test(arguments: [
    (["help", "--json"], "help"), (["products", "--help", "--json"], "help"),
    (["--json", "-h"], "help"), (["completion", "bash", "--json"], "completion"),
  ])
  func textOnlyCommandsRefuseJSONWithADocumentSayingSo(arguments: [String], command: String)
    async
  {
    let result = await CommandLineHarness().run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.hasPrefix("{"))
    #expect(result.output.contains(#""code": "usage""#))
    #expect(
      result.output.contains(
        #""message": "\#(command) takes no --json: it writes text, not a JSON document""#))
  }

  // MARK: - Help

  @Test(arguments: [
    ([], "help-en.txt", "en_US"), (["products"], "help-products-en.txt", "en_US"),
    (["wishlist"], "help-wishlist-en.txt", "en_US"), ([], "help-de.txt", "de_DE"),
    (["checkout"], "help-checkout-de.txt", "de_DE"), (["rate"], "help-rate-ja.txt", "ja_JP"),
    (["completion"], "help-completion-fr.txt", "fr_FR"),
  ])
  func helpInEachForm(command: [String], golden: String, locale: String) async {
    var harness = CommandLineHarness()
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
    var harness = CommandLineHarness()
    harness.width = 60

    let result = await harness.run("--help")

    #expect(result.output.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 60 })
  }

  @Test(arguments: [
    (["help", "shop"], "tasch: unknown command “shop”\nRun “tasch --help” for usage.\n"),
    (
      ["help", "nonsense"],
      "tasch: unknown command “nonsense”\nRun “tasch --help” for usage.\n"
    ),
    (
      ["help", "prodcts"],
      "tasch: unknown command “prodcts”; did you mean “products”?\nRun “tasch --help” for usage.\n"
    ),
    (
      ["help", "wishlist", "ad"],
      "tasch: unknown command “ad”; did you mean “add”?\nRun “tasch wishlist --help” for usage.\n"
    ),
  ])
  func helpForAnUnknownCommandPointsAtTheUsageThatListsTheRightOnes(
    arguments: [String], errors: String
  ) async {
    let result = await CommandLineHarness().run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors == errors)
  }

  // MARK: - Usage errors

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
    (
      ["product", "-1"],
      "tasch: “-1” is not a product ID: IDs are whole numbers above 0\nRun “tasch product --help” for usage.\n"
    ),
    (
      ["checkout", "-x"],
      "tasch: unknown option “-x”\nRun “tasch checkout --help” for usage.\n"
    ),
  ])
  func usageErrorsExitTwoWithAHint(arguments: [String], errors: String) async {
    let result = await CommandLineHarness().run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors == errors)
  }

  @Test func usageErrorsSpeakTheUsersLanguage() async {
    var harness = CommandLineHarness()
    harness.environment["LANG"] = "ja_JP.UTF-8"

    let result = await harness.run("prodcts")

    #expect(
      result.errors == "tasch: 不明なコマンド「prodcts」; 「products」のことですか？\n使い方は「tasch --help」で表示されます。\n")
  }

  /// Before a command only global options come: a mistyped one is the mistake, not its value
  /// taken for a command (`--thme dark` is not the command "dark", nearest "cart").
  @Test(arguments: [
    ("en_US", "tasch: unknown option “--thme”; did you mean “--theme”?"),
    ("de_DE", "tasch: unbekannte Option „--thme“; meintest du „--theme“?"),
    (
      "fr_FR",
      "tasch: option inconnue «\u{A0}--thme\u{A0}»; vouliez-vous dire «\u{A0}--theme\u{A0}»\u{A0}?"
    ),
    ("es_ES", "tasch: opción desconocida «--thme»; ¿querías decir «--theme»?"),
    ("ja_JP", "tasch: 不明なオプション「--thme」; 「--theme」のことですか？"),
  ])
  func aMistypedOptionBeforeTheCommandIsSuggestedAsAnOption(locale: String, message: String)
    async
  {
    var harness = CommandLineHarness()
    harness.environment["LANG"] = locale

    let alone = await harness.run("--thme", "dark")
    let beforeACommand = await harness.run("--thme", "dark", "products")

    #expect(alone.status == .usage)
    #expect(alone.errors.hasPrefix(message + "\n"), "\(alone.errors)")
    #expect(beforeACommand.errors == alone.errors)
  }

  @Test func aGlobalOptionsValueBeforeAnUnknownCommandIsNoMistake() async {
    let result = await CommandLineHarness().run("--theme", "dark", "prodcts")

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("tasch: unknown command “prodcts”; did you mean “products”?"))
  }

  @Test func theLocaleOptionLocalizesItsOwnUsageErrors() async {
    #expect(
      await CommandLineHarness().run("--locale", "es_ES", "productos").errors.hasPrefix(
        "tasch: orden desconocida «productos»"))
  }

  /// The option trims the spaces around a locale; its refusals once read it untrimmed, found
  /// no locale, and spoke the system's language.
  @Test func aLocaleWithSpacesAroundItSpeaksItsLanguageInRefusalsAsInOutput() async {
    #expect(
      await CommandLineHarness().run("--locale", " es_ES ", "productos").errors.hasPrefix(
        "tasch: orden desconocida «productos»"))
    #expect(
      await CommandLineHarness().run("product", "42", "--locale", " de").errors.hasPrefix(
        "Nicht gefunden: Es gibt kein Produkt 42."))
  }

  @Test func withJSONAUsageErrorIsADocumentOnStandardOutput() async {
    let result = await CommandLineHarness().run("--json", "prodcts")

    #expect(result.status == .usage)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-error-usage.json")
  }

  /// `--json` as the value of an option before it asks for no document: the same command line
  /// answered in text when it worked and in JSON when another option was wrong.
  @Test(arguments: [
    ["products", "--search", "--json", "--limit", "x"], ["--locale", "--json", "prodcts"],
    ["wishlist", "add", "3", "--quantity", "--json"],
  ])
  func aJSONThatIsAnOptionsValueAsksForNoDocument(arguments: [String]) async {
    let result = await CommandLineHarness().run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("tasch: "))
  }

  /// After `--`, `--json` is an operand, refused as one in words, like any other.
  @Test func aJSONOperandAfterTheEndOfOptionsAsksForNoDocument() async {
    let result = await CommandLineHarness().run("products", "--", "--json")

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("tasch: "))
  }

  // MARK: - What the composition is handed

  @Test func optionsAndEnvironmentReachTheSettings() async throws {
    var harness = CommandLineHarness()
    harness.environment["TASCH_LATENCY"] = "1s"
    harness.environment["TASCH_STATE"] = "/env/state.json"
    harness.environment["TASCH_USER"] = "ann"
    harness.environment["XDG_CACHE_HOME"] = "/env/cache"

    let result = await harness.run(
      "cart", "--catalogue", "/c.json", "--fail", "cart=once", "--seed", "77", "--shop", "tasch",
      "--theme", "dark", "--locale", "de_DE")

    let settings = try #require(result.invocation?.settings)
    #expect(settings.store == .files(catalogue: "/c.json", state: "/env/state.json"))
    #expect(settings.latencySpec == "1s")
    #expect(settings.failSpec == "cart=once")
    #expect(settings.shop == "tasch")
    #expect(settings.user == "ann")
    #expect(settings.seed == 77)
    #expect(settings.theme == .dark)
    #expect(settings.localization.language == .german)
    #expect(settings.indexCache == "/env/cache/tasch")
  }

  @Test func withoutASeedOneIsPicked() async throws {
    let result = await CommandLineHarness().run("cart")

    #expect(result.invocation?.seed == 4_242)
    #expect(
      result.invocation?.options.store
        == .files(catalogue: nil, state: "/home/shopper/.local/share/tasch/state.json"))
  }

  @Test func aConnectionTheOptionsCannotMakeIsAUsageError() async {
    var harness = CommandLineHarness()
    harness.connectionProblem = .usage(
      .badSpec(.latency, reason: "\"800\" needs a unit: write a duration such as 800ms or 2s"))

    let result = await harness.run("cart", "--latency", "800")

    #expect(result.status == .usage)
    #expect(
      result.errors
        == "tasch: invalid --latency: \"800\" needs a unit: write a duration such as 800ms or 2s\nRun “tasch cart --help” for usage.\n"
    )
    #expect(harness.store.calls.isEmpty)
  }

  @Test(arguments: [false, true])
  func aShopThatCannotBeReachedFailsAsItsCommandWould(json: Bool) async {
    var harness = CommandLineHarness()
    harness.connectionProblem = .shop(.catalogueUnavailable("cannot read /c.json: no such file"))

    let result = await harness.run(["products"] + (json ? ["--json"] : []))

    #expect(result.status == .failure)
    if json {
      #expect(result.output.contains(#""code": "catalogue-unavailable""#))
      #expect(result.errors.isEmpty)
    } else {
      #expect(
        result.errors == """
          Catalogue unavailable: The catalogue could not be read.
          cannot read /c.json: no such file
          Check that the catalogue exists and can be read, or choose another one.

          """)
    }
  }

  @Test func aFailureByChanceNamesTheSeedToReplayIt() async {
    var harness = CommandLineHarness()
    harness.chanceSeed = 31
    harness.store.failNext(.cart, with: .simulated(.offline))
    harness.store.failNext(.cart, with: .simulated(.offline))

    let text = await harness.run("cart", "--seed", "31")
    let json = await harness.run("cart", "--seed", "31", "--json")

    #expect(text.status == .failure)
    #expect(text.errors.hasPrefix("Simulated failure: You are offline: "))
    #expect(
      text.errors.hasSuffix(
        "Failures were drawn by chance with seed 31: add --seed 31 to replay this run.\n"))
    #expect(json.output.contains(#""seed": 31"#))
  }

  /// A simulation that draws by chance for one operation does not make a real failure of
  /// another one look drawn: no seed replays it.
  @Test func aRealFailureWhileChanceIsInForceSaysNothingOfSeeds() async {
    var harness = CommandLineHarness()
    harness.chanceSeed = 3
    harness.store.failNext(.product, with: .notFound(ProductID(999)))
    harness.store.failNext(.product, with: .notFound(ProductID(999)))

    let text = await harness.run("product", "999", "--seed", "3")
    let json = await harness.run("product", "999", "--seed", "3", "--json")

    #expect(text.status == .failure)
    #expect(text.errors.hasPrefix("Not found: "))
    #expect(!text.errors.contains("seed"))
    #expect(json.output.contains(#""code": "not-found""#))
    #expect(!json.output.contains("seed"))
  }

  @Test func aFailureNotByChanceSaysNothingOfSeeds() async {
    let harness = CommandLineHarness()
    harness.store.failNext(.cart, with: .offline)

    #expect(!(await harness.run("cart").errors.contains("seed")))
  }

  // MARK: - Escapes

  @Test func noEscapeSequenceReachesAStreamThatIsNotATerminal() async {
    var harness = CommandLineHarness()
    harness.environment["COLORTERM"] = "truecolor"

    let result = await harness.run("products")

    #expect(!result.output.contains("\u{1B}"))
  }

  @Test func aTerminalGetsColourUnlessNoColorOrTheFlag() async {
    var harness = CommandLineHarness()
    harness.outputIsTerminal = true
    harness.environment["COLORTERM"] = "truecolor"

    #expect(await harness.run("products").output.contains("\u{1B}[38;2;"))
    #expect(!(await harness.run("products", "--no-color").output.contains("\u{1B}[38;2;")))
    harness.environment["NO_COLOR"] = "1"
    #expect(!(await harness.run("products").output.contains("\u{1B}[38;2;")))
  }

  @Test func forceColorColoursAPipe() async {
    var harness = CommandLineHarness()
    harness.environment["FORCE_COLOR"] = "3"

    #expect(await harness.run("products").output.contains("\u{1B}[38;2;"))
  }

  @Test(arguments: [["products"], ["product", "1"], ["cart"], ["wishlist", "add", "7"], []])
  func aDumbTerminalGetsNoEscapeAtAll(arguments: [String]) async {
    var harness = CommandLineHarness()
    harness.outputIsTerminal = true
    harness.errorsAreTerminal = true
    harness.environment["TERM"] = "dumb"
    harness.environment["COLORTERM"] = "truecolor"

    let result = await harness.run(arguments)

    #expect(!result.output.contains("\u{1B}"), "no colour, no bold")
    #expect(!result.errors.contains("\u{1B}"), "no spinner")
    #expect(!result.output.isEmpty)
  }

  @Test func controlCharactersInDataNeverReachTheTerminal() async {
    let evil = ShopProduct.stub(
      name: "Evil\u{1B}[2J\u{07}Bag", description: "line\u{1B}]0;title\u{07}")
    let result = await CommandLineHarness(Shelf.store(.stub([evil]), wishList: [])).run(
      "product", "1")

    #expect(!result.output.contains("\u{1B}"))
    #expect(!result.output.contains("\u{07}"))
    #expect(result.output.contains("Evil\u{FFFD}[2J\u{FFFD}Bag"))
  }

  // MARK: - Output that does not arrive

  @Test(arguments: [
    ["--version"], ["help"], ["completion", "fish"], ["products"], ["products", "--json"],
    ["product", "1"], ["cart"], [],
  ])
  func aResultThatDidNotArriveIsAnError(arguments: [String]) async {
    var harness = CommandLineHarness()
    harness.outputFailure = .failed(errno: ENOSPC)

    let result = await harness.run(arguments)

    #expect(result.status == .failure)
    #expect(result.errors == "tasch: cannot write to standard output: the disk is full\n")
  }

  @Test(arguments: [
    (["checkout", "--yes"], "Thank you! Order 1 is placed. Total $379.00"),
    (["checkout", "--yes", "--json"], "Thank you! Order 1 is placed. Total $379.00"),
    (["wishlist", "add", "2"], "Added Travol to your wish list."),
    (["wishlist", "remove", "1"], "Removed Carrier from your wish list."),
    (["rate", "1", "4"], "You rated Carrier ★★★★☆."),
    (["rate", "1", "4", "--json"], "You rated Carrier ★★★★☆."),
  ])
  func aChangeWhoseOutputDidNotArriveIsSaidToHaveBeenMadeSoThatItIsNotMadeAgain(
    arguments: [String], done: String
  ) async {
    var harness = CommandLineHarness(Shelf.store(wishList: [1, 7]))
    harness.outputFailure = .failed(errno: ENOSPC)

    let result = await harness.run(arguments)

    #expect(result.status == .failure)
    #expect(
      result.errors
        == "tasch: this was done all the same, though standard output did not take it: \(done)\n"
        + "tasch: cannot write to standard output: the disk is full\n")
  }

  @Test func anUndoWhoseOutputDidNotArriveIsSaidToHaveBeenMade() async {
    var harness = CommandLineHarness(Shelf.store(wishList: [1, 7]))
    _ = await harness.run("wishlist", "add", "2")
    harness.outputFailure = .failed(errno: ENOSPC)

    let result = await harness.run("undo")

    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix(
        "tasch: this was done all the same, though standard output did not take it: "))
    #expect(result.errors.contains("Travol"))
  }

  @Test func aChangeThatMadeNothingIsNotSaidToHaveBeenMade() async {
    var harness = CommandLineHarness(Shelf.store(wishList: [1, 7]))
    harness.outputFailure = .failed(errno: ENOSPC)

    let result = await harness.run("wishlist", "add", "99", "--json")

    #expect(result.status == .failure)
    #expect(!result.errors.contains("done all the same"))
  }

  @Test func aChangeWhoseReaderWentAwayIsNoError() async {
    var harness = CommandLineHarness(Shelf.store(wishList: [1, 7]))
    harness.outputFailure = .readerGone

    let result = await harness.run("checkout", "--yes")

    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
  }

  @Test func aFailedRunKeepsItsStatusAndSaysItsOutputWasLost() async {
    var harness = CommandLineHarness()
    harness.outputFailure = .failed(errno: EIO)

    let result = await harness.run("products", "--limit", "0", "--json")

    #expect(result.status == .usage)
    #expect(result.errors == "tasch: cannot write to standard output: Input/output error\n")
  }

  @Test func theFailureIsSaidInTheUsersLanguage() async {
    var harness = CommandLineHarness()
    harness.outputFailure = .failed(errno: EBADF)

    let result = await harness.run("--version", "--locale", "fr_FR")

    #expect(result.status == .failure)
    #expect(
      result.errors
        == "tasch: impossible d’écrire sur la sortie standard\u{A0}: elle n’est pas ouverte en "
        + "écriture\n")
  }

  @Test func aReaderThatWentAwayIsNoError() async {
    var harness = CommandLineHarness()
    harness.outputFailure = .readerGone

    let result = await harness.run("products")

    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
  }
}
