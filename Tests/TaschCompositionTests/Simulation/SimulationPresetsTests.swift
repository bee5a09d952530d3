import Foundation
import Glibc
import Tasch
import TaschSimulation
import TaschTestSupport
import Testing

@testable import TaschComposition

/// The presets a user picks by name: the built-in ones and the user's own files, a file of a
/// built-in's name replacing it; a file that is not a preset is refused, naming it and why,
/// only when it is asked for or listed.
@Suite struct SimulationPresetsTests {
  private let folder = TemporaryFolder()

  @Test func withoutAFolderTheBuiltInOnesAreThere() throws {
    let listing = SimulationPresets(folder: nil).listing()

    #expect(listing.presets.map(\.name) == SimulationPreset.builtIn.map(\.name).sorted())
    #expect(listing.problems.isEmpty)
    #expect(SimulationPresets(folder: folder.path + "/none").listing() == listing)
  }

  @Test func theUsersOwnAreReadAndReplaceABuiltInOfTheirName() throws {
    let mine = try folder.write(
      #"{"summary": "Mine.", "fail": "cart=every:2:timeout"}"#, to: "mine.json")
    _ = try folder.write(#"{"latency": "5s"}"#, to: "offline.json")
    _ = try folder.write("not a preset", to: "notes.txt")

    let presets = SimulationPresets(folder: folder.path).listing().presets

    let found = try #require(presets.first { $0.name == "mine" })
    #expect(found.summary == "Mine." && found.fail == "cart=every:2:timeout" && found.file == mine)
    let offline = try #require(presets.first { $0.name == "offline" })
    #expect(offline.latency == "5s" && offline.fail == nil)
    #expect(!presets.contains { $0.name == "notes" })
  }

  @Test func aFileThatIsNotAPresetIsRefusedNamingTheFileAndTheField() throws {
    let file = try folder.write(#"{"fail": "basket"}"#, to: "broken.json")

    #expect {
      try SimulationPresets(folder: folder.path).named("broken")
    } throws: { error in
      guard case .usage(.badPreset(let named, let reason)) = error as? ConnectionProblem else {
        return false
      }
      return named == file && reason.contains("fail") && reason.contains("basket")
    }
  }

  /// Puts in the folder, as `name.json`, a file that is not a preset: of the kind `kind`.
  private func writeUnusable(_ kind: String, as name: String) throws -> String {
    let path = folder.file(name + ".json")
    switch kind {
    case "text": try folder.write(#"{"summary": 5}"#, to: name + ".json")
    case "link to nothing": try #require(symlink(folder.file("nowhere.json"), path) == 0)
    case "folder":
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    default: try #require(mkfifo(path, 0o600) == 0)
    }
    return path
  }

  @Test(arguments: [
    ("text", #""summary" must be a string such as "Slow checkout", not the number 5"#),
    ("link to nothing", "it is a symbolic link to a file that is not there"),
    ("folder", "it is not a regular file"),
    ("pipe", "it is not a regular file"),
  ])
  func aFileThatIsNotAPresetStandsInTheWayOfItselfAlone(kind: String, reason: String) throws {
    let file = try writeUnusable(kind, as: "broken")
    _ = try folder.write(#"{"latency": "5s"}"#, to: "mine.json")
    let presets = SimulationPresets(folder: folder.path)

    #expect(try presets.named("mine").latencySpec == "5s")
    #expect(try presets.named("flaky") == SimulationPreset.builtIn(named: "flaky"))
    #expect(throws: ConnectionProblem.usage(.badPreset(file: file, reason: reason))) {
      try presets.named("broken")
    }
  }

  @Test func aUsersFileOfABuiltInsNameIsTheOneAskedForEvenWhenItIsNoPreset() throws {
    let file = try writeUnusable("folder", as: "flaky")

    #expect(
      throws: ConnectionProblem.usage(.badPreset(file: file, reason: "it is not a regular file"))
    ) {
      try SimulationPresets(folder: folder.path).named("flaky")
    }
  }

  @Test func theListingHoldsThePresetsThatCanBeUsedAndSaysWhyEachOtherFileCannot() throws {
    let pipe = try writeUnusable("pipe", as: "a-pipe")
    let text = try writeUnusable("text", as: "flaky")
    _ = try folder.write(#"{"summary": "Mine."}"#, to: "mine.json")

    let listing = SimulationPresets(folder: folder.path).listing()

    let builtIn = SimulationPreset.builtIn.map(\.name).filter { $0 != "flaky" }
    #expect(listing.presets.map(\.name) == (builtIn + ["mine"]).sorted())
    #expect(
      listing.problems == [
        .badPreset(file: pipe, reason: "it is not a regular file"),
        .badPreset(
          file: text,
          reason: #""summary" must be a string such as "Slow checkout", not the number 5"#),
      ])
  }

  /// Found by attack: files that `--simulation` could never name were listed as presets that
  /// can be used, and a folder that could not be listed said nothing.
  @Test func aFileNoNameCanPickAndAFolderThatCannotBeListedAreSaidSo() throws {
    let spaced = try folder.write(#"{"summary": "Lead."}"#, to: " lead.json")
    let tabbed = try folder.write(#"{"summary": "Tab."}"#, to: "tab\tx.json")
    let notAFolder = try folder.write("", to: "plain")
    // A name whose bytes are not UTF-8: `x`, the byte 0xFF, `.json`.
    let bytes = Array((folder.path + "/x").utf8) + [0xFF] + Array(".json".utf8)
    let name = (bytes + [0]).map { CChar(bitPattern: $0) }
    let made = creat(name, 0o644)
    #expect(made >= 0)
    if made >= 0 { close(made) }

    let listing = SimulationPresets(folder: folder.path).listing()

    #expect(!listing.presets.contains { $0.name.hasSuffix("lead") || $0.name.hasPrefix("tab") })
    #expect(
      listing.problems.contains(
        .badPreset(
          file: spaced,
          reason: "its name has white space around it, which no name given to --simulation has")))
    #expect(listing.problems.contains { $0.isBadPreset(file: tabbed) })
    #expect(listing.problems.contains { $0.isBadPreset(file: folder.path + "/x\u{FFFD}.json") })
    #expect(
      SimulationPresets(folder: notAFolder).listing().problems == [
        .badPreset(file: notAFolder, reason: "it is not a folder")
      ])
  }

  @Test func anUnknownNameIsRefusedNamingThoseThereAre() {
    #expect(
      throws: ConnectionProblem.usage(
        .unknownPreset("nope", among: SimulationPreset.builtIn.map(\.name).sorted()))
    ) {
      try SimulationPresets(folder: nil).named("nope")
    }
  }

  /// A file that is not a preset is no choice: the names offered are those that can be used.
  @Test func anUnknownNameIsRefusedNamingOnlyThePresetsThatCanBeUsed() throws {
    _ = try writeUnusable("text", as: "bogus")
    _ = try folder.write(#"{"summary": "Mine."}"#, to: "mine.json")

    #expect(
      throws: ConnectionProblem.usage(
        .unknownPreset("nope", among: (SimulationPreset.builtIn.map(\.name) + ["mine"]).sorted()))
    ) {
      try SimulationPresets(folder: folder.path).named("nope")
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

extension SettingsProblem {
  /// Whether this is the refusal of the preset file `file`, for whatever reason.
  fileprivate func isBadPreset(file: String) -> Bool {
    if case .badPreset(file, _) = self { return true }
    return false
  }
}
