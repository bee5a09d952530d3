/// The help's keys: it scrolls as the lists do, `/` filters its rows as you type, and Esc
/// clears the filter before it closes the help.
extension ShopLogic {
  /// What `action` does while the help is up; `nil` for an action the help leaves to the rest of
  /// the shop (quitting, `?`).
  static func onHelp(_ action: KeyAction, _ state: inout ShopState) -> [ShopEffect]? {
    let page = max(
      1,
      HelpLayout.visibleRows(
        rows: state.rows, showsFilterLine: state.showsHelpFilterLine) - 1)
    switch action {
    case .moveUp: state.helpTop -= 1
    case .moveDown: state.helpTop += 1
    case .pageUp: state.helpTop -= page
    case .pageDown: state.helpTop += page
    // The end is the last line the help can scroll to, which `update` keeps it within.
    case .first: state.helpTop = 0
    case .last: state.helpTop = Int.max / 2
    case .search: state.isTypingHelpFilter = true
    case .confirm:
      if state.isTypingHelpFilter {
        state.isTypingHelpFilter = false
      } else {
        closeHelp(&state)
      }
    case .back:
      if state.isTypingHelpFilter || !state.helpFilter.isEmpty {
        filterHelp("", &state)
        state.isTypingHelpFilter = false
      } else {
        closeHelp(&state)
      }
    default: return nil
    }
    return []
  }

  /// Opens the help at its top, unfiltered, or closes it.
  static func toggleHelp(_ state: inout ShopState) {
    if state.overlay == .help {
      closeHelp(&state)
    } else {
      state.overlay = .help
      state.helpTop = 0
    }
  }

  /// Adds `typed` to the help's filter.
  static func typeInHelpFilter(_ typed: String, _ state: inout ShopState) -> [ShopEffect] {
    filterHelp(state.helpFilter + typed, &state)
    return []
  }

  /// Deletes the last character of the help's filter.
  static func eraseInHelpFilter(_ state: inout ShopState) -> [ShopEffect] {
    filterHelp(String(state.helpFilter.dropLast()), &state)
    return []
  }

  /// Filters the help by `filter`, from its top.
  private static func filterHelp(_ filter: String, _ state: inout ShopState) {
    state.helpFilter = filter
    state.helpTop = 0
  }

  private static func closeHelp(_ state: inout ShopState) {
    state.overlay = nil
    state.helpTop = 0
    state.helpFilter = ""
    state.isTypingHelpFilter = false
  }
}
