import Foundation
import TaschTestSupport
import Testing

/// Injected failures through the binary; latency through the real composition root with a
/// recording clock, so no test waits for real.
@Suite struct SimulationEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [
    ("catalogue:offline", ["products"], "You are offline: The shop could not be reached.\n"),
    (
      "catalogue:timeout", ["products"],
      "The shop is not answering: The shop took too long to answer.\n"
    ),
    // Without the detail a real failure has, which a simulated one would make up in English.
    ("catalogue:decoding", ["products"], "Unreadable data: The shop's data could not be read.\n"),
    ("product:not-found", ["product", "1"], "Not found: What was asked for was not found.\n"),
  ])
  func eachKindOfFailureReadsAsTheRealOneTitledAsSimulated(
    failure: String, command: [String], message: String
  ) throws {
    let result = try sandbox.run(command + ["--fail", failure])

    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("Simulated failure: " + message))
    #expect(
      result.errors.hasSuffix(
        "The simulation injected this failure on purpose; turn it off to reach the shop.\n"))
  }

  @Test func aSimulatedFailureSpeaksTheUsersLanguage() throws {
    let result = try sandbox.run(
      ["product", "3", "--fail", "product:not-found"], environment: ["LANG": "de_DE.UTF-8"])

    #expect(result.errors.hasPrefix("Simulierter Fehler: Nicht gefunden: "))
  }

  @Test func onceFailsTheOneChangeOfACommandSoNothingIsAdded() throws {
    let result = try sandbox.run(["wishlist", "add", "4", "5", "--fail", "wishlist.add=once"])
    let retried = try sandbox.run(["wishlist", "add", "4", "5"])

    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("Simulated failure: You are offline"))
    #expect(result.errors.components(separatedBy: "You are offline").count == 2, "said once")
    #expect(retried.output.hasPrefix("Added "), "the failed command had added nothing")
  }

  @Test func theEnvironmentSetsFailuresAndTheFlagWins() throws {
    let fromEnvironment = try sandbox.run(["cart"], environment: ["TASCH_FAIL": "cart:timeout"])
    let flagWins = try sandbox.run(["cart", "--fail", "rate"], environment: ["TASCH_FAIL": "cart"])

    #expect(fromEnvironment.status == 1)
    #expect(fromEnvironment.errors.hasPrefix("Simulated failure: The shop is not answering"))
    #expect(flagWins.status == 0)
  }

  @Test func chanceFollowsTheSeedAndNamesIt() throws {
    var outcomes: [UInt64: Int32] = [:]
    for seed in UInt64(1)...12 {
      let first = try sandbox.run(["product", "1", "--fail", "product=50%", "--seed", String(seed)])
      let again = try sandbox.run(["product", "1", "--fail", "product=50%", "--seed", String(seed)])
      #expect(first.status == again.status, "seed \(seed) replays")
      #expect(first.output == again.output)
      if first.status == 1 {
        #expect(
          first.errors.hasSuffix("with seed \(seed): add --seed \(seed) to replay this run.\n"))
      }
      outcomes[seed] = first.status
    }
    #expect(Set(outcomes.values) == [0, 1], "some seeds fail and some do not")
  }

  @Test(arguments: [
    (
      ["--latency", "800"],
      "tasch: invalid --latency: \"800\" needs a unit: write a duration such as 800ms or 2s"
    ),
    (
      ["--latency", "1h"],
      "tasch: invalid --latency: \"1h\": h is not a unit tasch takes; use ms or s, such as 800ms or 2s"
    ),
    (
      ["--fail", "basket"],
      "tasch: invalid --fail: \"basket\" is not an operation; the operations are catalogue, product, wishlist, wishlist.add, wishlist.remove, rate, cart, checkout, orders, history, undo, redo"
    ),
    (["--fail", "cart=often"], "tasch: invalid --fail: \"often\" is not a failure rule"),
    (["--seed", "soon"], "tasch: “soon” is not a seed"),
    (
      ["--fail", "cart:cart-changed"],
      "tasch: invalid --fail: \"cart:cart-changed\": cart-changed cannot happen to cart; it can "
        + "happen to checkout"
    ),
  ])
  func badSpecsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try sandbox.run(["cart"] + arguments)

    #expect(result.status == 2)
    #expect(result.errors.hasPrefix(message))
  }

  @Test func aSimulatedFailureIsTitledAsSuch() throws {
    let text = try sandbox.run(["orders", "--fail", "orders:timeout"])
    let json = try sandbox.run(["undo", "--fail", "undo", "--json"])

    #expect(text.status == 1)
    #expect(text.errors.hasPrefix("Simulated failure: The shop is not answering: "))
    #expect(json.status == 1)
    #expect(json.output.contains(#""code": "offline""#))
  }

  // MARK: - States, forced as the real ones come

  @Test func aRefusedOrderNamesTheCartsProductsWithTheRealCodeAndOrdersNothing() throws {
    // The default wish list holds Travol, out of stock for real: without it, the cart can be
    // ordered, and only the simulation stands in the way.
    _ = try sandbox.run(["wishlist", "remove", "2"])

    let text = try sandbox.run(["checkout", "--yes", "--fail", "checkout:out-of-stock"])
    let json = try sandbox.run(["checkout", "--yes", "--json", "--fail", "checkout:out-of-stock"])

    #expect(text.status == 1)
    #expect(
      text.errors.hasPrefix(
        "Simulated failure: Cannot order yet: These items cannot be ordered now: Carrier and "
          + "Urbanito.\n"))
    #expect(json.status == 1)
    #expect(json.output.contains(#""code": "out-of-stock""#))
    #expect((try sandbox.run(["orders", "--json"]).json()["orders"] as? [Any])?.isEmpty == true)
  }

  @Test func aChangedCartIsTheRealOne() throws {
    _ = try sandbox.run(["wishlist", "remove", "2"])

    let text = try sandbox.run(["checkout", "--yes", "--fail", "checkout:cart-changed"])
    let json = try sandbox.run(["checkout", "--yes", "--json", "--fail", "checkout:cart-changed"])

    #expect(text.status == 1)
    #expect(text.errors.hasPrefix("Your cart changed: "))
    #expect(json.output.contains(#""code": "cart-changed""#))
  }

  @Test func emptyReadsAndProductsNoLongerSoldAreTheRealShop() throws {
    let catalogue = try sandbox.run(["products", "--json", "--fail", "catalogue:empty"])
    let wishList = try sandbox.run(["wishlist", "--json", "--fail", "wishlist:empty"])
    let product = try sandbox.run(["product", "1", "--fail", "product:unavailable"])
    let cart = try sandbox.run(["cart", "--json", "--fail", "cart:unavailable"])

    #expect(catalogue.status == 1)
    #expect(catalogue.output.contains(#""code": "empty-catalogue""#))
    #expect(wishList.status == 0)
    #expect((try wishList.json()["items"] as? [Any])?.isEmpty == true)
    #expect(product.status == 1)
    #expect(product.errors.hasPrefix("Not found: There is no product 1.\n"))
    #expect(cart.status == 0)
    #expect(try cart.json()["unavailable"] as? [Int] == [1, 2, 3])
  }

  // MARK: - Latency, through the composition root

  @MainActor
  private func sleeps(_ arguments: [String], environment: [String: String] = [:]) async
    -> [Duration]
  {
    let clock = RecordingClock()
    let tasch = InProcessTasch(
      environment: sandbox.environment.merging(environment) { _, new in new }, clock: clock)
    let run = await tasch.run(arguments)
    #expect(run.status == 0, "\(arguments): \(run.errors)")
    return clock.sleeps
  }

  @Test @MainActor func latencyIsWaitedPerOperation() async {
    let spec = "catalogue=2s,cart=300ms,50ms"

    #expect(await sleeps(["products", "--latency", spec]) == [.seconds(2)])
    #expect(await sleeps(["cart", "--latency", spec]) == [.milliseconds(300)])
    #expect(await sleeps(["product", "1", "--latency", spec]) == [.milliseconds(50)])
    #expect(await sleeps(["wishlist", "add", "4", "--latency", spec]) == [.milliseconds(50)])
    #expect(await sleeps(["undo", "--latency", "undo=1s,20ms"]) == [.seconds(1)])
  }

  @Test @MainActor func latencyComesFromTheEnvironmentAndTheFlagWins() async {
    #expect(
      await sleeps(["cart"], environment: ["TASCH_LATENCY": "1.5s"]) == [.milliseconds(1_500)])
    #expect(
      await sleeps(["cart", "--latency", "10ms"], environment: ["TASCH_LATENCY": "1.5s"]) == [
        .milliseconds(10)
      ])
  }

  @Test @MainActor func completionReadsTheShopWithoutTheSimulation() async throws {
    let offline = ["TASCH_SIMULATION": "offline", "TASCH_FAIL": "catalogue,wishlist"]

    let waited = await sleeps(["completion", "ids", "catalogue", "--latency", "3s"])
    let failing = try sandbox.run(["completion", "ids", "wishlist"], environment: offline)

    #expect(waited.isEmpty)
    #expect(failing.status == 0)
    #expect(failing.output == "1\tCarrier\n2\tTravol\n3\tUrbanito\n")
    #expect(failing.errors.isEmpty)
  }

  @Test @MainActor func jitterFollowsTheSeed() async {
    let first = await sleeps(["products", "--latency", "800ms~200ms", "--seed", "5"])
    let again = await sleeps(["products", "--latency", "800ms~200ms", "--seed", "5"])

    #expect(first == again)
    #expect(first.count == 1)
    #expect((Duration.milliseconds(600)...Duration.milliseconds(1_000)).contains(first[0]))
  }

  @Test func aPresetIsPickedByNameFromTheOptionsOrTheEnvironment() throws {
    let byOption = try sandbox.run(["products", "--simulation", "offline"])
    let byVariable = try sandbox.run(["products"], environment: ["TASCH_SIMULATION": "offline"])

    for result in [byOption, byVariable] {
      #expect(result.status == 1)
      #expect(result.errors.hasPrefix("Simulated failure: You are offline"))
    }
    let overridden = try sandbox.run(
      ["products", "--simulation", "offline", "--fail", "catalogue=after:5"])
    #expect(overridden.status == 0)
  }

  @Test func aSpecTheReaderRefusesIsNamedAsWhereItCameFrom() throws {
    let config = sandbox.folder + "/config/tasch/config.json"
    try FileManager.default.createDirectory(
      atPath: sandbox.folder + "/config/tasch", withIntermediateDirectories: true)
    try #"{"latency": "1h"}"#.write(toFile: config, atomically: true, encoding: .utf8)
    let reason = #""1h": h is not a unit tasch takes; use ms or s, such as 800ms or 2s"#

    let fromFile = try sandbox.run(
      ["cart"], environment: ["XDG_CONFIG_HOME": sandbox.folder + "/config"])
    let fromVariable = try sandbox.run(["cart"], environment: ["TASCH_FAIL": "cart=for:1h"])

    #expect(fromFile.status == 2)
    #expect(
      fromFile.errors.hasPrefix(
        "tasch: the config file \(config) cannot be used: “latency”: \(reason)\n"))
    #expect(fromVariable.status == 2)
    #expect(
      fromVariable.errors.hasPrefix(
        "tasch: TASCH_FAIL: invalid --fail: \"1h\": h is not a unit tasch takes"))
  }

  @Test func theUsersPresetsAreListedAndAWrongOneIsAUsageErrorNamingItsFile() throws {
    let presets = sandbox.folder + "/config/tasch/simulations"
    try FileManager.default.createDirectory(atPath: presets, withIntermediateDirectories: true)
    try #"{"summary": "Checkout says no.", "fail": "checkout=always:out-of-stock"}"#.write(
      toFile: presets + "/sold-out.json", atomically: true, encoding: .utf8)
    let environment = ["XDG_CONFIG_HOME": sandbox.folder + "/config"]

    let list = try sandbox.run(["simulation", "list"], environment: environment)
    let show = try sandbox.run(["simulation", "show", "sold-out"], environment: environment)
    let unknown = try sandbox.run(["products", "--simulation", "nope"], environment: environment)
    try #"{"fail": "basket"}"#.write(
      toFile: presets + "/broken.json", atomically: true, encoding: .utf8)
    let broken = try sandbox.run(["simulation", "list"], environment: environment)
    let trimmed = try sandbox.run(["simulation", "show", " flaky "], environment: environment)
    let unknownBesideBroken = try sandbox.run(
      ["simulation", "show", "fla ky"], environment: environment)

    #expect(list.status == 0)
    #expect(list.output.contains("flaky\n"))
    #expect(list.output.contains("sold-out  (\(presets)/sold-out.json)\n  Checkout says no.\n"))
    #expect(show.output.contains("--fail checkout:out-of-stock\n"))
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("no simulation is called “nope”; the presets are: "))
    #expect(unknown.errors.contains("sold-out"))
    #expect(broken.status == 2)
    #expect(broken.output == list.output, "the presets that can be used are still listed")
    #expect(broken.errors.contains(presets + "/broken.json"))
    #expect(broken.errors.contains("basket"))
    // Read as `--simulation` reads it: without the white space around it.
    #expect(trimmed.status == 0 && trimmed.output.hasPrefix("flaky\n"), "\(trimmed.errors)")
    #expect(unknownBesideBroken.status == 2)
    #expect(unknownBesideBroken.errors.contains("no simulation is called “fla ky”"))
    #expect(!unknownBesideBroken.errors.contains("broken"), "only presets that can be used")
  }

  @Test func aPresetFileThatIsNoPresetStopsOnlyTheCommandsThatAskForIt() throws {
    let presets = sandbox.folder + "/config/tasch/simulations"
    try FileManager.default.createDirectory(atPath: presets, withIntermediateDirectories: true)
    try #"{"summary": 5}"#.write(
      toFile: presets + "/broken.json", atomically: true, encoding: .utf8)
    let environment = ["XDG_CONFIG_HOME": sandbox.folder + "/config"]

    let products = try sandbox.run(["products", "--limit", "1"], environment: environment)
    let builtIn = try sandbox.run(
      ["cart", "--simulation", "offline"], environment: environment)
    let asked = try sandbox.run(["cart", "--simulation", "broken"], environment: environment)

    #expect(products.status == 0)
    #expect(builtIn.status == 1)
    #expect(builtIn.errors.hasPrefix("Simulated failure: You are offline"))
    #expect(asked.status == 2)
    #expect(
      asked.errors.hasPrefix(
        "tasch: the simulation preset \(presets)/broken.json cannot be used: \"summary\" must be "
      ))
  }
}
