import TaschPresentation

/// `tasch orders`: the orders placed in this shop, newest first.
struct OrdersCommand: ShopCommand {
  static let definition = CommandDefinition(
    "orders", abstract: .abstractOrders,
    examples: [
      .init("tasch orders", .exampleOrders), .init("tasch orders --json", .exampleOrdersJSON),
    ])

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.orders()
    await context.loading { await presenter.load() }
    return context.show(
      presenter.viewState, document: ShopDocuments.orders,
      emptyDocument: ShopDocuments.orders([]),
      text: { context.write(context.tables.orders($0).lines(maximumWidth: context.width)) })
  }
}
