import Tasch

extension Key {
  /// The keys that are not characters, by the names the config file gives them.
  private static let names: [(name: String, key: Key)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("page-up", .pageUp),
    ("page-down", .pageDown), ("home", .home), ("end", .end), ("enter", .enter),
    ("escape", .escape), ("backspace", .backspace), ("delete", .delete), ("tab", .tab),
    ("shift-tab", .backTab), ("space", .character(" ")),
  ]

  /// The letters held with Ctrl that reach the shop as such: Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M
  /// are Backspace, Tab and Enter to a terminal.
  static let controlLetters = Set("abcdefgklnopqrstuvwxyz")

  /// The keys the config file may name with Ctrl and a letter that reach the shop as another
  /// key, by the names of both: a terminal sends Ctrl-M as it sends Enter.
  static let sentAsAnother: [String: String] = [
    "ctrl-h": "backspace", "ctrl-i": "tab", "ctrl-j": "enter", "ctrl-m": "enter",
  ]

  /// The key the config file calls `name`: a character as it is typed (`W`, `/`, `é`), a key's
  /// name (`enter`, `page-down`, `space`), or `ctrl-` and a letter; `nil` for anything else,
  /// a character that shows as nothing or as another too (a zero-width space, a right-to-left
  /// override, a line separator, an accent alone), which no footer or help could show as the
  /// key; the plain space, shown as `space`, is one.
  init?(configName name: String) {
    if let named = Self.names.first(where: { $0.name == name }) {
      self = named.key
    } else if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last,
      Self.controlLetters.contains(letter)
    {
      self = .control(letter)
    } else if name.count == 1, let character = name.first, !ShopRules.isUnlistable(name),
      name == " " || !ShopRules.isBlank(name)
    {
      self = .character(character)
    } else {
      return nil
    }
  }

  /// How the config file writes the key.
  var configName: String {
    if let named = Self.names.first(where: { $0.key == self }) { return named.name }
    switch self {
    case .character(let character): return String(character)
    case .control(let letter): return "ctrl-" + String(letter)
    default: return ""
    }
  }
}
