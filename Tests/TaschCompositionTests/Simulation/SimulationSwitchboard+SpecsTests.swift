import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschSimulation
import TaschTestSupport
import Testing

@testable import TaschComposition

/// The simulation in the words of the options, as the HTTP API reads and changes it: specs in
/// force, specs put in force whole, the start again, and one request's scenario of its own.
@Suite struct SimulationSwitchboardSpecsTests {

  private func switchboard(_ settings: SimulationSettings) -> SimulationSwitchboard {
    SimulationSwitchboardTests.switchboard(settings)
  }

  /// Whether reading the catalogue through `store` fails.
  private func catalogueFails(_ store: any ShopStore) async -> Bool {
    do throws(ShopError) {
      _ = try await store.read(.catalogue, for: .stub) { $0.shop }
      return false
    } catch {
      return true
    }
  }

  @Test func theSpecsInForceAreWrittenAsTheOptionsTakeThem() async {
    let board = switchboard(
      SimulationSettings(
        latencies: [.cart: Latency(milliseconds: 300)],
        failures: [.checkout: FailureRule(trigger: .firstCalls(2), kind: .outOfStock)], seed: 9))

    #expect(
      await board.specs()
        == SimulationSpecs(latency: "cart=300ms", fail: "checkout=2x:out-of-stock", seed: 9))
  }

  @Test func specsPutInForceReplaceTheWholeSimulationAndKeepTheSeedUnlessGiven() async throws {
    let board = switchboard(
      SimulationSettings(
        latencies: [.cart: Latency(milliseconds: 300)],
        failures: [.orders: FailureRule(trigger: .always)], seed: 9))

    let answer = try await board.replace(with: SimulationSpecs(fail: "catalogue=once:timeout"))

    #expect(answer == SimulationSpecs(latency: nil, fail: "catalogue=once:timeout", seed: 9))
    #expect(
      await board.simulated.settings.failures == [
        .catalogue: FailureRule(trigger: .firstCalls(1), kind: .timeout)
      ])
    #expect(try await board.replace(with: SimulationSpecs(seed: 4)).seed == 4)
  }

  /// The seed sent back was once taken as no change, and the draws went on where they were.
  @Test func theSeedInForceSentBackReplaysItsDraws() async throws {
    let board = switchboard(SimulationSettings(seed: 42))
    _ = try await board.replace(with: SimulationSpecs(fail: "catalogue=50%", seed: 42))
    /// Whether each of twelve reads of the catalogue fails.
    let draws = {
      var failed: [Bool] = []
      for _ in 0..<12 { failed.append(await catalogueFails(board.simulated)) }
      return failed
    }
    let first = await draws()

    _ = try await board.replace(with: SimulationSpecs(fail: "catalogue=50%"))
    let continued = await draws()
    _ = try await board.replace(with: SimulationSpecs(fail: "catalogue=50%", seed: 42))
    let replayed = await draws()

    #expect(continued != first)
    #expect(replayed == first)
  }

  /// The seed sent back replayed the draws, but not a rule counted by calls, whose count went
  /// on: `cart=once` failed no more.
  @Test func theSeedSentBackCountsEveryRuleAfresh() async throws {
    let board = switchboard(SimulationSettings(seed: 42))
    let specs = SimulationSpecs(fail: "catalogue=once", seed: 42)
    _ = try await board.replace(with: specs)
    let first = await catalogueFails(board.simulated)

    _ = try await board.replace(with: specs)
    let again = await catalogueFails(board.simulated)

    #expect(first && again)
  }

  @Test func aPresetIsLaidUnderTheSpecsGiven() async throws {
    let board = switchboard(SimulationSettings())

    let answer = try await board.replace(
      with: SimulationSpecs(preset: "offline", fail: "catalogue=once"))

    let failures = await board.simulated.settings.failures
    #expect(failures.count == ShopOperation.allCases.count)
    #expect(failures[.catalogue] == FailureRule(trigger: .firstCalls(1)))
    #expect(answer.fail?.hasPrefix("catalogue=once,product") == true)
  }

  @Test(arguments: [
    (SimulationSpecs(fail: "catalogue=sometimes"), "fail"),
    (SimulationSpecs(latency: "fast"), "latency"),
    (SimulationSpecs(preset: "stormy"), "preset"),
  ])
  func specsThatAreNotOnesAreRefusedNamingThePartAndChangeNothing(
    specs: SimulationSpecs, field: String
  ) async {
    let before = SimulationSettings(failures: [.cart: FailureRule(trigger: .always)], seed: 3)
    let board = switchboard(before)

    await #expect {
      _ = try await board.replace(with: specs)
    } throws: { error in
      (error as? SimulationSpecRefusal)?.field == field
    }
    #expect(await board.simulated.settings == before)
  }

  @Test func aPresetWhoseFileIsNoPresetIsRefusedNamingTheFileAndOthersAreNot() async throws {
    let folder = TemporaryFolder()
    let file = try folder.write(#"{"fail": "basket"}"#, to: "mine.json")
    var board = switchboard(SimulationSettings())
    board.presets = SimulationPresets(folder: folder.path)

    await #expect {
      _ = try await board.replace(with: SimulationSpecs(preset: "mine"))
    } throws: { error in
      guard let refusal = error as? SimulationSpecRefusal else { return false }
      return refusal.field == "preset"
        && refusal.reason.hasPrefix("the file \(file) cannot be used: \"fail\": ")
    }
    #expect(try await board.replace(with: SimulationSpecs(preset: "offline")).fail != nil)
  }

  @Test func restartGoesBackToTheSimulationTheShopStartedWith() async throws {
    let start = SimulationSettings(failures: [.catalogue: FailureRule(trigger: .firstCalls(1))])
    let board = switchboard(start)
    #expect(await catalogueFails(board.simulated))
    _ = try await board.replace(with: SimulationSpecs(latency: "2s"))

    let answer = await board.restart()

    #expect(answer == SimulationSpecs(fail: "catalogue=once", seed: 0))
    #expect(await catalogueFails(board.simulated), "the count starts again")
  }

  @Test func aScenarioCountsItsOwnCallsAndLeavesTheSimulationInForceAlone() async throws {
    let board = switchboard(
      SimulationSettings(failures: [.catalogue: FailureRule(trigger: .firstCalls(1))]))

    let scenario = try await board.scenario(SimulationSpecs(fail: "catalogue=2x", seed: 5))

    #expect(await catalogueFails(scenario.store))
    #expect(await catalogueFails(scenario.store))
    #expect(await !catalogueFails(scenario.store))
    #expect(scenario.chanceSeed == nil, "no chance at play")
    #expect(await catalogueFails(board.simulated), "the server's own once is still to come")
    #expect(
      await board.simulated.settings.failures == [.catalogue: FailureRule(trigger: .firstCalls(1))])
  }

  @Test func aScenarioOfChanceNamesItsSeed() async throws {
    let board = switchboard(SimulationSettings())

    let scenario = try await board.scenario(SimulationSpecs(fail: "catalogue=50%", seed: 42))

    #expect(scenario.chanceSeed == 42)
  }
}
