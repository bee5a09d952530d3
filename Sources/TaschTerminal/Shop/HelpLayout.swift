import TaschPresentation

/// The help's lines for a terminal size, in the user's words: the runtime reads it to keep the
/// help scrolled within its lines, the view to draw them, so they always agree.
///
/// Keys are grouped by where they work; what a key does is wrapped under itself, never cut.
struct HelpLayout {
  /// One line of the help.
  enum Line: Hashable {
    /// A group's heading.
    case title(String)
    /// Keys and (a line of) what they do; the keys only on a key's first line.
    case key(keys: String, text: String)
    /// Between groups.
    case blank
  }

  /// The lines, top to bottom.
  let lines: [Line]
  /// How wide the keys' column is.
  let keyWidth: Int
  /// How many lines show at once.
  let visibleRows: Int

  /// The help for a terminal of `rows` × `columns`, in `localization`'s words.
  init(localization: Localization, rows: Int, columns: Int) {
    let groups = KeyMap.helpGroups(localization: localization)
    keyWidth = groups.flatMap { $0.keys.map { DisplayWidth.of($0.keys) } }.max() ?? 0
    // The box's inside, less the indent, the keys and the gap after them.
    let textWidth = max(8, columns - 6 - 2 - keyWidth - 2)
    var lines: [Line] = []
    for group in groups {
      if !lines.isEmpty { lines.append(.blank) }
      lines.append(.title(group.title))
      for (keys, help) in group.keys {
        for (index, text) in TextLayout.wrap(help, to: textWidth).enumerated() {
          lines.append(.key(keys: index == 0 ? keys : "", text: text))
        }
      }
    }
    self.lines = lines
    // The box's borders, and the blank line and key hints at its foot.
    visibleRows = OverlayView.contentRows(height: rows, footerRows: 1)
  }

  /// The first line shown when the help is scrolled to its end.
  var lastTop: Int { max(0, lines.count - visibleRows) }
}
