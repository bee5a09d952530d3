import TaschPresentation

/// `tasch` without a command: the interactive shop when a person is at a terminal, the home
/// summary anywhere else.
struct HomeCommand {
  /// Where the shop opens: a link's place, or (`nil`) where it was left last time.
  var route: Route?

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    if context.options.json {
      return await HomeJSON.run(in: context)
    }
    if Self.isInteractive(context) {
      let depth = ColorSupport.depth(
        theme: context.options.theme, noColorFlag: context.options.noColor, isTerminal: true,
        environment: context.environment)
      let places = ShopPlaceFile(
        environment: context.environment, shop: context.services.shop.shopper.shop)
      let start = route.map { ShopStart.route($0) } ?? places?.load().map { .place($0) }
      return await InteractiveShop.run(
        services: context.services, output: context.console.output,
        simulation: context.connection.simulation, keys: context.options.keys, depth: depth,
        start: start ?? .route(.home), places: places, reportsMouse: context.options.mouse)
    }
    let failures = await context.loading {
      await HomeSummary.run(
        context.services, console: context.console, rendering: context.rendering)
    }
    if failures.contains(where: \.isSimulated), let seed = context.connection.chanceSeed {
      context.complain(context.localization.text(.replaySeed, ["seed": String(seed)]))
    }
    return failures.isEmpty ? .success : .failure
  }

  /// Whether a person is at a terminal to shop on: both ends are terminals that show escapes,
  /// and no JSON was asked for.
  @MainActor
  static func isInteractive(_ context: CommandContext) -> Bool {
    isInteractive(
      console: context.console, json: context.options.json, environment: context.environment)
  }

  /// Whether a person is at `console` to shop on, as `isInteractive(_:)` says.
  static func isInteractive(console: Console, json: Bool, environment: [String: String]) -> Bool {
    !json && console.inputIsTerminal && console.outputIsTerminal && environment["TERM"] != "dumb"
  }
}
