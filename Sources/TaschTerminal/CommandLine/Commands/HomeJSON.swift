import TaschJSON
import TaschPresentation

/// `tasch --json` without a command: both sections of the home summary in one document.
enum HomeJSON {
  @MainActor
  static func run(in context: CommandContext) async -> ExitStatus {
    let sections = await context.loading { await HomeSummary.load(context.scenes) }
    let seed = context.connection.chanceSeed
    let products: JSONValue =
      switch sections.catalogue {
      case .content(let catalogue):
        ShopDocuments.products(catalogue.rows.formattedOnce, total: catalogue.totalMatching)
      case .error(let error): ShopDocuments.error(error, seed: seed)
      case .empty, .loading: ShopDocuments.products([], total: 0)
      }
    let wishList: JSONValue =
      switch sections.wishList {
      case .content(let list): ShopDocuments.cart(list)
      case .error(let error): ShopDocuments.error(error, seed: seed)
      case .empty(let message), .loading(let message):
        ShopDocuments.error(code: "unavailable", message: message)
      }
    context.write(json: .object(["products": products, "wishlist": wishList]))
    return sections.failures.isEmpty ? .success : .failure
  }
}
