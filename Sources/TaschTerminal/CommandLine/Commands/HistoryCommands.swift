import TaschPresentation

/// `tasch history`: the changes undo can take back, newest first, with those taken back.
struct HistoryCommand: ShopCommand {
  static let definition = CommandDefinition(
    "history", abstract: .abstractHistory,
    examples: [
      .init("tasch history", .exampleHistory), .init("tasch history --json", .exampleHistoryJSON),
    ])

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.history()
    await context.loading { await presenter.load() }
    return context.show(
      presenter.viewState, document: ShopDocuments.history,
      emptyDocument: ShopDocuments.history([]),
      text: { context.write(context.tables.history($0).lines(maximumWidth: context.width)) })
  }
}

/// `tasch undo`: takes back the newest change to the wish list or ratings.
struct UndoCommand: ShopCommand {
  static let definition = CommandDefinition(
    "undo", abstract: .abstractUndo,
    examples: [.init("tasch undo", .exampleUndo), .init("tasch undo --json", .exampleUndoJSON)])

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.history()
    return HistoryStepText.report(
      await context.loading { await presenter.undo() }, key: "undone", in: context)
  }
}

/// `tasch redo`: puts back the change undo took back most recently.
struct RedoCommand: ShopCommand {
  static let definition = CommandDefinition(
    "redo", abstract: .abstractRedo,
    examples: [.init("tasch redo", .exampleRedo), .init("tasch redo --json", .exampleRedoJSON)])

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.history()
    return HistoryStepText.report(
      await context.loading { await presenter.redo() }, key: "redone", in: context)
  }
}

/// What undo or redo did, as text or JSON.
enum HistoryStepText {
  @MainActor
  static func report(
    _ outcome: Result<HistoryStepViewModel, ErrorViewModel>, key: String,
    in context: CommandContext
  ) -> ExitStatus {
    switch outcome {
    case .success(let step):
      if context.options.json {
        context.write(json: ShopDocuments.historyStep(step, key: key))
      } else {
        context.write([[Span(step.message)]])
      }
      return .success
    case .failure(let error):
      return context.fail(error)
    }
  }
}
