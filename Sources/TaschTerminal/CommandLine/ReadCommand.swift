import TaschComposition
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
///
/// A list command is its definition and its `listing`; it names its `Presenter` too, which
/// Swift does not infer from `listing`.
protocol ListCommand: ReadCommand, PlainCommand where Presenter.ViewModel == [Item] {
  /// What it lists.
  associatedtype Item: Sendable

  /// Where its list comes from and how it is written.
  static var listing: Listing<Presenter, Item> { get }
}

extension ListCommand {
  @MainActor
  func presenter(in context: CommandContext) -> Presenter {
    Self.listing.scene(context.scenes)()
  }

  @MainActor
  func show(_ presenter: Presenter, in context: CommandContext) -> ExitStatus {
    let listing = Self.listing
    return context.show(
      presenter.viewState, document: listing.document, emptyDocument: listing.document([])
    ) {
      context.write(listing.table(context.tables)($0).lines(maximumWidth: context.width))
    }
  }
}

/// A list command's list: the scene whose presenter loads it, its `--json` document, and its
/// table among the shop's tables.
struct Listing<Presenter: ShopPresenter, Item: Sendable>: Sendable
where Presenter.ViewModel == [Item] {
  /// The scene's method that makes the presenter: `Scenes.orders`.
  let scene: @MainActor @Sendable (Scenes) -> () -> Presenter
  /// The `--json` document of a list: `ShopDocuments.orders`.
  let document: @Sendable ([Item]) -> JSONValue
  /// The tables' method that makes the table of a list: `ShopTables.orders`.
  let table: @Sendable (ShopTables) -> ([Item]) -> TextTable
}
