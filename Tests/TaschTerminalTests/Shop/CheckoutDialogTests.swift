import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// A checkout dialog's buttons: the safe one first, and each given a letter of its own that no
/// other key of a dialog has.
@Suite struct CheckoutDialogTests {
  private let carrier = Product.stub(.stub(id: 1, name: "Carrier", price: .usd(250), stock: 23))
  private let travol = Product.stub(.stub(id: 2, name: "Travol", price: .usd(175), stock: 0))

  private func question(_ localization: Localization) throws -> CheckoutStep {
    let quote = try #require(try Cart.stub([.product(carrier)]).quote)
    return .confirming(ConfirmationViewModel(quote, notice: nil, localization: localization))
  }

  private func blocked(_ localization: Localization) throws -> CheckoutStep {
    .blocked(
      BlockedCheckoutViewModel(
        try Cart.stub([.product(carrier), .product(travol)]), localization: localization))
  }

  private func letters(_ dialog: CheckoutDialog) -> [Character?] {
    dialog.choices.map { choice in choice.letter.map { choice.label[$0] } }
  }

  @Test func aQuestionOffersCancelFirstThenOK() throws {
    let dialog = CheckoutDialog(try question(.english), localization: .english)

    #expect(dialog.choices.map(\.label) == ["Cancel", "OK"])
    #expect(dialog.choices.map(\.effect) == [.finishCheckout, .confirmCheckout])
    #expect(letters(dialog) == ["C", "O"])
    #expect(dialog.asksYesOrNo)
    #expect(dialog.choice(typed: "o") == 1)
    #expect(dialog.choice(typed: "C") == 0)
  }

  @Test func aRefusalOffersCancelFirstThenToLeaveOutWhatCannotBeOrdered() throws {
    let dialog = CheckoutDialog(try blocked(.english), localization: .english)

    #expect(dialog.choices.map(\.effect) == [.finishCheckout, .leaveOutUnavailable])
    #expect(letters(dialog) == ["C", "T"])
  }

  /// `q` quits in a dialog, so Spanish "Quitarlos…" is chosen by its next letter.
  @Test func aLetterThatIsAlreadyAKeyOrTakenIsPassedOver() throws {
    let spanish = Localization.locale("es_ES")
    let dialog = CheckoutDialog(try blocked(spanish), localization: spanish)

    #expect(letters(dialog) == ["C", "u"])
  }

  @Test func aLabelWithoutALetterToTypeHasNone() throws {
    let japanese = Localization.locale("ja_JP")
    let dialog = CheckoutDialog(try blocked(japanese), localization: japanese)

    #expect(letters(dialog) == [nil, nil])
    #expect(dialog.asksYesOrNo, "y and n still answer")
  }

  @Test func aDialogThatOnlyTellsHasOneButtonAndOneThatWaitsNone() {
    let failed = CheckoutDialog(
      .failed(ErrorViewModel(.offline, localization: .english)), localization: .english)
    let waiting = CheckoutDialog(.placing("Placing your order…"), localization: .english)

    #expect(failed.choices.map(\.label) == ["OK"])
    #expect(!failed.asksYesOrNo)
    #expect(waiting.choices.isEmpty)
  }
}
