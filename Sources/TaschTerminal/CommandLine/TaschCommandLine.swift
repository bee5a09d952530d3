import Glibc
import Tasch
import TaschComposition
import TaschPresentation

/// The command line: reads the arguments, runs the command they name, and says how it went.
///
/// It works in two steps so that `Composition`, which alone knows the stores, registers the
/// services in between: `parse(_:)` reads the arguments (and answers help, the version,
/// completion and usage errors itself), then `run(_:connection:)` runs a shop command with the
/// services registered. Everything it needs from outside is passed in, so a test runs
/// it in-process exactly as a shell would.
public struct TaschCommandLine: Sendable {
  /// `tasch --version`.
  public static let version = "2.0.0"

  let console: Console
  let environment: [String: String]
  private let clock: any Clock<Duration>
  private let readLine: @Sendable @MainActor () -> String?
  private let makeSeed: @Sendable () -> UInt64
  private let askBackground: @MainActor () -> TerminalBackground?
  let startPager: @Sendable (PagerCommand, [String: String]) -> (any PagerSink)?

  /// A command line on `console`, reading `environment`.
  ///
  /// - Parameters:
  ///   - console: the streams to write to and what they are.
  ///   - environment: the process's environment.
  ///   - clock: times the spinner.
  ///   - readLine: reads an answer the person typed.
  ///   - makeSeed: picks a seed when none is given.
  ///   - askBackground: asks the terminal for its background, for the `auto` theme of the
  ///     interactive shop.
  ///   - startPager: starts a pager with the environment, for long output on a terminal;
  ///     `nil` when it cannot be started.
  public init(
    console: Console, environment: [String: String], clock: any Clock<Duration>,
    readLine: @escaping @Sendable @MainActor () -> String?,
    makeSeed: @escaping @Sendable () -> UInt64 = SimulationSpecs.randomSeed,
    askBackground: @escaping @MainActor () -> TerminalBackground? = {
      TerminalBackgroundQuery.ask(input: STDIN_FILENO, output: STDOUT_FILENO)
    },
    startPager: @escaping @Sendable (PagerCommand, [String: String]) -> (any PagerSink)? = {
      PagerProcess.start($0, environment: $1)
    }
  ) {
    self.console = console
    self.environment = environment
    self.clock = clock
    self.readLine = readLine
    self.makeSeed = makeSeed
    self.askBackground = askBackground
    self.startPager = startPager
  }

  // MARK: - Reading

  /// Reads the command line `arguments` (without the program's name).
  ///
  /// Help, the version, completion scripts and usage errors are written at once.
  @MainActor
  public func parse(_ arguments: [String]) -> Invocation {
    let (path, rest, beforeCommand) = CommandTree.locate(arguments)
    var config: Result<ConfigFile?, UsageError>
    do throws(UsageError) {
      config = .success(try self.config(for: rest))
    } catch {
      config = .failure(error)
    }
    // Words first, so that even a usage error speaks the user's language.
    let localization = localization(for: rest, config: try? config.get())
    do throws(UsageError) {
      if !path.isEmpty, CommandTree.command(at: path) == nil {
        // Only global options come before a command: one mistyped there (`--thme dark`) had
        // its value taken for the command, and is the mistake to name.
        _ = try ArgumentParser.parse(beforeCommand, options: GlobalOptions.definitions)
      }
      return try parse(path: path, rest: rest, localization: localization, config: config)
    } catch {
      return .finished(
        report(
          usage: error.within(Self.knownCommand(in: path)),
          localization: localization, json: Self.asksForJSON(arguments)))
    }
  }

  /// Whether `arguments` ask for JSON: `--json` among the options, so that even a refusal of
  /// the command line is written as JSON; after `--`, or as the value of an option before it
  /// (`--search --json`), it is no option, and the answer that command line gets when it works
  /// is text.
  static func asksForJSON(_ arguments: [String]) -> Bool {
    let (path, rest, _) = CommandTree.locate(arguments)
    let options = GlobalOptions.definitions + (CommandTree.command(at: path)?.options ?? [])
    return ArgumentParser.gives(GlobalOptions.jsonFlag.definition, in: rest, options: options)
  }

