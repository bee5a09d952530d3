import TaschJSON
import TaschPresentation

/// A command that shows what one presenter loads: it loads it with the spinner, then writes
/// what it shows (`CommandContext.show`).
///
/// A read command says only which presenter it loads and how its content looks.
protocol ReadCommand: ShopCommand {
  /// The presenter of what the command shows.
  associatedtype Presenter: ShopPresenter

  /// The presenter of what the command shows, ready to load.
  @MainActor func presenter(in context: CommandContext) -> Presenter

  /// Writes what `presenter` shows once loaded.
  ///
  /// - Returns: the exit status: `.failure` for an error.
  @MainActor func show(_ presenter: Presenter, in context: CommandContext) -> ExitStatus
}

extension ReadCommand {
  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = presenter(in: context)
    await context.loading { await presenter.load() }
    return show(presenter, in: context)
  }
}

/// A command that takes no arguments.
protocol PlainCommand: ShopCommand {
  /// The command.
  init()
}

extension PlainCommand {
  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    self.init()
  }
}

/// A read command that lists, as a table or as its `--json` document; an empty list says so
/// in words, and with `--json` is the document of none.
protocol ListCommand: ReadCommand, PlainCommand where Presenter.ViewModel == [Item] {
  /// What it lists.
  associatedtype Item: Sendable

  /// The `--json` document of `items`.
  static func document(_ items: [Item]) -> JSONValue

  /// The table of `items`, from the shop's `tables`.
  static func table(_ items: [Item], in tables: ShopTables) -> TextTable
}

extension ListCommand {
  @MainActor
  func show(_ presenter: Presenter, in context: CommandContext) -> ExitStatus {
    context.show(presenter.viewState, document: Self.document, emptyDocument: Self.document([])) {
      context.write(Self.table($0, in: context.tables).lines(maximumWidth: context.width))
    }
  }
}
