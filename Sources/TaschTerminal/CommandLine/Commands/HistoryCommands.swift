import TaschComposition
import TaschPresentation

/// `tasch history`: the changes undo can take back, newest first, with those taken back.
struct HistoryCommand: ListCommand {
  static let definition = CommandDefinition.plain(
    "history", abstract: .abstractHistory, example: .exampleHistory,
    jsonExample: .exampleHistoryJSON)
  typealias Presenter = HistoryPresenter
  static let listing = Listing(
    scene: Scenes.history, document: ShopDocuments.history, table: ShopTables.history)
}

/// `tasch undo`: takes back the newest change to the wish list or ratings.
struct UndoCommand: HistoryStepCommand {
  static let definition = CommandDefinition.plain(
    "undo", abstract: .abstractUndo, example: .exampleUndo, jsonExample: .exampleUndoJSON)
  static let step = HistoryStep.undo
}

/// `tasch redo`: puts back the change undo took back most recently.
struct RedoCommand: HistoryStepCommand {
  static let definition = CommandDefinition.plain(
    "redo", abstract: .abstractRedo, example: .exampleRedo, jsonExample: .exampleRedoJSON)
  static let step = HistoryStep.redo
}

/// Undo or redo: one step through the history, said as text or JSON.
protocol HistoryStepCommand: PlainCommand {
  /// The step it takes: back (undo) or forward again (redo).
  static var step: HistoryStep { get }
}

extension HistoryStepCommand {
  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.history()
    let outcome = await context.loading { await presenter.perform(Self.step) }
    switch outcome {
    case .success(let taken):
      if context.options.json {
        context.write(json: ShopDocuments.historyStep(taken, of: Self.step))
      } else {
        context.write([[Span(taken.message)]])
      }
      context.sayDone(taken.message)
      return .success
    case .failure(let error):
      return context.fail(error)
    }
  }
}
