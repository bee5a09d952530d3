import TaschComposition
import TaschPresentation

/// `tasch orders`: the orders placed in this shop, newest first.
struct OrdersCommand: ListCommand {
  static let definition = CommandDefinition.plain(
    "orders", abstract: .abstractOrders, example: .exampleOrders, jsonExample: .exampleOrdersJSON)
  typealias Presenter = OrdersPresenter
  static let listing = Listing(
    scene: Scenes.orders, document: ShopDocuments.orders, table: ShopTables.orders)
}
