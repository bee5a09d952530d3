import Tasch
import TaschSimulation
import TaschTestSupport
import Testing

@testable import TaschComposition

/// The presets a user picks by name: the built-in ones and the user's own files, a file of a
/// built-in's name replacing it; a file that is not a preset is refused, naming it and why.
@Suite struct SimulationPresetsTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func withoutAFolderTheBuiltInOnesAreThere() throws {
    let names = try SimulationPresets(folder: nil).descriptions().map(\.name)

    #expect(names == SimulationPreset.builtIn.map(\.name).sorted())
    #expect(
      try SimulationPresets(folder: folder.path + "/none").descriptions().count == names.count)
  }

  @Test func theUsersOwnAreReadAndReplaceABuiltInOfTheirName() throws {
    let mine = try folder.write(
      #"{"summary": "Mine.", "fail": "cart=every:2:timeout"}"#, to: "mine.json")
    _ = try folder.write(#"{"latency": "5s"}"#, to: "offline.json")
    _ = try folder.write("not a preset", to: "notes.txt")

    let presets = try SimulationPresets(folder: folder.path).descriptions()

    let found = try #require(presets.first { $0.name == "mine" })
    #expect(found.summary == "Mine." && found.fail == "cart=every:2:timeout" && found.file == mine)
    let offline = try #require(presets.first { $0.name == "offline" })
    #expect(offline.latency == "5s" && offline.fail == nil)
    #expect(!presets.contains { $0.name == "notes" })
  }

  @Test func aFileThatIsNotAPresetIsRefusedNamingTheFileAndTheField() throws {
    let file = try folder.write(#"{"fail": "basket"}"#, to: "broken.json")

    #expect {
      try SimulationPresets(folder: folder.path).descriptions()
    } throws: { error in
      guard case .usage(.badPreset(let named, let reason)) = error as? ConnectionProblem else {
        return false
      }
      return named == file && reason.contains("fail") && reason.contains("basket")
    }
  }

  @Test func anUnknownNameIsRefusedNamingThoseThereAre() {
    #expect(
      throws: ConnectionProblem.usage(
        .unknownPreset("nope", among: SimulationPreset.builtIn.map(\.name).sorted()))
    ) {
      try SimulationPresets(folder: nil).named("nope")
    }
  }

  @Test func aPresetIsOverriddenPerOperationAndKeepsItsSeedUnlessOneIsAsked() throws {
    _ = try folder.write(
      #"{"latency": "300ms", "fail": "cart=once,checkout", "seed": 5}"#, to: "mine.json")
    var settings = ShopSettings(
      store: .files(catalogue: nil, state: "/s.json"), user: "ann", failSpec: "cart=always",
      seed: 9)
    settings.simulationPreset = "mine"
    settings.presetFolder = folder.path

    let simulation = try settings.simulation()

    #expect(simulation.failures[.cart] == FailureRule(trigger: .always))
    #expect(simulation.failures[.checkout] == FailureRule(trigger: .always))
    #expect(simulation.latency(of: .product) == Latency(milliseconds: 300))
    #expect(simulation.seed == 5)
    settings.seedIsGiven = true
    #expect(try settings.simulation().seed == 9)
  }
}
