import TaschJSON
import TaschPresentation

/// `tasch history`: the changes undo can take back, newest first, with those taken back.
struct HistoryCommand: ListCommand {
  static let definition = CommandDefinition(
    "history", abstract: .abstractHistory,
    examples: [
      .init("tasch history", .exampleHistory), .init("tasch history --json", .exampleHistoryJSON),
    ])

  @MainActor
  func presenter(in context: CommandContext) -> HistoryPresenter { context.scenes.history() }

  static func document(_ entries: [HistoryEntryViewModel]) -> JSONValue {
    ShopDocuments.history(entries)
  }

  static func table(_ entries: [HistoryEntryViewModel], in tables: ShopTables) -> TextTable {
    tables.history(entries)
  }
}

/// `tasch undo`: takes back the newest change to the wish list or ratings.
struct UndoCommand: HistoryStepCommand {
  static let definition = CommandDefinition(
    "undo", abstract: .abstractUndo,
    examples: [.init("tasch undo", .exampleUndo), .init("tasch undo --json", .exampleUndoJSON)])
  static let isUndo = true
}

/// `tasch redo`: puts back the change undo took back most recently.
struct RedoCommand: HistoryStepCommand {
  static let definition = CommandDefinition(
    "redo", abstract: .abstractRedo,
    examples: [.init("tasch redo", .exampleRedo), .init("tasch redo --json", .exampleRedoJSON)])
  static let isUndo = false
}

/// Undo or redo: one step through the history, said as text or JSON.
protocol HistoryStepCommand: PlainCommand {
  /// Whether the step takes back (undo) or puts back (redo).
  static var isUndo: Bool { get }
}

extension HistoryStepCommand {
  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.history()
    let outcome = await context.loading {
      Self.isUndo ? await presenter.undo() : await presenter.redo()
    }
    switch outcome {
    case .success(let step):
      if context.options.json {
        context.write(json: ShopDocuments.historyStep(step, key: Self.isUndo ? "undone" : "redone"))
      } else {
        context.write([[Span(step.message)]])
      }
      return .success
    case .failure(let error):
      return context.fail(error)
    }
  }
}
