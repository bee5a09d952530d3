import TaschPresentation

/// The buttons of a checkout dialog, for the step it shows.
///
/// Each says what it does, has the letter that chooses it, and the effect of choosing it. The
/// logic chooses by them and the view draws them, so the keys always do what the buttons say.
///
/// The safe button comes first, and has the focus when a step opens: cancelling, which leaves
/// everything as it was, or closing a dialog that only tells.
struct CheckoutDialog: Hashable, Sendable {
  /// One button.
  struct Choice: Hashable, Sendable {
    /// What it says.
    let label: String
    /// How it looks.
    let role: ThemeRole
    /// What choosing it does.
    let effect: ShopEffect
    /// Where in `label` the letter that chooses it is, underlined; `nil` when the label has no
    /// letter a key can type that is not taken.
    var letter: String.Index?
  }

  /// The buttons, the safe one first; none while the dialog only waits.
  let choices: [Choice]

  /// The buttons of the dialog showing `step`, in `localization`'s words where the step has
  /// none of its own, their letters none that `keys` binds in a dialog; a button that would be
  /// wider than `width` cells says it in fewer words, so that it is never cut.
  init(
    _ step: CheckoutStep, localization: Localization, keys: KeyMap = .standard,
    width: Int = .max
  ) {
    let close = Choice(
      label: localization.text(.ok), role: .enticingAction, effect: .finishCheckout)
    var choices: [Choice]
    switch step {
    case .confirming(let question):
      choices = [
        Choice(label: question.cancelAction, role: .discreteText, effect: .finishCheckout),
        Choice(label: question.confirmAction, role: .enticingAction, effect: .confirmCheckout),
      ]
    case .blocked(let blocked):
      choices = [Choice(label: blocked.cancelAction, role: .discreteText, effect: .finishCheckout)]
      if let leaveOut = blocked.removeAction {
        let short = localization.text(
          blocked.orderable.isEmpty
            ? .checkoutRemoveUnavailableOnlyShort : .checkoutRemoveUnavailableShort)
        choices.append(
          Choice(
            label: Self.buttonWidth(of: leaveOut) <= width ? leaveOut : short,
            role: .enticingAction, effect: .leaveOutUnavailable))
      }
    case .tooLarge, .placed, .failed: choices = [close]
    case .loading, .placing: choices = []
    }
    self.choices = Self.lettered(choices, keys: keys)
  }

  /// The cells a button labelled `label` takes: the focus mark, the brackets and the label.
  static func buttonWidth(of label: String) -> Int {
    DisplayWidth.of(label) + 6
  }

  /// Whether the dialog asks a question of yes or no: `y` chooses its second button, `n` its
  /// first.
  var asksYesOrNo: Bool { choices.count == 2 }

  /// The button whose letter is `typed`, in either case.
  func choice(typed: Character) -> Int? {
    choices.firstIndex { choice in
      choice.letter.map { choice.label[$0].lowercased() == typed.lowercased() } ?? false
    }
  }

  /// `choices`, each given the first letter of its label that types as itself, is no key of a
  /// dialog in `keys` already (`q`, `y`, `n`), and no button before it took.
  private static func lettered(_ choices: [Choice], keys: KeyMap) -> [Choice] {
    var taken: Set<String> = []
    return choices.map { choice in
      var choice = choice
      choice.letter = choice.label.indices.first { index in
        let letter = choice.label[index]
        let key = letter.lowercased()
        guard letter.isASCII, letter.isLetter, !taken.contains(key),
          let typed = key.first, keys.action(for: .character(typed), in: .checkout) == nil
        else { return false }
        return true
      }
      if let letter = choice.letter { taken.insert(choice.label[letter].lowercased()) }
      return choice
    }
  }
}
