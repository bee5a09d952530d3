import Tasch
import TaschPresentation

/// `tasch rate ID STARS` and `tasch rate ID --clear`.
struct RateCommand: ShopCommand {
  static let definition = CommandDefinition(
    "rate", abstract: .abstractRate, arguments: "ID STARS",
    options: [OptionDefinition("clear", help: .optionClear)])

  let id: ProductID
  /// 1…5, or 0 to clear.
  let stars: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let positionals = arguments.positionals
    guard let idText = positionals.first else { throw UsageError(.missingArgument("ID")) }
    id = try ProductCommand.productID(idText)
    let clear = arguments.flag("clear")
    switch (positionals.count, clear) {
    case (1, true): stars = 0
    case (1, false): throw UsageError(.missingArgument("STARS"))
    case (2, true): throw UsageError(.starsAndClear)
    case (2, false):
      guard let rating = Int(positionals[1]).flatMap(Rating.init(stars:)) else {
        throw UsageError(.badStars(positionals[1]))
      }
      stars = rating.stars
    default: throw UsageError(.unexpectedArgument(positionals[2]))
    }
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = DetailedProductPresenter(
      useCase: DetailedProductUseCase(productID: id, dataLayer: context.dataLayer), router: nil,
      localization: context.localization)
    await context.loading { await presenter.rate(stars: stars) }
    guard case .content(let detail) = presenter.viewState, !context.options.json else {
      return ProductCommand.show(presenter.viewState, in: context)
    }
    let message =
      stars == 0
      ? context.localization.text(.clearedRating, ["name": detail.summary.name])
      : context.localization.text(
        .ratedProduct, ["name": detail.summary.name, "stars": RatingViewModel.stars(filled: stars)])
    context.write([[Span(message)]])
    return .success
  }
}
