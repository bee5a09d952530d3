import TaschPresentation

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
      return await InteractiveShop.run(simulation: context.connection.simulation, depth: depth)
    }
    let succeeded = await context.loading {
      await HomeSummary.run(console: context.console, rendering: context.rendering)
    }
    if !succeeded && context.connection.usesChance {
      context.complain(context.localization.text(.replaySeed, ["seed": String(context.seed)]))
    }
    return succeeded ? .success : .failure
  }
}
