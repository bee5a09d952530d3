import TaschPresentation

/// What a command is called, what it does and what it takes: the one description that the
/// parser, help and shell completion all read.
public struct CommandDefinition: Sendable {
  /// The command's word: `products`, or `add` under `wishlist`.
  public let name: String
  /// What it does, for help.
  public let abstract: TerminalText
  /// Its positional arguments as help shows them: `ID`, `ID STARS`, `ID...`.
  public let arguments: String
  /// Its own options; the global ones come on top.
  public let options: [OptionDefinition]
  /// Its subcommands, such as `add` and `remove` under `wishlist`.
  public let subcommands: [CommandDefinition]
  /// Two or three command lines that show what it does, for help.
  public let examples: [Example]
  /// Whether help and completion leave it out: a helper the completion scripts call.
  public let isHidden: Bool
  /// What its arguments name, for completion to offer; `nil` for anything else.
  public let argumentKind: ArgumentKind?

  /// What a command's arguments name, for completion to offer.
  public enum ArgumentKind: Sendable {
    /// Products the shop sells, by number.
    case productOnSale
    /// Products on the wish list, by number.
    case productOnWishList
    /// A file.
    case file
    /// A simulation preset, by name.
    case preset
  }

  /// A command.
  public init(
    _ name: String, abstract: TerminalText, arguments: String = "",
    options: [OptionDefinition] = [], subcommands: [CommandDefinition] = [],
    examples: [Example] = [], isHidden: Bool = false, argumentKind: ArgumentKind? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.examples = examples
    self.isHidden = isHidden
    self.argumentKind = argumentKind
  }

  /// A command typed as `commandLine` (`tasch wishlist set`), whose last word is its name, then
  /// `arguments`: each of its examples is that command line followed by the words given, and
  /// does what their explanation says.
  init(
    commandLine: String, abstract: TerminalText, arguments: String,
    argumentKind: ArgumentKind? = nil, options: [OptionDefinition] = [],
    examples: KeyValuePairs<String, TerminalText>
  ) {
    self.init(
      String(commandLine.split(separator: " ").last ?? ""), abstract: abstract,
      arguments: arguments, options: options,
      examples: examples.map { .init(commandLine + " " + $0.key, $0.value) },
      argumentKind: argumentKind)
  }

  /// A top-level command that takes nothing and prints as text or, with `--json`, as JSON: its
  /// examples are `tasch NAME` and `tasch NAME --json`.
  static func plain(
    _ name: String, abstract: TerminalText, example: TerminalText, jsonExample: TerminalText
  ) -> CommandDefinition {
    CommandDefinition(
      name, abstract: abstract, examples: .withJSON("tasch " + name, example, json: jsonExample))
  }

  /// The mistake of a command line that names this command but none of its subcommands: the
  /// subcommand is missing, or `parsed`'s first word is none of them (the nearest named).
  func missingSubcommand(_ parsed: ParsedArguments) -> UsageError {
    guard let first = parsed.positionals.first else {
      return UsageError(.missingArgument(subcommands.map(\.name).joined(separator: "|")))
    }
    return unknownSubcommand(first)
  }

  /// Checks that a command line naming this command alone, which does something of its own
  /// besides its subcommands, has no words after it.
  ///
  /// - Throws: `UsageError` for the first word, which is none of its subcommands (the nearest
  ///   named).
  func expectNoSubcommand(_ parsed: ParsedArguments) throws(UsageError) {
    if let first = parsed.positionals.first { throw unknownSubcommand(first) }
  }

  /// The mistake of `word` where a subcommand goes, the nearest subcommand named.
  private func unknownSubcommand(_ word: String) -> UsageError {
    UsageError(
      .unknownCommand(
        word, suggestion: Suggestion.nearest(to: word, among: subcommands.map(\.name))))
  }

  /// The subcommands help and completion show.
  public var visibleSubcommands: [CommandDefinition] {
    subcommands.filter { !$0.isHidden }
  }

  /// A command line as a person would type it, and what it does.
  public struct Example: Sendable {
    /// The command line: `tasch products --sort price --limit 5`.
    public let commandLine: String
    /// What it does.
    public let explanation: TerminalText

    /// An example of `commandLine`, which does what `explanation` says.
    public init(_ commandLine: String, _ explanation: TerminalText) {
      self.commandLine = commandLine
      self.explanation = explanation
    }
  }
}

extension [CommandDefinition.Example] {
  /// `commandLine`, which prints as text what `explanation` says, then the same with `--json`,
  /// which prints it as the JSON document `jsonExplanation` says.
  static func withJSON(
    _ commandLine: String, _ explanation: TerminalText, json jsonExplanation: TerminalText
  ) -> Self {
    [.init(commandLine, explanation), .init(commandLine + " --json", jsonExplanation)]
  }
}

