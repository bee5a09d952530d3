import TaschPresentation

/// Why keys cannot be rebound as asked.
enum KeyRebindingProblem: Error, Hashable, Sendable {
  /// The action keeps its keys.
  case notRebindable(KeyAction)
  /// The action was given no key, and could not be reached.
  case noKeys(KeyAction)
  /// A key given to an action already does something else where the action works.
  case collision(KeyAction, key: Key, with: KeyAction)
}

extension KeyMap {
  /// This map with the keys of `rebindings` for their actions, in every place the actions work;
  /// help and footers write the new keys.
  ///
  /// - Throws: `KeyRebindingProblem` for an action that keeps its keys or is given none, or a
  ///   key that would do two things in one place.
  func rebound(_ rebindings: [KeyAction: [Key]]) throws(KeyRebindingProblem) -> KeyMap {
    for (action, keys) in rebindings.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      guard action.isRebindable else { throw .notRebindable(action) }
      guard !keys.isEmpty else { throw .noKeys(action) }
    }
    var bindings = self.bindings
    for index in bindings.indices {
      if let keys = rebindings[bindings[index].action] { bindings[index].keys = keys }
    }
    let map = KeyMap(bindings: Self.labelled(bindings, rebound: Set(rebindings.keys)))
    if let (action, key, other) = map.collision(involving: Set(rebindings.keys)) {
      throw .collision(action, key: key, with: other)
    }
    return map
  }

  /// The first key that does two things in one place, one of them an action of `actions`.
  func collision(involving actions: Set<KeyAction>) -> (KeyAction, Key, KeyAction)? {
    for binding in bindings where actions.contains(binding.action) {
      for other in bindings where other.action != binding.action {
        let scopes = binding.scopes.union(other.scopes)
        guard scopes.contains(.anywhere) || !binding.scopes.isDisjoint(with: other.scopes),
          let key = binding.keys.first(where: other.keys.contains)
        else { continue }
        return (binding.action, key, other.action)
      }
    }
    return nil
  }

  /// `bindings` with the label of every line of help that shows a rebound action written from
  /// its keys: a labelled binding and those after it without a label of their own, which it
  /// writes too (`↑ ↓  k j` for up and down).
  private static func labelled(_ bindings: [KeyBinding], rebound: Set<KeyAction>)
    -> [KeyBinding]
  {
    var bindings = bindings
    var start = 0
    while start < bindings.count {
      var end = start + 1
      while end < bindings.count, bindings[end].label.isEmpty { end += 1 }
      let line = bindings[start..<end]
      if line.contains(where: { rebound.contains($0.action) }) {
        bindings[start].label = label(of: line.map(\.keys))
      }
      start = end
    }
    return bindings
  }

  /// How `keys` — each binding's — are written: their first keys together, then their second
  /// ones, and so on (`↑ ↓  k j`), each written once.
  private static func label(of keys: [[Key]]) -> [KeyBinding.Label] {
    let longest = keys.map(\.count).max() ?? 0
    let columns = (0..<longest).map { position in
      var written: [[KeyBinding.Label]] = []
      for keys in keys where position < keys.count && !written.contains(keys[position].label) {
        written.append(keys[position].label)
      }
      return Array(written.joined(separator: [.text(" ")]))
    }
    return Array(columns.joined(separator: [.text("  ")]))
  }
}

extension Key {
  /// How help and footers write the key: the character, an arrow, or the key's name in the
  /// user's words.
  var label: [KeyBinding.Label] {
    switch self {
    case .character(" "): [.name(.keyNameSpace)]
    case .character(let character): [.text(String(character))]
    case .up: [.text("↑")]
    case .down: [.text("↓")]
    case .left: [.text("←")]
    case .right: [.text("→")]
    case .pageUp: [.name(.keyNamePageUp)]
    case .pageDown: [.name(.keyNamePageDown)]
    case .home: [.name(.keyNameHome)]
    case .end: [.name(.keyNameEnd)]
    case .enter: [.name(.keyNameEnter)]
    case .escape: [.text("Esc")]
    case .backspace: [.name(.keyNameBackspace)]
    case .delete: [.name(.keyNameDelete)]
    case .tab: [.text("Tab")]
    case .backTab: [.text("Shift-Tab")]
    case .control(let letter): [.name(.keyNameControl), .text("-" + letter.uppercased())]
    }
  }
}
