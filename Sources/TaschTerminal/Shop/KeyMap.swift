import Tasch
import TaschPresentation

/// Where in the shop a key is pressed: the screen, or the box drawn over it.
enum KeyScope: Hashable, Sendable {
  /// The home screen.
  case home
  /// A product's screen.
  case product
  /// The search line at the bottom of the home screen.
  case search
  /// The promotion code's line at the bottom of the home screen.
  case code
  /// A checkout dialog.
  case checkout
  /// The list of keys.
  case help
  /// The filter line at the bottom of the list of keys.
  case helpFilter
  /// The simulation panel.
  case simulation
  /// A terminal too small to draw the shop on, whatever it shows: only leaving works.
  case tooSmall
  /// Anywhere, whatever is shown.
  case anywhere
}

/// What a key asks the shop to do, by the name the config file rebinds it by.
enum KeyAction: String, CaseIterable, Hashable, Sendable {
  case moveUp = "move-up"
  case moveDown = "move-down"
  case pageUp = "page-up"
  case pageDown = "page-down"
  case first, last
  case switchList = "switch-list"
  case open
  case toggleWishList = "wishlist"
  case remove
  case oneMore = "one-more"
  case oneLess = "one-less"
  case checkOut = "check-out"
  case rateWithDigit = "rate"
  case raiseRating = "rate-higher"
  case lowerRating = "rate-lower"
  case next, previous, reload, undo, redo
  case search
  case clearSearch = "clear-search"
  case sort
  case reverseSort = "reverse-sort"
  case inStockOnly = "in-stock"
  case enterCode = "code"
  case showSimulation = "simulation"
  case showHelp = "help"
  case back, confirm
  case nextChoice = "next-choice"
  case previousChoice = "previous-choice"
  case yes, no
  case cycleForward = "failure-next"
  case cycleBackward = "failure-previous"
  case cycleKind = "failure-kind"
  case longer = "latency-longer"
  case shorter = "latency-shorter"
  case reseed = "new-seed"
  case resetSimulation = "reset-simulation"
  case quit, interrupt, suspend

  /// Whether the config file may give it other keys: not the terminal's own Ctrl-C and
  /// Ctrl-Z, nor the digits that are the stars they rate, nor Enter and Esc, which confirm and
  /// cancel everywhere, the search line included, where every other key is typed (Esc clears a
  /// kept search as it cancels).
  var isRebindable: Bool {
    ![.interrupt, .suspend, .rateWithDigit, .back, .clearSearch, .confirm].contains(self)
  }
}

/// One binding: the keys, what they do, and the words help and footers show for them.
struct KeyBinding: Sendable {
  /// One part of how a binding's keys are written: literal text, or a key's localized name.
  enum Label: Hashable, Sendable {
    case text(String)
    case name(TerminalText)
  }

  /// The keys.
  var keys: [Key]
  /// Where they work.
  let scopes: Set<KeyScope>
  /// What they do.
  let action: KeyAction
  /// How help writes the keys: `↑ ↓  k j`; empty, by default, for keys written with the
  /// binding before.
  var label: [Label] = []
  /// What help says they do; `nil`, by default, to leave them out of help.
  var help: TerminalText? = nil
  /// The word a footer shows beside them; `nil`, by default, to leave them out of footers.
  var hint: TerminalText? = nil
}

/// Every key of the interactive shop, in one table: the shop's logic, the `?` help and the
/// footers all read it, so they never disagree; the config file's rebindings change the table,
/// and so all three (`rebound(_:)`).
public struct KeyMap: Sendable {
  /// The bindings, in the order help and footers list them.
  let bindings: [KeyBinding]

