import Foundation
import Glibc
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch simulation list` and `show`: the presets built in and the user's; a file that is not
/// a preset is named, with why, where it is listed or asked for, and stands in no other's way.
@MainActor
@Suite struct SimulationCommandsTests {
  private let home = ConfigHome()
  private var harness: CommandLineHarness { home.harness }

  /// Puts a named pipe where the user's preset `name` would be; its path.
  private func makePipe(as name: String) throws -> String {
    let path = try home.writePreset("", as: name)
    try FileManager.default.removeItem(atPath: path)
    try #require(mkfifo(path, 0o600) == 0)
    return path
  }

  @Test func theListHoldsThePresetsThatCanBeUsedAndNamesEachFileThatCannot() async throws {
    let mine = try home.writePreset(#"{"summary": "Mine.", "fail": "cart=once"}"#, as: "mine")
    let broken = try home.writePreset(#"{"summary": 5}"#, as: "broken")
    let pipe = try makePipe(as: "pipe")

    let result = await harness.run("simulation", "list")

    #expect(result.status == .usage)
    #expect(result.output.hasPrefix("checkout-trouble\n"))
    #expect(result.output.contains("\nflaky\n"))
    #expect(result.output.contains("\nmine  (\(mine))\n  Mine.\n  --fail cart=once\n"))
    #expect(!result.output.contains("broken") && !result.output.contains("pipe"))
    #expect(
      result.errors
        == """
        tasch: the simulation preset \(broken) cannot be used: "summary" must be a string such \
        as "Slow checkout", not the number 5
        tasch: the simulation preset \(pipe) cannot be used: it is not a regular file

        """)
  }

  @Test func aListOfPresetsThatCanAllBeUsedSucceeds() async throws {
    try home.writePreset(#"{"latency": "5s"}"#, as: "mine")
    try home.writePreset(#"{"fail": "cart=30%", "seed": 3}"#, as: "seeded")

    let result = await harness.run("simulation", "list")

    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("\n  --latency 5s\n"))
    #expect(result.output.contains("\n  --fail cart=30% --seed 3\n"), "the seed, as show has it")
  }

  @Test func showReadsThePresetAskedForAlone() async throws {
    let pipe = try makePipe(as: "pipe")

    let flaky = await harness.run("simulation", "show", "flaky")
    let refused = await harness.run("simulation", "show", "pipe")

    #expect(flaky.status == .success)
    #expect(flaky.output.hasPrefix("flaky\n"))
    #expect(refused.status == .usage)
    #expect(
      refused.errors
        == "tasch: the simulation preset \(pipe) cannot be used: it is not a regular file\n"
        + "Mend \(pipe), or move it out of the way.\n")
  }

  // MARK: - JSON

  /// The output, the test's own folder written as `$XDG_CONFIG_HOME`.
  private func shown(_ result: CommandLineHarness.Result) -> String {
    result.output.replacingOccurrences(of: home.path, with: "$XDG_CONFIG_HOME")
  }

  @Test func theListAsJSONHoldsEveryPresetAndEachFileThatIsNotOne() async throws {
    try home.writePreset(
      #"{"summary": "Mine.", "fail": "cart=once", "latency": "2s", "seed": 7}"#, as: "mine")
    try home.writePreset(#"{"summary": 5}"#, as: "broken")

    let result = await harness.run("simulation", "list", "--json")

    #expect(result.status == .usage)
    #expect(result.errors.isEmpty, "the document says it all")
    Golden.assert(shown(result), named: "cli-simulation-list.json")
  }

  @Test func showAsJSONIsThePresetAlone() async throws {
    let builtIn = await harness.run("simulation", "show", "flaky", "--json")
    let unknown = await harness.run("simulation", "show", "nope", "--json")

    #expect(builtIn.status == .success)
    Golden.assert(shown(builtIn), named: "cli-simulation-show.json")
    #expect(unknown.status == .usage)
    #expect(unknown.output.contains(#""code": "usage""#))
  }

  @Test(arguments: [("", "an empty one"), ("  ", "only characters that show as nothing")])
  func showOfABlankNameSaysTheNameIsEmptyOrBlank(name: String, given: String) async {
    let result = await harness.run("simulation", "show", name)

    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix("tasch: simulation show needs a name, and was given \(given)"))
  }

  @Test func simulationAloneListsAsJSONToo() async {
    let alone = await harness.run("simulation", "--json")
    let list = await harness.run("simulation", "list", "--json")

    #expect(alone.status == .success)
    #expect(alone.output == list.output)
    #expect(alone.output.contains(#""presets": ["#))
  }
}
