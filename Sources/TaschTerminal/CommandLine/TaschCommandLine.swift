import Tasch
import TaschPresentation

/// The command line: reads the arguments, runs the command they name, and says how it went.
///
/// Everything it needs from outside is passed in (arguments, environment, console, clock, the
/// composition root's backend), so a test runs it in-process exactly as a shell would.
public struct TaschCommandLine: Sendable {
  /// `tasch --version`.
  public static let version = "1.0.0"

  private let console: Console
  private let environment: [String: String]
  private let clock: any Clock<Duration>
  private let backend: any ShopBackend
  private let readLine: @Sendable @MainActor () -> String?
  private let makeSeed: @Sendable () -> UInt64

  /// A command line on `console`, reading `environment`, connecting through `backend`.
  ///
  /// - Parameters:
  ///   - console: the streams to write to and what they are.
  ///   - environment: the process's environment.
  ///   - clock: times the spinner.
  ///   - backend: connects to the shop the options describe.
  ///   - readLine: reads an answer the person typed.
  ///   - makeSeed: picks a seed when none is given.
  public init(
    console: Console, environment: [String: String], clock: any Clock<Duration>,
    backend: any ShopBackend, readLine: @escaping @Sendable @MainActor () -> String?,
    makeSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: 0...UInt64.max) }
  ) {
    self.console = console
    self.environment = environment
    self.clock = clock
    self.backend = backend
    self.readLine = readLine
    self.makeSeed = makeSeed
  }

  /// Runs the command line `arguments` (without the program's name).
  @MainActor
  public func run(_ arguments: [String]) async -> ExitStatus {
    let (path, rest) = CommandTree.locate(arguments)
    // Words first, so that even a usage error speaks the user's language.
    let localization = Localization(
      LocaleResolver.resolve(option: Self.localeOption(in: rest), environment: environment))
    let wantsJSON = rest.contains("--json")
    do throws(UsageError) {
      return try await run(path: path, rest: rest, localization: localization)
    } catch {
      // The usage to read is that of the command as far as it is known.
      let known =
        (0...path.count).reversed().map { Array(path.prefix($0)) }
        .first { $0.isEmpty || CommandTree.command(at: $0) != nil } ?? []
      let command = known.isEmpty ? nil : known.joined(separator: " ")
      return report(error.within(command), localization: localization, json: wantsJSON)
    }
  }

  @MainActor
  private func run(path: [String], rest: [String], localization: Localization)
    async throws(UsageError) -> ExitStatus
  {
    if !path.isEmpty, CommandTree.command(at: path) == nil {
      let candidates = CommandTree.commands.map(\.name)
      throw UsageError(
        .unknownCommand(path[0], suggestion: Suggestion.nearest(to: path[0], among: candidates)))
    }
    let command = CommandTree.command(at: path)
    let parsed = try ArgumentParser.parse(
      rest, options: GlobalOptions.definitions + (command?.options ?? []))
    if parsed.flag("version") {
      console.output.write("tasch \(Self.version)\n")
      return .success
    }
    if parsed.wantsHelp {
      console.output.write(
        Help.text(for: path, localization: localization, width: console.width ?? 80))
      return .success
    }
    if let local = try Self.localCommand(at: path, parsed) {
      return local.run(console: console, localization: localization)
    }
    let options = try GlobalOptions.resolve(parsed, environment: environment)
    let shopCommand = try Self.shopCommand(at: path, parsed)
    try shopCommand?.validate(for: console)
    guard let statePath = options.statePath else {
      console.errors.write(localization.text(.noStatePlace) + "\n")
      return .failure
    }
    let seed = options.seed ?? makeSeed()
    let connection = try backend.connect(
      ShopConfiguration(
        cataloguePath: options.cataloguePath, statePath: statePath,
        latencySpec: options.latencySpec, failSpec: options.failSpec, seed: seed))
    let services = ServiceLocator(
      localization: localization, theme: Theme(options.theme), dataLayer: connection.dataLayer)
    let context = CommandContext(
      console: console, services: services, options: options, usesChance: connection.usesChance,
      simulation: connection.simulation, seed: seed,
      spinner: Spinner(output: console.errors, isTerminal: console.errorsAreTerminal, clock: clock),
      readLine: readLine, environment: environment)
    return await ServiceLocator.$current.withValue(services) {
      guard let shopCommand else { return await HomeCommand().run(in: context) }
      return await shopCommand.run(in: context)
    }
  }

  private static func localCommand(at path: [String], _ parsed: ParsedArguments)
    throws(UsageError) -> (any LocalCommand)?
  {
    switch path {
    case ["help"]: try HelpCommand(parsed)
    case ["completion"]: try CompletionCommand(parsed)
    default: nil
    }
  }

  @MainActor
  private static func shopCommand(at path: [String], _ parsed: ParsedArguments)
    throws(UsageError) -> (any ShopCommand)?
  {
    switch path {
    case []:
      try parsed.expectNone()
      return nil
    case ["products"]: return try ProductsCommand(parsed)
    case ["product"]: return try ProductCommand(parsed)
    case ["wishlist"]: return try WishListCommand(parsed)
    case ["wishlist", "add"]: return try WishListAddCommand(parsed)
    case ["wishlist", "remove"]: return try WishListRemoveCommand(parsed)
    case ["rate"]: return try RateCommand(parsed)
    case ["cart"]: return try CartCommand(parsed)
    case ["checkout"]: return try CheckoutCommand(parsed)
    default: throw UsageError(.unknownCommand(path.joined(separator: " "), suggestion: nil))
    }
  }

  /// The value of `--locale` among `arguments`, if it is given and valid.
  private static func localeOption(in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument.hasPrefix("--locale=") {
        return LocaleResolver.normalized(String(argument.dropFirst(9)))
      }
      if argument == "--locale", index + 1 < arguments.count {
        return LocaleResolver.normalized(arguments[index + 1])
      }
    }
    return nil
  }

  /// Writes a usage error with where to read the usage, as text on standard error or as JSON.
  @MainActor
  private func report(_ error: UsageError, localization: Localization, json: Bool) -> ExitStatus {
    let message = UsageText.message(error, localization: localization)
    if json {
      console.output.write(JSONOutput.text(ErrorDocument(code: "usage", message: message)))
    } else {
      console.errors.write(
        "tasch: " + TextLayout.printable(message) + "\n"
          + UsageText.hint(error, localization: localization)
          + "\n")
    }
    return .usage
  }
}

/// `tasch` without a command: the interactive shop when a person is at a terminal, the home
/// summary anywhere else.
struct HomeCommand {
  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    if context.options.json {
      return await HomeJSON.run(in: context)
    }
    let console = context.console
    if console.inputIsTerminal && console.outputIsTerminal && context.environment["TERM"] != "dumb"
    {
      let depth = ColorSupport.depth(
        theme: context.options.theme, noColorFlag: context.options.noColor, isTerminal: true,
        environment: context.environment)
      return await InteractiveShop.run(
        services: context.services, simulation: context.simulation, depth: depth)
    }
    let succeeded = await context.loading {
      await HomeSummary.run(
        console: context.console, rendering: context.rendering, services: context.services)
    }
    if !succeeded && context.usesChance {
      context.complain(context.localization.text(.replaySeed, ["seed": String(context.seed)]))
    }
    return succeeded ? .success : .failure
  }
}