  /// The keys of the shop when none is rebound.
  public static let standard = KeyMap(bindings: [
    // Moving around the lists.
    KeyBinding(
      keys: [.up, .character("k")], scopes: [.home, .simulation], action: .moveUp,
      label: [.text("↑ ↓  k j")], help: .keyMove, hint: .hintMove),
    KeyBinding(
      keys: [.down, .character("j")], scopes: [.home, .simulation], action: .moveDown),
    KeyBinding(
      keys: [.up, .character("k")], scopes: [.help, .helpFilter], action: .moveUp,
      label: [.text("↑ ↓")], help: nil, hint: .hintScroll),
    KeyBinding(
      keys: [.down, .character("j")], scopes: [.help, .helpFilter], action: .moveDown),
    // The help scrolls as the lists do; on its filter line, letters are typed.
    KeyBinding(
      keys: [.pageUp], scopes: [.help, .helpFilter], action: .pageUp),
    KeyBinding(
      keys: [.pageDown], scopes: [.help, .helpFilter], action: .pageDown),
    KeyBinding(
      keys: [.home, .character("g")], scopes: [.help, .helpFilter], action: .first),
    KeyBinding(
      keys: [.end, .character("G")], scopes: [.help, .helpFilter], action: .last),
    KeyBinding(
      keys: [.character("/")], scopes: [.help], action: .search, label: [.text("/")], help: nil,
      hint: .hintFilter),
    KeyBinding(
      keys: [.enter], scopes: [.helpFilter], action: .confirm, label: [.name(.keyNameEnter)],
      help: nil, hint: .hintKeep),
    KeyBinding(
      keys: [.escape], scopes: [.helpFilter], action: .back, label: [.text("Esc")], help: nil,
      hint: .hintClear),
    KeyBinding(
      keys: [.pageUp], scopes: [.home], action: .pageUp,
      label: [
        .name(.keyNamePageUp), .text(" "), .name(.keyNamePageDown), .text("  "),
        .name(.keyNameHome), .text(" "), .name(.keyNameEnd),
      ], help: .keyPage, hint: nil),
    KeyBinding(
      keys: [.pageDown], scopes: [.home], action: .pageDown),
    KeyBinding(
      keys: [.home, .character("g")], scopes: [.home], action: .first),
    KeyBinding(
      keys: [.end, .character("G")], scopes: [.home], action: .last),
    KeyBinding(
      keys: [.tab, .backTab], scopes: [.home], action: .switchList, label: [.text("Tab")],
      help: .keySwitch, hint: .hintSwitch),
    KeyBinding(
      keys: [.enter], scopes: [.home], action: .open, label: [.name(.keyNameEnter)],
      help: .keyOpen, hint: .hintOpen),
    // Searching, sorting, filtering.
    KeyBinding(
      keys: [.character("/")], scopes: [.home], action: .search, label: [.text("/")],
      help: .keySearch, hint: .hintSearch),
    // Esc clears a search kept with Enter; the footer leaves it out, since without a search it
    // does nothing, and a search that finds nothing says it.
    KeyBinding(
      keys: [.escape], scopes: [.home], action: .clearSearch, label: [.text("Esc")],
      help: .keyClearSearch, hint: nil),
    KeyBinding(
      keys: [.character("s")], scopes: [.home], action: .sort, label: [.text("s")],
      help: .keySort, hint: .hintSort),
    KeyBinding(
      keys: [.character("S")], scopes: [.home], action: .reverseSort, label: [.text("S")],
      help: .keyReverse, hint: nil),
    KeyBinding(
      keys: [.character("i")], scopes: [.home], action: .inStockOnly, label: [.text("i")],
      help: .keyInStock, hint: nil),
    // Changing the wish list and ratings.
    KeyBinding(
      keys: [.character("w")], scopes: [.home, .product], action: .toggleWishList,
      label: [.text("w")], help: .keyWishList, hint: .hintWishList),
    KeyBinding(
      keys: [.character("x"), .delete], scopes: [.home], action: .remove,
      label: [.text("x  "), .name(.keyNameDelete)], help: .keyRemove, hint: .hintRemove),
    KeyBinding(
      keys: [.character("+"), .character("=")], scopes: [.home, .product], action: .oneMore,
      label: [.text("+ -")], help: .keyQuantity, hint: nil),
    KeyBinding(
      keys: [.character("-")], scopes: [.home, .product], action: .oneLess),
    KeyBinding(
      keys: Rating.allCases.map { .character(Character(String($0.stars))) }, scopes: [.product],
      action: .rateWithDigit, label: [.text("\(Rating.one.stars)–\(Rating.five.stars)")],
      help: .keyRateStars, hint: nil),
    KeyBinding(
      keys: [.left], scopes: [.product], action: .lowerRating, label: [.text("← →")],
      help: .keyRateStep, hint: .hintRate),
    KeyBinding(
      keys: [.right], scopes: [.product], action: .raiseRating),
    KeyBinding(
      keys: [.character("n")], scopes: [.product], action: .next, label: [.text("n  p")],
      help: .keyNextPrevious, hint: .hintNextPrevious),
    KeyBinding(
      keys: [.character("p")], scopes: [.product], action: .previous),
    KeyBinding(
      keys: [.character("u")], scopes: [.home, .product], action: .undo, label: [.text("u")],
      help: .keyUndo, hint: .hintUndo),
    KeyBinding(
      keys: [.control("r")], scopes: [.home, .product], action: .redo,
      label: [.name(.keyNameControl), .text("-R")], help: .keyRedo, hint: nil),
    KeyBinding(
      keys: [.character("c")], scopes: [.home, .product], action: .checkOut, label: [.text("c")],
      help: .keyCheckOut, hint: .hintCheckOut),
    KeyBinding(
      keys: [.character("%")], scopes: [.home], action: .enterCode, label: [.text("%")],
      help: .keyCode, hint: nil),
    KeyBinding(
      keys: [.character("r")], scopes: [.home, .product], action: .reload, label: [.text("r")],
      help: .keyReload, hint: nil),
    // Boxes and leaving.
    KeyBinding(
      keys: [.character("!")], scopes: [.home, .product], action: .showSimulation,
      label: [.text("!")], help: .keySimulate, hint: .hintSimulate),
    // On the panel, `!` closes it as Esc does; the footer says Esc.
    KeyBinding(
      keys: [.character("!")], scopes: [.simulation], action: .showSimulation),
    KeyBinding(
      keys: [.character("?")], scopes: [.home, .product, .help], action: .showHelp,
      label: [.text("?")], help: .keyHelp, hint: .hintHelp),
    KeyBinding(
      keys: [.escape, .backspace], scopes: [.product, .search, .code, .help, .simulation],
      action: .back, label: [.text("Esc  "), .name(.keyNameBackspace)], help: .keyBack,
      hint: .hintBack),
    KeyBinding(
      keys: [.enter], scopes: [.search, .code, .help], action: .confirm,
      label: [.name(.keyNameEnter)],
      help: nil, hint: nil),
    // A dialog: the focus moves between its buttons, the safe one first; a button's underlined
    // letter chooses it too, which the dialog itself knows (`CheckoutDialog`).
    KeyBinding(
      keys: [.tab, .right], scopes: [.checkout], action: .nextChoice, label: [.text("Tab ← →")],
      help: .keyDialogMove, hint: .hintMove),
    KeyBinding(
      keys: [.backTab, .left], scopes: [.checkout], action: .previousChoice),
    KeyBinding(
      keys: [.enter], scopes: [.checkout], action: .confirm, label: [.name(.keyNameEnter)],
      help: .keyConfirm, hint: .hintChoose),
    KeyBinding(
      keys: [.character("y")], scopes: [.checkout], action: .yes, label: [.text("y n")],
      help: .keyYesNo, hint: .hintYesNo),
    KeyBinding(
      keys: [.character("n")], scopes: [.checkout], action: .no),
    KeyBinding(
      keys: [], scopes: [.checkout], action: .confirm, label: [.text("a–z")],
      help: .keyDialogLetter, hint: nil),
    KeyBinding(
      keys: [.escape, .backspace], scopes: [.checkout], action: .back,
      label: [.text("Esc")], help: nil, hint: .hintCancel),
    // A list too long for the dialog scrolls; its marks, counting the lines above and below,
    // show the arrow that brings them, so the footer need not. Labelled, though shown nowhere,
    // so that a rebound key of theirs is not written into the cancel key's label before them.
    KeyBinding(
      keys: [.up], scopes: [.checkout], action: .moveUp, label: [.text("↑ ↓")], help: nil,
      hint: nil),
    KeyBinding(keys: [.down], scopes: [.checkout], action: .moveDown),
    KeyBinding(keys: [.pageUp], scopes: [.checkout], action: .pageUp),
    KeyBinding(keys: [.pageDown], scopes: [.checkout], action: .pageDown),
    KeyBinding(keys: [.home], scopes: [.checkout], action: .first),
    KeyBinding(keys: [.end], scopes: [.checkout], action: .last),
    // The simulation panel: its footer is all the help it has, and fits 80 columns.
    KeyBinding(
      keys: [.right, .character(" ")], scopes: [.simulation], action: .cycleForward,
      label: [.text("←→ "), .name(.keyNameSpace)], help: nil, hint: .hintFailure),
    KeyBinding(
      keys: [.left], scopes: [.simulation], action: .cycleBackward),
    KeyBinding(
      keys: [.character("t")], scopes: [.simulation], action: .cycleKind, label: [.text("t")],
      help: nil, hint: .hintKind),
    KeyBinding(
      keys: [.character("+"), .character("=")], scopes: [.simulation], action: .longer,
      label: [.text("+-")], help: nil, hint: .hintLatency),
    KeyBinding(
      keys: [.character("-")], scopes: [.simulation], action: .shorter),
    KeyBinding(
      keys: [.enter], scopes: [.simulation], action: .confirm, label: [.name(.keyNameEnter)],
      help: nil, hint: .hintApplyPreset),
    KeyBinding(
      keys: [.character("r")], scopes: [.simulation], action: .resetSimulation,
      label: [.text("r")], help: nil, hint: .hintReset),
    KeyBinding(
      keys: [.character("s")], scopes: [.simulation], action: .reseed, label: [.text("s")],
      help: nil, hint: .hintSeed),
    KeyBinding(
      keys: [.character("q")],
      scopes: [.home, .product, .checkout, .help, .simulation, .tooSmall],
      action: .quit, label: [.text("q  "), .name(.keyNameControl), .text("-C")], help: .keyQuit,
      hint: .hintQuit),
    KeyBinding(
      keys: [.control("c")], scopes: [.anywhere], action: .interrupt),
    KeyBinding(
      keys: [.control("z")], scopes: [.anywhere], action: .suspend,
      label: [.name(.keyNameControl), .text("-Z")], help: .keySuspend, hint: nil),
  ])

