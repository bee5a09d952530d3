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
    switch presenter.viewState {
    case .content(let orders):
      if context.options.json {
        context.write(json: ShopDocuments.orders(orders))
      } else {
        context.write(context.tables.orders(orders).lines(maximumWidth: context.width))
      }
      return .success
    case .empty(let message):
      if context.options.json {
        context.write(json: ShopDocuments.orders([]))
      } else {
        context.write([[Span(message, context.theme.style(.discreteText))]])
      }
      return .success
    case .error(let error):
      return context.fail(error)
    case .loading:
      return .failure
    }
  }
}
