import Tasch
import TaschPresentation

/// `tasch rate ID STARS` and `tasch rate ID --clear`.
struct RateCommand: ShopCommand {
  static let definition = CommandDefinition(
    commandLine: "tasch rate", abstract: .abstractRate, arguments: "ID STARS",
    argumentKind: .productOnSale, options: [clear.definition],
    examples: ["3 4": .exampleRate, "3 --clear": .exampleClearRating])

  static let clear = Option.flag("clear", help: .optionClear)

  let id: ProductID
  /// The rating to give; `nil` clears it.
  let rating: Rating?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    id = try arguments.productID()
    let positionals = arguments.positionals
    switch (positionals.count, arguments.flag(Self.clear)) {
    case (1, true): rating = nil
    case (1, false): throw UsageError(.missingArgument("STARS"))
    case (2, true): throw UsageError(.starsAndClear)
    case (2, false):
      guard
        let stars = ShopRules.typedWholeNumber(positionals[1], atLeast: 1)
          .flatMap(Rating.init(stars:))
      else {
        throw UsageError(.badStars(positionals[1]))
      }
      rating = stars
    default: throw UsageError(.unexpectedArgument(positionals[2]))
    }
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.product(id)
    let failure = await context.loading { () -> ErrorViewModel? in
      await presenter.load()
      guard presenter.viewState.content != nil else { return nil }
      return await presenter.rate(rating)
    }
    if let failure { return context.fail(failure) }
    guard case .content(let detail) = presenter.viewState else {
      return ProductCommand.show(presenter.viewState, in: context)
    }
    let message =
      rating.map {
        context.localization.text(
          .ratedProduct,
          ["name": detail.summary.name, "stars": RatingViewModel.stars(filled: $0.stars)])
      } ?? context.localization.text(.clearedRating, ["name": detail.summary.name])
    defer { context.sayDone(message) }
    guard !context.options.json else {
      return ProductCommand.show(presenter.viewState, in: context)
    }
    context.write([[Span(message)]])
    return .success
  }
}