  /// What `key` does in `scope`, if anything.
  func action(for key: Key, in scope: KeyScope) -> KeyAction? {
    bindings.first { binding in
      binding.keys.contains(key)
        && (binding.scopes.contains(scope) || binding.scopes.contains(.anywhere))
    }?.action
  }

  /// The first key bound to `action` in `scope`, as a click on a button that does the same
  /// presses it.
  func key(for action: KeyAction, in scope: KeyScope) -> Key? {
    bindings.first { $0.action == action && $0.scopes.contains(scope) && !$0.keys.isEmpty }?
      .keys.first
  }

  /// The footer of `scope`: each binding's keys and word, most needed first, of the actions
  /// that `applies` says do something there; `isEssential` for the one a footer always shows,
  /// the key to the help.
  func hints(
    for scope: KeyScope, localization: Localization,
    where applies: (KeyAction) -> Bool = { _ in true }
  ) -> [(key: String, word: String, isEssential: Bool)] {
    bindings.compactMap { binding in
      guard let hint = binding.hint, binding.scopes.contains(scope), applies(binding.action)
      else { return nil }
      return (
        label(of: binding, localization: localization), localization.text(hint),
        binding.action == .showHelp
      )
    }
  }

  /// Where a key works, as help groups keys.
  enum HelpGroup: CaseIterable {
    case home, product, homeAndProduct, dialog, everywhere