  /// What `path` with `rest` asks for: an answer written at once (the version, help, a command
  /// that needs no shop), or what runs once the composition connects.
  ///
  /// The version, help and the completion scripts are answered whatever the config file holds:
  /// help is where a person reads how to mend one, and a shell loads its script at every
  /// start. Every other answer needs the file's settings, and so a file that can be read.
  @MainActor
  private func parse(
    path: [String], rest: [String], localization: Localization,
    config: Result<ConfigFile?, UsageError>
  ) throws(UsageError) -> Invocation {
    if !path.isEmpty, CommandTree.command(at: path) == nil {
      let candidates = CommandTree.commands.map(\.name)
      throw UsageError(
        .unknownCommand(path[0], suggestion: Suggestion.nearest(to: path[0], among: candidates)))
    }
    let command = CommandTree.command(at: path)
    let parsed = try ArgumentParser.parse(
      rest, options: GlobalOptions.definitions + (command?.options ?? []))
    let json = parsed.flag(GlobalOptions.jsonFlag)
    if parsed.flag(GlobalOptions.version) {
      console.output.write(
        json
          ? ShopDocuments.text(.object(["version": .string(Self.version)]))
          : "tasch \(Self.version)\n")
      return .finished(.success)
    }
    // A script that asks for a document is told there is none, not handed text to parse.
    if json, let textOnly = Self.textOnlyCommand(path: path, wantsHelp: parsed.wantsHelp) {
      throw UsageError(.noJSONForm(command: textOnly))
    }
    // Not `completion ids`, which offers the products of the shop the settings pick.
    let needsNoSettings =
      parsed.wantsHelp || path.first == HelpCommand.definition.name
      || path == [CompletionCommand.definition.name]
    let config = needsNoSettings ? (try? config.get()) ?? nil : try config.get()
    let pager = pager(
      GlobalOptions.pager(parsed, environment: environment, config: config), for: parsed)
    if parsed.wantsHelp {
      return .finished(
        paging(pager) { console in
          console.output.write(
            Help.text(for: path, localization: localization, width: console.width ?? 80))
          return .success
        })
    }
    if let local = try CommandTree.localCommand(at: path, parsed) {
      return .finished(
        try paging(pager) { console throws(UsageError) in
          try local.run(
            console: console, localization: localization, environment: environment,
            config: config, json: parsed.flag(GlobalOptions.jsonFlag))
        })
    }
    return try connectedInvocation(path: path, parsed, localization: localization, config: config)
  }

  /// The name of what `path` asks for when it writes text only, with no JSON form: help, or a
  /// completion script; `nil` for anything else.
  private static func textOnlyCommand(path: [String], wantsHelp: Bool) -> String? {
    if wantsHelp || path == [HelpCommand.definition.name] { return HelpCommand.definition.name }
    if path == [CompletionCommand.definition.name] { return CompletionCommand.definition.name }
    return nil
  }

  /// What `path` with `parsed` runs once the composition connects: a shop command, loading a
  /// catalogue into a store, or serving the shop; the options resolved and the command's
  /// arguments checked first.
  @MainActor
  private func connectedInvocation(
    path: [String], _ parsed: ParsedArguments, localization: Localization, config: ConfigFile?
  ) throws(UsageError) -> Invocation {
    var options = try GlobalOptions.resolve(parsed, environment: environment, config: config)
    // The shoppers' tokens are kept in the shop, as shop commands; the rest of `store` loads.
    let managesTokens = StoreShopperCommand.covers(path)
    if managesTokens { try StoreShopperCommand.check(path: path, parsed, options: options) }
    let isShopCommand =
      managesTokens
      || ![StoreCommand.definition.name, ServeCommand.definition.name].contains(path.first)
    let shopCommand = isShopCommand ? try CommandTree.shopCommand(at: path, parsed) : nil
    // A dumb terminal would print the query: it is asked only of a terminal that can answer.
    let opensTheShop =
      path.isEmpty && console.inputIsTerminal && console.outputIsTerminal
      && !["", "dumb"].contains(environment["TERM"] ?? "")
    options.theme = theme(options.theme, asking: opensTheShop)
    if path.first == StoreCommand.definition.name, !managesTokens {
      return .loadCatalogue(
        try CatalogueLoad(path: path, parsed, options: options, localization: localization))
    }
    if path.first == ServeCommand.definition.name {
      return .serve(
        try ServeInvocation(
          path: path, parsed,
          invocation: ShopInvocation(
            options: options, seed: options.seed ?? makeSeed(), localization: localization,
            path: path, command: nil)))
    }
    try shopCommand?.validate(for: console)
    return .shop(
      ShopInvocation(
        options: options, seed: options.seed ?? makeSeed(), localization: localization,
        path: path, command: shopCommand))
  }

