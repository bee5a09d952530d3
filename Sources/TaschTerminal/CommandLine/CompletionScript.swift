import Foundation
import Tasch
import TaschPresentation

/// Completion scripts for bash, zsh and fish, written from the command definitions, so that
/// they complete exactly what the parser accepts: commands and their subcommands, options and
/// option values, the names of the simulation presets, which the scripts read from
/// `tasch simulation list`, and the product numbers of the shop, with their names, which the
/// scripts ask `tasch completion ids` for as they complete, passing it the options on the line
/// that pick the shop.
enum CompletionScript {
  /// The shells there are scripts for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// The operations of the simulation, for `--fail` and `--latency`.
  static let operations = ShopOperation.allCases.map(\.rawValue)

  /// The locales offered for `--locale`: the languages Tasch speaks, where most speak them.
  ///
  /// Any other locale identifier works too.
  static let locales = [
    "en_US", "en_GB", "en_AU", "en_CA", "en_IE", "en_IN", "en_NZ", "en_ZA", "de_DE", "de_AT",
    "de_CH", "fr_FR", "fr_BE", "fr_CA", "fr_CH", "es_ES", "es_MX", "es_AR", "es_CO", "es_US",
    "ja_JP",
  ]

  /// The script for `shell`, with descriptions in `localization`'s language where the shell
  /// shows them.
  static func text(for shell: Shell, localization: Localization = .english) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh(localization)
    case .fish: fish(localization)
    }
  }

  static var commands: [CommandDefinition] { CommandTree.visibleCommands }
  static var commandNames: [String] { commands.map(\.name) }
  /// The links `open` takes, as far as they can be written without knowing the shop.
  static var links: String { OpenCommand.linkForms.joined(separator: " ") }
  static var allOptions: [OptionDefinition] { GlobalOptions.definitions }

  /// Every command help and completion show, subcommands too, by the words that name it.
  static var commandPaths: [(path: [String], command: CommandDefinition)] {
    func paths(_ command: CommandDefinition, under parent: [String]) -> [(
      path: [String], command: CommandDefinition
    )] {
      let path = parent + [command.name]
      return [(path, command)] + command.visibleSubcommands.flatMap { paths($0, under: path) }
    }
    return commands.flatMap { paths($0, under: []) }
  }

  /// The commands that have subcommands, by the words that name them, with their
  /// subcommands' names: what `help` offers after each (`help wishlist` → `add set remove`).
  static var subcommandsByPath: [(path: String, subcommands: String)] {
    commandPaths.compactMap { path, command in
      let names = command.visibleSubcommands.map(\.name)
      return names.isEmpty
        ? nil : (path.joined(separator: " "), names.joined(separator: " "))
    }
  }

  /// Every option that takes a value, once each, though several commands share it.
  static var valuedOptions: [OptionDefinition] {
    var seen = Set<String>()
    return (allOptions + commandPaths.flatMap(\.command.options)).filter {
      $0.takesValue && seen.insert($0.name).inserted
    }
  }
  static var shopOptions: [OptionDefinition] { GlobalOptions.choosingTheShop }
  static var stars: String {
    Rating.allCases.map { String($0.stars) }.joined(separator: " ")
  }

  /// The values an option takes, for completion: its choices, the operations for specs, the
  /// locales for `--locale`.
  static func values(of option: OptionDefinition) -> [String] {
    if takesSpec(option) { return operations }
    return option.name == "locale" ? locales : option.choices
  }

  /// What a script does for `option`'s value: `path` for a path, `preset` for a preset's name,
  /// `none` for a value it cannot offer, else `listed` of its values, separated by blanks.
  static func valueAction(
    of option: OptionDefinition, path: String, preset: String, none: String,
    listed: (String) -> String
  ) -> String {
    if takesPath(option) { return path }
    if takesPreset(option) { return preset }
    let offered = values(of: option)
    return offered.isEmpty ? none : listed(offered.joined(separator: " "))
  }

  /// Whether `option`'s value is a spec of the simulation, whose rules start with an operation.
  static func takesSpec(_ option: OptionDefinition) -> Bool {
    [GlobalOptions.fail, GlobalOptions.latency].contains { $0.definition.name == option.name }
  }

  static func takesPath(_ option: OptionDefinition) -> Bool {
    option.valueName == "PATH"
  }

  /// Where the product numbers `command` takes come from.
  static func productNumbers(of command: CommandDefinition) -> CompletionIDsCommand.Source? {
    switch command.argumentKind {
    case .productOnSale: .catalogue
    case .productOnWishList: .wishlist
    case .file, .preset, nil: nil
    }
  }

  /// Whether `command` takes a file, such as the catalogue `store load` loads.
  static func takesFile(_ command: CommandDefinition) -> Bool {
    command.argumentKind == .file
  }

  /// Whether `command` takes the name of a simulation preset, which the scripts read from
  /// `tasch simulation list`, the user's presets among them.
  static func takesPresets(_ command: CommandDefinition) -> Bool {
    command.argumentKind == .preset
  }

  /// Whether `option`'s value is the name of a simulation preset.
  static func takesPreset(_ option: OptionDefinition) -> Bool {
    option.name == GlobalOptions.simulation.definition.name
  }
}
