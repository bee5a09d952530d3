import Foundation
import TaschSimulation

/// The simulations a user can pick by name: the built-in ones, and the user's own, one JSON file
/// per preset in a folder (`NAME.json`); a user's preset of a built-in's name replaces it.
public struct SimulationPresets: Sendable {
  /// The folder of the user's presets; `nil` when there is none.
  public let folder: String?

  /// The presets built in and those in `folder`.
  public init(folder: String?) {
    self.folder = folder
  }

  /// Every preset, in name order, each with the file it was read from (`nil` when built in).
  ///
  /// - Throws: `ConnectionProblem.usage` naming the first file that is not a preset, and why.
  public func descriptions() throws(ConnectionProblem) -> [SimulationPresetDescription] {
    try all().map { preset, file in
      SimulationPresetDescription(
        name: preset.name, summary: preset.summary, latency: preset.latencySpec,
        fail: preset.failSpec, seed: preset.seed, file: file)
    }
  }

  /// The preset called `name`.
  ///
  /// - Throws: `ConnectionProblem.usage` when there is none, naming those there are, or when
  ///   its file is not a preset.
  func named(_ name: String) throws(ConnectionProblem) -> SimulationPreset {
    let presets = try all()
    guard let found = presets.first(where: { $0.preset.name == name }) else {
      throw .usage(.unknownPreset(name, among: presets.map(\.preset.name)))
    }
    return found.preset
  }

  /// Every preset, in name order, with its file.
  func all() throws(ConnectionProblem) -> [(preset: SimulationPreset, file: String?)] {
    var presets: [String: (preset: SimulationPreset, file: String?)] = [:]
    for preset in SimulationPreset.builtIn { presets[preset.name] = (preset, nil) }
    for (name, file) in userFiles() {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw .usage(.badPreset(file: file, reason: "it cannot be read"))
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw .usage(.badPreset(file: file, reason: "it is not UTF-8 text"))
      }
      do throws(SimulationPresetError) {
        presets[name] = (try SimulationPreset(name: name, json: text), file)
      } catch {
        throw .usage(.badPreset(file: file, reason: error.description))
      }
    }
    return presets.values.sorted { $0.preset.name < $1.preset.name }
  }

  /// The user's preset files by name: every `NAME.json` in the folder, if it can be listed.
  private func userFiles() -> [(name: String, file: String)] {
    guard let folder, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return [] }
    return entries.filter { $0.hasSuffix(".json") && $0.count > 5 }.sorted().map {
      (String($0.dropLast(5)), folder + "/" + $0)
    }
  }
}

/// A preset as a front shows it: its name, what it is for, its specs and seed, and where it
/// comes from.
public struct SimulationPresetDescription: Hashable, Sendable {
  /// The name `--simulation` takes.
  public let name: String
  /// What it simulates, in a sentence.
  public let summary: String?
  /// Its latency spec, as `--latency` takes it.
  public let latency: String?
  /// Its failure spec, as `--fail` takes it.
  public let fail: String?
  /// Its seed, when it keeps one.
  public let seed: UInt64?
  /// The file it was read from; `nil` when it is built in.
  public let file: String?
}
