import TaschJSON
import TaschPresentation

/// `tasch orders`: the orders placed in this shop, newest first.
struct OrdersCommand: ListCommand {
  static let definition = CommandDefinition(
    "orders", abstract: .abstractOrders,
    examples: [
      .init("tasch orders", .exampleOrders), .init("tasch orders --json", .exampleOrdersJSON),
    ])

  @MainActor
  func presenter(in context: CommandContext) -> OrdersPresenter { context.scenes.orders() }

  static func document(_ orders: [OrderSummaryViewModel]) -> JSONValue {
    ShopDocuments.orders(orders)
  }

  static func table(_ orders: [OrderSummaryViewModel], in tables: ShopTables) -> TextTable {
    tables.orders(orders)
  }
}
