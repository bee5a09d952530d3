import TaschPresentation

/// `tasch --json` without a command: both sections of the home summary in one document.
enum HomeJSON {
  @MainActor
  static func run(in context: CommandContext) async -> ExitStatus {
    let sections = await context.loading { await HomeSummary.load(services: context.services) }
    let seed = context.usesChance ? context.seed : nil
    let products: HomeDocument.Section<ProductsDocument> =
      switch sections.catalogue {
      case .content(let catalogue):
        .content(
          ProductsDocument(
            products: catalogue.rows.map(ProductDocument.init), total: catalogue.totalMatching))
      case .error(let error): .error(ErrorDocument(error, seed: seed))
      case .empty, .loading: .content(ProductsDocument(products: [], total: 0))
      }
    let wishList: HomeDocument.Section<CartDocument> =
      switch sections.wishList {
      case .content(let list): .content(CartDocument(list))
      case .error(let error): .error(ErrorDocument(error, seed: seed))
      case .empty(let message), .loading(let message):
        .error(ErrorDocument(code: "unavailable", message: message))
      }
    context.write(json: HomeDocument(products: products, wishlist: wishList))
    return sections.failures.isEmpty ? .success : .failure
  }
}
