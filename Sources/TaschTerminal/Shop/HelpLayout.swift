import Tasch
import TaschPresentation

/// The help's lines for a terminal size and a filter, in the user's words: the runtime reads it
/// to keep the help scrolled within its lines, the view to draw them, so they always agree.
///
/// Keys are grouped by where they work; what a key does is wrapped under itself, never cut. A
/// filter keeps the keys whose keys or words hold it, ignoring case and accents, under their
/// groups' headings.
struct HelpLayout {
  /// One line of the help.
  enum Line: Hashable {
    /// A group's heading.
    case title(String)
    /// Keys and (a line of) what they do; the keys only on a key's first line.
    case key(keys: String, text: String)
    /// Between groups.
    case blank
    /// What shows when the filter keeps nothing.
    case noMatch(String)
  }

  /// The lines, top to bottom.
  let lines: [Line]
  /// For each line, the heading, key or gap it shows (part of), counted from the top: the same
  /// at any width, where a key's words wrap to more lines or fewer.
  private let parts: [Int]
  /// How wide the keys' column is.
  let keyWidth: Int
  /// How many lines show at once.
  let visibleRows: Int

  /// The help of `keys` for a terminal of `rows` × `columns`, in `localization`'s words,
  /// keeping the keys that match `filter`, with a filter line at its foot when
  /// `showsFilterLine`.
  init(
    keys: KeyMap, localization: Localization, rows: Int, columns: Int, filter: String = "",
    showsFilterLine: Bool = false
  ) {
    let groups = keys.helpGroups(localization: localization)
    keyWidth = groups.flatMap { $0.keys.map { DisplayWidth.of($0.keys) } }.max() ?? 0
    // The box's inside, less the indent, the keys and the gap after them.
    let textWidth = max(8, columns - 6 - 2 - keyWidth - 2)
    let folded = SearchFolding.fold(filter)
    var lines: [Line] = []
    var parts: [Int] = []
    func append(_ line: Line, newPart: Bool = true) {
      lines.append(line)
      parts.append((parts.last ?? -1) + (newPart ? 1 : 0))
    }
    for group in groups {
      let keys = group.keys.filter { keys, help in
        folded.isEmpty || SearchFolding.fold(keys + " " + help).contains(folded)
      }
      guard !keys.isEmpty else { continue }
      if !lines.isEmpty { append(.blank) }
      append(.title(group.title))
      for (keys, help) in keys {
        for (index, text) in TextLayout.wrap(help, to: textWidth).enumerated() {
          append(.key(keys: index == 0 ? keys : "", text: text), newPart: index == 0)
        }
      }
    }
    if lines.isEmpty {
      let words = localization.text(.helpNoMatch, ["filter": TextLayout.printable(filter)])
      for text in TextLayout.wrap(words, to: max(8, columns - 6)) {
        append(.noMatch(text), newPart: false)
      }
    }
    self.lines = lines
    self.parts = parts
    visibleRows = Self.visibleRows(rows: rows, showsFilterLine: showsFilterLine)
  }

  /// The help of `state`, in `localization`'s words: its keys, its size, its filter, its
  /// filter line.
  init(_ state: ShopState, localization: Localization) {
    self.init(
      keys: state.keys, localization: localization, rows: state.rows, columns: state.columns,
      filter: state.helpFilter, showsFilterLine: state.showsHelpFilterLine)
  }

  /// How many lines show at once on a terminal `rows` high: the box's borders, and the blank
  /// line and filter line at its foot when it has one, take the rest.
  static func visibleRows(rows: Int, showsFilterLine: Bool) -> Int {
    OverlayView.contentRows(height: rows, footerRows: showsFilterLine ? 1 : 0)
  }

  /// The first line shown when the help is scrolled to its end.
  var lastTop: Int { max(0, lines.count - visibleRows) }

  /// The top line of this layout that shows what `top` showed in `before`, the same help at
  /// another size: a resize keeps the key read at the top in sight, where the same line number
  /// would land elsewhere once the keys' words wrap differently.
  func top(showing top: Int, of before: HelpLayout) -> Int {
    guard let part = before.parts[safe: top] else { return min(top, lastTop) }
    return min(parts.firstIndex(of: part) ?? 0, lastTop)
  }
}

extension ShopState {
  /// Whether the help shows its filter line: while it is typed, and while a filter is kept.
  var showsHelpFilterLine: Bool { isTypingHelpFilter || !helpFilter.isEmpty }
}
