import TaschPresentation
import Testing

@testable import TaschTerminal

/// Keys rebound in the one key map: the logic, the help and the footers all follow, and a key
/// that would do two things in one place is refused.
@Suite struct KeyMapRebindingTests {
  private let english = Localization.english

  @Test func theStandardKeysNeverDoTwoThingsInOnePlace() {
    #expect(KeyMap.standard.collision(involving: Set(KeyAction.allCases)) == nil)
  }

  @Test func aReboundActionAnswersItsNewKeysOnlyWhereverItWorks() throws {
    let keys = try KeyMap.standard.rebound([.toggleWishList: [.character("W")]])

    for scope in [KeyScope.home, .product] {
      #expect(keys.action(for: .character("W"), in: scope) == .toggleWishList)
      #expect(keys.action(for: .character("w"), in: scope) == nil)
    }
  }

  @Test func helpAndFootersWriteTheNewKeys() throws {
    let keys = try KeyMap.standard.rebound([
      .toggleWishList: [.character("W")], .moveDown: [.down, .character("J")],
      .quit: [.character("Q")],
    ])

    let footer = keys.hints(for: .home, localization: english).map(\.key)
    let help = keys.helpGroups(localization: english).flatMap(\.keys).map(\.keys)
    #expect(footer.contains("W"))
    #expect(footer.contains("↑ ↓  k J"))
    #expect(help.contains("W"))
    #expect(help.contains("Q Ctrl-C"))
    #expect(!help.contains("w"))
  }

  /// Found with `move-down` rebound: the checkout dialog's footer said
  /// `Esc ↑ ↓ PgUp PgDn Home End  Backspace J cancel`, the dialog's scroll keys written into
  /// the label of the cancel key before them.
  @Test(arguments: [KeyAction.moveDown, .moveUp, .first])
  func aReboundKeyThatScrollsTheDialogLeavesItsCancelKeyAsItWas(action: KeyAction) throws {
    let keys = try KeyMap.standard.rebound([action: [.character("J")]])

    let footer = keys.hints(for: .checkout, localization: english)

    #expect(footer.first { $0.word == "cancel" }?.key == "Esc")
  }

  @Test func aLineOfHelpNotReboundKeepsItsOwnWords() throws {
    let keys = try KeyMap.standard.rebound([.toggleWishList: [.character("W")]])

    #expect(
      keys.helpGroups(localization: english).flatMap(\.keys).map(\.keys)
        .contains("PgUp PgDn  Home End"))
  }

  @Test func namedKeysAreWrittenInTheUsersWords() throws {
    let keys = try KeyMap.standard.rebound([.remove: [.control("d"), .delete]])

    #expect(
      keys.helpGroups(localization: .locale("de_DE")).flatMap(\.keys).map(\.keys)
        .contains("Strg-D  Entf"))
  }

  @Test(arguments: [
    (
      [KeyAction.sort: [Key.character("x")]],
      KeyRebindingProblem.collision(
        .sort, key: .character("x"), with: .remove)
    ),
    ([.undo: [.control("z")]], .collision(.undo, key: .control("z"), with: .suspend)),
    ([.back: [.character("b")]], .notRebindable(.back)),
    ([.next: []], .noKeys(.next)),
  ])
  func refusesWhatCannotBe(rebindings: [KeyAction: [Key]], problem: KeyRebindingProblem) {
    #expect(throws: problem) { try KeyMap.standard.rebound(rebindings) }
  }
}