    /// The group of a binding that works in `scopes`.
    init(_ scopes: Set<KeyScope>) {
      if scopes == [.checkout] {
        self = .dialog
      } else if scopes.contains(.anywhere) || scopes.contains(.checkout)
        || scopes.contains(.search)
      {
        self = .everywhere
      } else if scopes.contains(.home) {
        self = scopes.contains(.product) ? .homeAndProduct : .home
      } else {
        self = scopes.contains(.product) ? .product : .everywhere
      }
    }

    /// The group's heading.
    var title: TerminalText {
      switch self {
      case .home: .helpOnHome
      case .product: .helpOnProduct
      case .homeAndProduct: .helpOnHomeAndProduct
      case .dialog: .helpInDialog
      case .everywhere: .helpEverywhere
      }
    }
  }

  /// The help: every binding that has words, with its keys, grouped by where they work.
  func helpGroups(localization: Localization) -> [(
    title: String, keys: [(keys: String, help: String)]
  )] {
    HelpGroup.allCases.compactMap { group in
      let keys = bindings.compactMap { binding -> (keys: String, help: String)? in
        guard let help = binding.help, HelpGroup(binding.scopes) == group else { return nil }
        return (label(of: binding, localization: localization), localization.text(help))
      }
      return keys.isEmpty ? nil : (localization.text(group.title), keys)
    }
  }

  /// How a binding's keys are written, in `localization`'s names.
  func label(of binding: KeyBinding, localization: Localization) -> String {
    Self.written(binding.label, localization: localization)
  }

  /// How the first key bound to `action` in `scope` is written, as a sentence names the key
  /// that does it there: `q`, or the key it was rebound to.
  func label(of action: KeyAction, in scope: KeyScope, localization: Localization) -> String {
    Self.written(key(for: action, in: scope)?.label ?? [], localization: localization)
  }

  private static func written(_ label: [KeyBinding.Label], localization: Localization) -> String {
    label.map { part in
      switch part {
      case .text(let text): text
      case .name(let name): localization.text(name)
      }
    }.joined()
  }
}
