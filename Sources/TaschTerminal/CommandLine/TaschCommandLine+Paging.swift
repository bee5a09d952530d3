import TaschPresentation

extension TaschCommandLine {
  /// The pager for the output of a command that needs no shop, read as `parsed`: help and
  /// the listings of `simulation`.
  func pager(_ command: String, for parsed: ParsedArguments) -> PagerCommand? {
    Paging.pager(
      command,
      for: Paging.Run(
        outputIsTerminal: console.outputIsTerminal, isDumbTerminal: environment["TERM"] == "dumb",
        json: parsed.flag(GlobalOptions.jsonFlag), opensTheShop: false, commandPages: true))
  }

  /// The pager for the output of the shop command `invocation`.
  func pager(for invocation: ShopInvocation) -> PagerCommand? {
    let opensTheShop =
      (invocation.path.isEmpty || invocation.path == [OpenCommand.definition.name])
      && HomeCommand.isInteractive(
        console: console, json: invocation.options.json, environment: environment)
    return Paging.pager(
      invocation.options.pager,
      for: Paging.Run(
        outputIsTerminal: console.outputIsTerminal, isDumbTerminal: environment["TERM"] == "dumb",
        json: invocation.options.json, opensTheShop: opensTheShop,
        commandPages: invocation.command.map { type(of: $0).pagesItsOutput } ?? true))
  }

  /// Runs `body` with the console, its output going through `pager` once it outgrows the
  /// screen, and waits until the person leaves the pager; the console as it is without a
  /// pager, or without a screen whose height is known.
  func paging<Result, Failure: Error>(
    _ pager: PagerCommand?, _ body: (Console) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let output = pagedOutput(pager) else { return try body(console) }
    defer { output.finish() }
    return try body(console.writing(to: output))
  }

  /// Runs `body` as `paging(_:_:)` does, for a command of the shop.
  @MainActor
  func paging<Result>(_ pager: PagerCommand?, _ body: @MainActor (Console) async -> Result)
    async -> Result
  {
    guard let output = pagedOutput(pager) else { return await body(console) }
    defer { output.finish() }
    return await body(console.writing(to: output))
  }

  private func pagedOutput(_ pager: PagerCommand?) -> PagedOutput? {
    guard let pager, let rows = console.height else { return nil }
    let (start, environment) = (startPager, environment)
    return PagedOutput(direct: console.output, rows: rows) { start(pager, environment) }
  }
}