  /// The theme `asked` for: `auto` is light or dark as the terminal's background is, asked of
  /// the terminal when the shop opens on it, else as `COLORFGBG` says, else dark.
  @MainActor
  private func theme(_ asked: Theme.Name, asking terminal: Bool) -> Theme.Name {
    guard asked == .auto else { return asked }
    let background =
      (terminal ? askBackground() : nil)
      ?? environment["COLORFGBG"].flatMap(TerminalBackground.fromColorFGBG) ?? .dark
    return background == .light ? .light : .dark
  }

  // MARK: - Running

  /// Runs `invocation` with the services `Composition` registered for it.
  @MainActor
  public func run(_ invocation: ShopInvocation, connection: ShopConnection) async -> ExitStatus {
    let services = ServiceLocator.current
    guard services.isRegistered else {
      console.errors.write("tasch: no services are registered; this is a bug in tasch\n")
      return .failure
    }
    return await paging(pager(for: invocation)) { console in
      let context = context(
        for: invocation, services: services, connection: connection, console: console)
      guard let command = invocation.command else { return await HomeCommand().run(in: context) }
      return await command.run(in: context)
    }
  }

  /// Says why `Composition` could not connect for `invocation`, as its command would: settings
  /// that cannot work as a usage error naming the option, variable or config file that gave
  /// them, a store that failed as the command's failure.
  @MainActor
  public func fail(_ invocation: ShopInvocation, _ problem: ConnectionProblem) -> ExitStatus {
    switch problem {
    case .usage(let settings):
      return report(
        usage: UsageError(settings: settings, origins: invocation.options.origins).within(
          Self.knownCommand(in: invocation.path)),
        localization: invocation.localization, json: invocation.options.json)
    case .shop(let error):
      return fail(invocation, showing: ErrorViewModel(error, localization: invocation.localization))
    }
  }

  /// Says `error`, met before any shop was reached, as `invocation`'s command would.
  @MainActor
  func fail(_ invocation: ShopInvocation, showing error: ErrorViewModel) -> ExitStatus {
    // No shop was reached, so none was registered: the words and looks asked for are enough.
    let services = ServiceLocator.current.replacing(
      localization: invocation.localization, theme: Theme(invocation.options.theme))
    return context(
      for: invocation, services: services,
      connection: ShopConnection(simulation: nil, chanceSeed: nil)
    ).fail(error)
  }

  @MainActor
  private func context(
    for invocation: ShopInvocation, services: ServiceLocator, connection: ShopConnection,
    console: Console? = nil
  ) -> CommandContext {
    let console = console ?? self.console
    return CommandContext(
      console: console, options: invocation.options, connection: connection,
      spinner: Spinner(
        output: console.errors,
        isTerminal: console.errorsAreTerminal && environment["TERM"] != "dumb", clock: clock),
      readLine: readLine, environment: environment, services: services)
  }

  // MARK: - Ending

  /// The status to exit with after a run of `arguments` that ended with `status`: a run whose
  /// output did not all arrive says so on standard error, and fails.
  public func concluded(_ status: ExitStatus, arguments: [String]) -> ExitStatus {
    console.concluded(
      status, localization: localization(for: arguments, config: try? config(for: arguments)))
  }

  // MARK: - Usage errors

  /// The command at the start of `path` as far as it is known, to show its usage.
  private static func knownCommand(in path: [String]) -> String? {
    let known =
      (0...path.count).reversed().map { Array(path.prefix($0)) }
      .first { $0.isEmpty || CommandTree.command(at: $0) != nil } ?? []
    return known.isEmpty ? nil : known.joined(separator: " ")
  }

  /// Writes a usage error with where to read the usage, as text on standard error or as JSON.
  @MainActor
  private func report(usage error: UsageError, localization: Localization, json: Bool)
    -> ExitStatus
  {
    let message = UsageText.message(error, localization: localization)
    if json {
      console.output.write(
        ShopDocuments.text(
          ShopDocuments.error(
            code: "usage", message: message,
            recovery: UsageText.hint(error, localization: localization))))
    } else {
      console.errors.write(
        "tasch: " + TextLayout.printable(message) + "\n"
          + TextLayout.printable(UsageText.hint(error, localization: localization)) + "\n")
    }
    return .usage
  }
}
