import Foundation
import Tasch
import TaschPresentation

/// `tasch checkout [--yes]`: orders the cart, after asking on a terminal.
struct CheckoutCommand: ShopCommand {
  static let definition = CommandDefinition(
    "checkout", abstract: .abstractCheckout,
    options: [OptionDefinition("yes", help: .optionYes)])

  let confirmed: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try arguments.expectNone()
    confirmed = arguments.flag("yes")
  }

  /// Without `--yes`, ordering needs someone at a terminal to say yes.
  func validate(for console: Console) throws(UsageError) {
    guard confirmed || console.inputIsTerminal else { throw UsageError(.needsConfirmation) }
  }

  @MainActor
  func run(in context: CommandContext) async -> ExitStatus {
    let dialog = CheckoutDialog()
    let presenter = CartPresenter(
      useCase: CartUseCase(dataLayer: context.dataLayer), router: dialog,
      localization: context.localization)
    await context.loading { await presenter.load() }
    if case .error(let error) = presenter.viewState { return context.fail(error) }

    presenter.proceedToCheckout()
    switch dialog.step {
    case .confirming(let question):
      guard confirmed || ask(question, in: context) else {
        context.complain(context.localization.text(.checkoutCancelled))
        return .failure
      }
      await context.spinner.whileRunning(context.localization.text(.placingOrder)) {
        await presenter.confirmCheckout()
      }
      return report(dialog.step, in: context)
    default:
      return report(dialog.step, in: context)
    }
  }

  /// Asks the question on standard error and reads the answer; only "yes" in the user's
  /// language (or English) orders.
  @MainActor
  private func ask(_ question: ConfirmationViewModel, in context: CommandContext) -> Bool {
    context.console.errors.write(
      context.localization.text(.confirmPrompt, ["question": question.question]))
    guard let answer = context.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else {
      return false
    }
    let yes = context.localization.text(.yesAnswers).split(separator: " ").map(String.init)
    return yes.contains(answer)
  }

  @MainActor
  private func report(_ step: CheckoutStep?, in context: CommandContext) -> ExitStatus {
    switch step {
    case .placed(let order):
      if context.options.json {
        context.write(json: OrderDocument(order))
      } else {
        let lines = order.lines.map { line in
          [
            [Span(String(line.id.rawValue), context.theme.style(.discreteText))], [Span(line.name)],
            [Span(line.price.formatted)],
          ]
        }
        let table = TextTable(
          columns: [
            TextTable.Column(alignRight: true), TextTable.Column(isFlexible: true),
            TextTable.Column(alignRight: true),
          ],
          rows: lines)
        context.write(
          [[Span(order.message, context.theme.style(.promotion))]]
            + table.lines(maximumWidth: context.width, indent: 2)
            + [[Span(order.totalText, context.theme.style(.sectionTitle))]])
      }
      return .success
    case .blocked(_, let message, let lines, let recovery):
      let names = lines.map { "\($0.name) (\($0.availabilityText ?? ""))" }
      let error = ErrorViewModel(
        .outOfStock(lines.map(\.id)), localization: context.localization,
        productNames: Dictionary(uniqueKeysWithValues: lines.map { ($0.id, $0.name) }))
      if context.options.json { return context.fail(error) }
      context.complain(message)
      for name in names { context.complain("  " + name) }
      context.complain(recovery)
      return .failure
    case .failed(let error):
      return context.fail(error)
    case .confirming, .placing, nil:
      return .failure
    }
  }
}

/// The checkout dialog of the command line: it only remembers where checkout has got to, for
/// the command to act on.
@MainActor
final class CheckoutDialog: CartRouter {
  private(set) var step: CheckoutStep?

  func showCheckout(_ step: CheckoutStep) {
    self.step = step
  }

  func finishCheckout() {
    step = nil
  }
}
