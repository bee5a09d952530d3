import Foundation
import Tasch
import TaschSimulation

/// The simulations a user can pick by name: the built-in ones, and the user's own, one JSON file
/// per preset in a folder (`NAME.json`); a user's preset of a built-in's name replaces it.
///
/// A preset is looked up by reading its own file, if it has one, and no other: a file that is
/// not a preset stands in the way of no command but one that asks for it, or for the list.
public struct SimulationPresets: Sendable {
  /// The folder of the user's presets; `nil` when there is none.
  public let folder: String?

  /// The presets built in and those in `folder`.
  public init(folder: String?) {
    self.folder = folder
  }

  /// Every preset that can be used, and every file in the folder that is not a preset.
  public func listing() -> SimulationPresetListing {
    let (files, unlisted) = userFiles()
    var presets: [String: SimulationPresetDescription] = [:]
    for preset in SimulationPreset.builtIn where files[preset.name] == nil {
      presets[preset.name] = SimulationPresetDescription(preset, file: nil)
    }
    var problems = unlisted.map(\.problem)
    for (name, file) in files.sorted(by: { $0.key < $1.key }) {
      do throws(Failure) {
        if let reason = Self.unusableName(name) { throw .unusable(file: file, reason: reason) }
        presets[name] = SimulationPresetDescription(try Self.read(name, from: file), file: file)
      } catch {
        problems.append(error.problem)
      }
    }
    return SimulationPresetListing(
      presets: presets.values.sorted { $0.name < $1.name }, problems: problems)
  }

  /// The preset called `name` as a front shows it.
  ///
  /// - Throws: `Failure` when there is none, naming those there are, or when its file is not
  ///   a preset.
  public func description(of name: String) throws(Failure) -> SimulationPresetDescription {
    let (preset, file) = try lookUp(name)
    return SimulationPresetDescription(preset, file: file)
  }

  /// The preset called `name`.
  ///
  /// - Throws: `ConnectionProblem.usage` when there is none, naming those there are, or when
  ///   its file is not a preset.
  func named(_ name: String) throws(ConnectionProblem) -> SimulationPreset {
    do throws(Failure) {
      return try lookUp(name).preset
    } catch {
      throw .usage(error.problem)
    }
  }

  /// The preset called `name`, read from the user's file of that name, else built in; with
  /// its file.
  func lookUp(_ name: String) throws(Failure) -> (preset: SimulationPreset, file: String?) {
    let (files, unlisted) = userFiles()
    if let file = files[name] { return (try Self.read(name, from: file), file) }
    // A folder that cannot be listed, only searched, still gives a preset's own file: never
    // one a slash would find outside it, nor one of a name no list would show.
    if let folder, !unlisted.isEmpty, files.isEmpty, !name.contains("/"),
      Self.unusableName(name) == nil,
      FileManager.default.fileExists(atPath: folder + "/" + name + ".json")
    {
      let file = folder + "/" + name + ".json"
      return (try Self.read(name, from: file), file)
    }
    if let preset = SimulationPreset.builtIn(named: name) { return (preset, nil) }
    // Only the presets that can be used are offered: a file that is not one is no choice.
    throw .unknown(name, among: listing().presets.map(\.name))
  }

  /// Why a preset cannot be had.
  public enum Failure: Error, Hashable, Sendable {
    /// No preset has the name; the names of those that can be used.
    case unknown(String, among: [String])
    /// The file of its name is not a preset; why, in English.
    case unusable(file: String, reason: String)

    /// The problem in the settings that asked for it.
    public var problem: SettingsProblem {
      switch self {
      case .unknown(let name, let among): .unknownPreset(name, among: among)
      case .unusable(let file, let reason): .badPreset(file: file, reason: reason)
      }
    }
  }

  // MARK: - Files

  /// The user's preset files by name: every `NAME.json` in the folder, if it can be listed;
  /// and why the folder, or a file in it, is none the list can show.
  private func userFiles() -> (files: [String: String], unlisted: [Failure]) {
    guard let folder else { return ([:], []) }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      // No folder is no preset of the user's; one there that cannot be listed is said so.
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
        return ([:], [])
      }
      let reason = isFolder.boolValue ? "the folder cannot be listed" : "it is not a folder"
      return ([:], [.unusable(file: folder, reason: reason)])
    }
    var unlisted: [Failure] = []
    let files = entries.filter { $0.hasSuffix(".json") && $0.count > 5 }.compactMap {
      entry -> (String, String)? in
      // A name that is not UTF-8 reads with a replacement character, a file that is not there.
      guard !entry.unicodeScalars.contains("\u{FFFD}") else {
        unlisted.append(.unusable(file: folder + "/" + entry, reason: "its name is not UTF-8"))
        return nil
      }
      return (String(entry.dropLast(5)), folder + "/" + entry)
    }
    // Two names Swift reads as one (`é` written in one code point or two) are two files to
    // the system: the one first in byte order is the preset, whatever order the folder lists.
    let byName = Dictionary(files) { one, other in
      one.utf8.lexicographicallyPrecedes(other.utf8) ? one : other
    }
    return (byName, unlisted)
  }

  /// Why `name` can name no preset, as `--simulation` reads names; `nil` when it can.
  ///
  /// `--simulation` takes a name without the white space around it, and refuses one holding
  /// a control character or one that shows as nothing: a file so named is no choice.
  private static func unusableName(_ name: String) -> String? {
    // Compared as Swift compares names, as the presets are found: `é` in one code point or
    // two is one name.
    if ShopRules.canonicalName(name) != name {
      return "its name has white space around it, which no name given to --simulation has"
    }
    guard ShopRules.isUnlistable(name) else { return nil }
    return "its name holds a control character, or one that shows as nothing, which no name "
      + "given to --simulation may"
  }

  /// The preset called `name` that `file` holds.
  private static func read(_ name: String, from file: String) throws(Failure) -> SimulationPreset {
    guard let text = String(validating: try contents(of: file), as: UTF8.self) else {
      throw .unusable(file: file, reason: "it is not UTF-8 text")
    }
    do throws(SimulationPresetError) {
      return try SimulationPreset(name: name, json: text)
    } catch {
      throw .unusable(file: file, reason: error.description)
    }
  }

  /// What the regular file at `file` holds: a preset is a few hundred bytes.
  private static func contents(of file: String) throws(Failure) -> [UInt8] {
    do throws(SettingsFile.Problem) {
      return try SettingsFile.bytes(at: file, limit: 1 << 20)
    } catch {
      throw .unusable(file: file, reason: error.description)
    }
  }
}

/// The presets there are, as `tasch simulation list` shows them: those that can be used, and
/// why each file that cannot be is not a preset.
public struct SimulationPresetListing: Hashable, Sendable {
  /// Every preset that can be used, in name order.
  public let presets: [SimulationPresetDescription]
  /// Each file in the folder that is not a preset, in name order, as `.badPreset` naming it
  /// and why.
  public let problems: [SettingsProblem]
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

  /// `preset`, read from `file`.
  init(_ preset: SimulationPreset, file: String?) {
    name = preset.name
    summary = preset.summary
    latency = preset.latencySpec
    fail = preset.failSpec
    seed = preset.seed
    self.file = file
  }
}
