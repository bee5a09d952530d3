import Tasch
import TaschPresentation

/// A subcommand that talks to the shop: one struct per command, with its definition, its
/// arguments checked when it is made, and `run`.
protocol ShopCommand: Sendable {
  /// Its name, abstract, arguments and options.
  static var definition: CommandDefinition { get }

  /// The command for `arguments`.
  ///
  /// - Throws: `UsageError` for arguments it cannot take.
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Checks what can only be checked against the console, before anything is done.
  ///
  /// - Throws: `UsageError` when the command cannot run here.
  func validate(for console: Console) throws(UsageError)

  /// Does what was asked, writing results and errors to the context's console.
  @MainActor func run(in context: CommandContext) async -> ExitStatus

  /// Whether its output on a terminal goes through the pager once it outgrows the screen: not
  /// for a command that asks a question there.
  static var pagesItsOutput: Bool { get }

  /// Whether the simulation asked for stands between it and the shop: not for a helper of the
  /// shell, which is no shop operation anyone means to try out.
  static var isSimulated: Bool { get }
}

extension ShopCommand {
  /// Most commands run anywhere.
  func validate(for console: Console) throws(UsageError) {}

  /// Most commands ask nothing, and page.
  static var pagesItsOutput: Bool { true }

  /// Most commands are what the simulation is for.
  static var isSimulated: Bool { true }
}

/// A subcommand that needs no shop, such as `help` and `completion`.
protocol LocalCommand: Sendable {
  /// Its name, abstract, arguments and options.
  static var definition: CommandDefinition { get }

  /// The command for `arguments`.
  ///
  /// - Throws: `UsageError` for arguments it cannot take.
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Does what was asked, reading what it needs of `environment` and of the config file, as
  /// text or, where `json` says `--json` asks for it, as a JSON document.
  ///
  /// - Throws: `UsageError` when what it was given turns out not to work.
  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?, json: Bool
  ) throws(UsageError) -> ExitStatus
}

/// A command that, named without a subcommand, runs its default one: `config` runs
/// `config show`, and `simulation` runs `simulation list`.
protocol RunsItsDefaultSubcommand: LocalCommand {
  /// The subcommand it runs.
  associatedtype DefaultSubcommand: LocalCommand

  /// The subcommand it runs, made from its command line.
  var defaultSubcommand: DefaultSubcommand { get }

  /// The command that runs `defaultSubcommand`.
  init(defaultSubcommand: DefaultSubcommand)
}

extension RunsItsDefaultSubcommand {
  /// The command for `arguments`, which name none of its subcommands: its default
  /// subcommand's.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    try Self.definition.expectNoSubcommand(arguments)
    self.init(defaultSubcommand: try DefaultSubcommand(arguments))
  }

  func run(
    console: Console, localization: Localization, environment: [String: String],
    config: ConfigFile?, json: Bool
  ) throws(UsageError) -> ExitStatus {
    try defaultSubcommand.run(
      console: console, localization: localization, environment: environment, config: config,
      json: json)
  }
}

extension ParsedArguments {
  /// The only positional argument, named `name` in help.
  ///
  /// - Throws: `UsageError` when it is missing or followed by more.
  func single(_ name: String) throws(UsageError) -> String {
    guard let first = positionals.first else { throw UsageError(.missingArgument(name)) }
    guard positionals.count == 1 else { throw UsageError(.unexpectedArgument(positionals[1])) }
    return first
  }

  /// The product the first positional argument, `ID`, identifies.
  ///
  /// - Throws: `UsageError` when it is missing or no product identifier.
  func productID() throws(UsageError) -> ProductID {
    guard let first = positionals.first else { throw UsageError(.missingArgument("ID")) }
    return try Self.productID(first)
  }

  /// The product the only positional argument, `ID`, identifies.
  ///
  /// - Throws: `UsageError` when it is missing, followed by more, or no product identifier.
  func onlyProductID() throws(UsageError) -> ProductID {
    try Self.productID(single("ID"))
  }

  /// The products the positional arguments, `ID...`, identify: one at least.
  ///
  /// - Throws: `UsageError` when there is none, or for the first that is no product identifier.
  func productIDs() throws(UsageError) -> [ProductID] {
    guard !positionals.isEmpty else { throw UsageError(.missingArgument("ID")) }
    return try positionals.map { (text) throws(UsageError) in try Self.productID(text) }
  }

  /// The product identifier typed as `text`.
  private static func productID(_ text: String) throws(UsageError) -> ProductID {
    guard let id = ProductID(parsing: text) else { throw UsageError(.badProductID(text)) }
    return id
  }

  /// Checks that there are no positional arguments.
  ///
  /// - Throws: `UsageError` for the first one.
  func expectNone() throws(UsageError) {
    if let first = positionals.first { throw UsageError(.unexpectedArgument(first)) }
  }
}
