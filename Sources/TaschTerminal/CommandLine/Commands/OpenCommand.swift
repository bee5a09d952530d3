import Tasch
import TaschPresentation

/// `tasch open LINK`: the shop opened where a link leads; without a terminal, what the command
/// of that place prints (`product ID`, `wishlist`, `cart` for checkout, `products …`, the home
/// summary), `--json` included.
struct OpenCommand: ShopCommand {
  static let definition = CommandDefinition(
    commandLine: "tasch open", abstract: .abstractOpen, arguments: "LINK",
    examples: [
      "tasch://product/3": .exampleOpenProduct, "tasch://checkout": .exampleOpenCheckout,
      "tasch://wishlist --json": .exampleOpenJSON,
    ])

  /// The links' first words, for completion.
  static let linkForms = [
    Route.home.link, "tasch://product/", Route.wishList.link, Route.checkout.link,
    Route.products(CatalogueQuery()).link + "?",
  ]

  let route: Route

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let link = try arguments.single("LINK")
    do throws(LinkProblem) {
      route = try Route(link: link)
    } catch {
      throw UsageError(.badLink(link, error))
    }
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    if HomeCommand.isInteractive(context) {
      // A product that does not exist fails as `product ID` would, before the shop opens.
      if case .product(let id) = route {
        let presenter = context.scenes.product(id)
        await context.loading { await presenter.load() }
        if case .error(let error) = presenter.viewState { return context.fail(error) }
      }
      return await HomeCommand(route: route).run(in: context)
    }
    switch route {
    case .home:
      return await HomeCommand(route: route).run(in: context)
    case .product(let id):
      return await ProductCommand(id: id).run(in: context)
    case .wishList:
      return await WishListCommand().run(in: context)
    case .checkout:
      return await CartCommand(code: nil).run(in: context)
    case .products(let query):
      return await ProductsCommand(query: query).run(in: context)
    }
  }
}
