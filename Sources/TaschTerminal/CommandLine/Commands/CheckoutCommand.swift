import Foundation
import Tasch
import TaschPresentation

/// `tasch checkout [--yes] [--code CODE]`: shows what would be ordered and its total, asks on
/// a terminal, and orders exactly that; with `--yes`, orders the cart as the order finds it
/// and shows that; with a code that cannot be used, orders nothing.
struct CheckoutCommand: ShopCommand {
  static let yes = Option.flag("yes", short: "y", help: .optionYes)

  static let definition = CommandDefinition(
    "checkout", abstract: .abstractCheckout,
    options: [yes.definition, CartCommand.code.definition],
    examples: [
      .init("tasch checkout", .exampleCheckout),
      .init("tasch checkout -y --code WELCOME10", .exampleCheckoutCode),
      .init("tasch checkout -y --json", .exampleCheckoutJSON),
    ])

  /// It asks on the terminal, below the cart it lists: a pager would take the question away.
  static let pagesItsOutput = false

  let confirmed: Bool
  let code: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    confirmed = arguments.flag(Self.yes)
    code = try arguments.value(CartCommand.code)
  }

  /// Without `--yes`, ordering needs someone at a terminal to say yes.
  func validate(for console: Console) throws(UsageError) {
    guard confirmed || console.inputIsTerminal else { throw UsageError(.needsConfirmation) }
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let presenter = context.scenes.cart(codeEntry: PromotionCodeEntry(code))
    let placing = context.localization.text(.placingOrder)
    // Nobody is asked: the cart ordered is the cart the order finds, which the output shows.
    guard !confirmed else {
      return report(
        await context.spinner.whileRunning(placing) { await presenter.checkOutWithoutAsking() },
        in: context)
    }
    var step = await context.loading { await presenter.proceedToCheckout() }
    let cancelled = context.localization.text(.checkoutCancelled)
    // A cart that changes while the person answers is shown again and asked about again.
    while case .confirming(let question) = step {
      show(question, in: context)
      guard ask(question, cancelled: cancelled, in: context) else {
        context.complain(cancelled)
        return .failure
      }
      step = await context.spinner.whileRunning(placing) { await presenter.confirmCheckout() }
    }
    return report(step, in: context)
  }

  /// Lists what would be ordered, with the total, on standard error beside the question.
  @MainActor
  private func show(_ question: ConfirmationViewModel, in context: CommandContext) {
    if let notice = question.notice { context.complain(notice) }
    let table = context.tables.orderLines(question.lines)
    let lines =
      table.lines(maximumWidth: context.width, indent: 2)
      + question.adjustments.map { [Span("  " + $0.label + "  "), Span($0.amount)] } + [
        [
          Span(question.totalLabel + "  ", context.theme.style(.sectionTitle)),
          Span(question.total.formatted, context.theme.style(.price)),
        ]
      ]
    context.console.errors.write(lines.map { context.errorRendering.render($0) + "\n" }.joined())
  }

  /// Asks the question on standard error and reads the answer; only "yes" in the user's
  /// language (or English) orders.
  ///
  /// An interrupt from the moment the question shows says `cancelled`.
  @MainActor
  private func ask(
    _ question: ConfirmationViewModel, cancelled: String, in context: CommandContext
  ) -> Bool {
    let prompt = context.localization.text(.confirmPrompt, ["question": question.question])
    let typed = InterruptHandler.asking(cancelled: cancelled) {
      context.console.errors.write(prompt)
      return context.readLine()
    }
    guard let answer = typed?.trimmingCharacters(in: .whitespaces).lowercased() else {
      return false
    }
    let yes = context.localization.text(.yesAnswers).split(separator: " ").map(String.init)
    return yes.contains(answer)
  }

  @MainActor
  private func report(_ step: CheckoutStep, in context: CommandContext) -> ExitStatus {
    switch step {
    case .placed(let order):
      if context.options.json {
        context.write(json: ShopDocuments.placedOrder(order))
      } else {
        context.write(
          [[Span(order.message, context.theme.style(.promotion))]]
            + context.tables.orderLines(order.lines).lines(maximumWidth: context.width, indent: 2)
            + order.adjustments.map { adjustment in
              adjustment.kind == .discount
                ? [Span(adjustment.text, context.theme.style(.promotion))]
                : [Span(adjustment.text)]
            }
            + [[Span(order.totalText, context.theme.style(.sectionTitle))]])
      }
      context.sayDone(order.message + " " + order.totalText)
      return .success
    case .blocked(let blocked):
      let error = blocked.error(localization: context.localization)
      if context.options.json { return context.fail(error) }
      context.complain(blocked.line)
      for line in blocked.unavailable {
        // A name from the catalogue stays on its line, whatever it holds.
        context.complain(
          "  " + TextLayout.printable(line.name) + " (" + (line.availabilityText ?? "") + ")")
      }
      context.complain(error.recovery)
      return .failure
    case .tooLarge:
      return context.fail(ErrorViewModel(.amountOutOfRange, localization: context.localization))
    case .failed(let error):
      return context.fail(error)
    case .loading, .confirming, .placing:
      return .failure
    }
  }
}