/// Every command of `tasch`, in the order help lists them: the one list the parser, help and
/// completion read.
public enum CommandTree {
  /// The commands that use the shop, by the words that name them.
  private static let shopCommands: [(path: [String], type: any ShopCommand.Type)] = [
    (["products"], ProductsCommand.self), (["product"], ProductCommand.self),
    (["wishlist"], WishListCommand.self), (["wishlist", "add"], WishListAddCommand.self),
    (["wishlist", "set"], WishListSetCommand.self),
    (["wishlist", "remove"], WishListRemoveCommand.self), (["rate"], RateCommand.self),
    (["cart"], CartCommand.self), (["checkout"], CheckoutCommand.self),
    (["orders"], OrdersCommand.self), (["undo"], UndoCommand.self),
    (["redo"], RedoCommand.self), (["history"], HistoryCommand.self),
    (["completion", "ids"], CompletionIDsCommand.self), (["open"], OpenCommand.self),
    (["store", "shopper", "add"], StoreShopperAddCommand.self),
    (["store", "shopper", "list"], StoreShopperListCommand.self),
    (["store", "shopper", "revoke"], StoreShopperRevokeCommand.self),
  ]

  /// The commands that need no shop.
  private static let localCommands: [(path: [String], type: any LocalCommand.Type)] = [
    (["simulation"], SimulationCommand.self), (["simulation", "list"], SimulationListCommand.self),
    (["simulation", "show"], SimulationShowCommand.self),
    (["config"], ConfigCommand.self), (["config", "show"], ConfigShowCommand.self),
    (["help"], HelpCommand.self), (["completion"], CompletionCommand.self),
  ]

  /// The top-level commands.
  public static let commands: [CommandDefinition] =
    shopCommands.filter { $0.path.count == 1 }.map { $0.type.definition }
    + [StoreCommand.definition, ServeCommand.definition]
    + localCommands.filter { $0.path.count == 1 }.map { $0.type.definition }

  /// The top-level commands help and completion show.
  public static var visibleCommands: [CommandDefinition] {
    commands.filter { !$0.isHidden }
  }

  /// The command at `path` that needs no shop, made from `parsed`; `nil` for another command.
  static func localCommand(at path: [String], _ parsed: ParsedArguments)
    throws(UsageError) -> (any LocalCommand)?
  {
    guard let type = localCommands.first(where: { $0.path == path })?.type else { return nil }
    return try type.init(parsed)
  }

  /// The command at `path` that uses the shop, made from `parsed`; `nil` for `tasch` alone.
  static func shopCommand(at path: [String], _ parsed: ParsedArguments)
    throws(UsageError) -> (any ShopCommand)?
  {
    if path.isEmpty {
      try parsed.expectNone()
      return nil
    }
    guard let type = shopCommands.first(where: { $0.path == path })?.type else {
      throw UsageError(.unknownCommand(path.joined(separator: " "), suggestion: nil))
    }
    return try type.init(parsed)
  }

  /// The command at `path`, such as `["wishlist", "add"]`.
  public static func command(at path: [String]) -> CommandDefinition? {
    var candidates = commands
    var found: CommandDefinition?
    for word in path {
      guard let next = candidates.first(where: { $0.name == word }) else { return nil }
      found = next
      candidates = next.subcommands
    }
    return found
  }

  /// The command and subcommand words at the start of `arguments` (global options and their
  /// values skipped), the arguments without them, and the arguments before the command's first
  /// word: global options alone, since a command's own options come after it.
  static func locate(_ arguments: [String]) -> (
    path: [String], rest: [String], beforeCommand: [String]
  ) {
    var path: [String] = []
    var rest: [String] = []
    var candidates = commands.map(\.name)
    var subcommands: [CommandDefinition] = commands
    var index = arguments.startIndex
    var optionsEnded = false
    var beforeCommand: [String] = []
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if !optionsEnded && argument == "--" {
        optionsEnded = true
        rest.append(argument)
        continue
      }
      if !optionsEnded && argument.hasPrefix("-") && argument != "-" {
        rest.append(argument)
        // A global option's value is not a command word.
        let name = String(argument.drop { $0 == "-" })
        if GlobalOptions.definitions.contains(where: { $0.name == name && $0.takesValue }),
          index < arguments.endIndex
        {
          rest.append(arguments[index])
          index += 1
        }
        continue
      }
      if path.isEmpty || candidates.contains(argument) {
        if path.isEmpty { beforeCommand = rest }
        path.append(argument)
        subcommands = subcommands.first { $0.name == argument }?.subcommands ?? []
        candidates = subcommands.map(\.name)
        // Once the command takes arguments, the rest are its arguments.
        if candidates.isEmpty {
          rest += arguments[index...]
          break
        }
        continue
      }
      rest.append(argument)
    }
    return (path, rest, path.isEmpty ? rest : beforeCommand)
  }
}
