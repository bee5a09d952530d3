/// Fitting text into cells: cutting with an ellipsis, padding, wrapping, and keeping control
/// characters from data out of the terminal.
public enum TextLayout {
  /// What marks text that was cut short.
  public static let ellipsis: Character = "…"

  /// `text` cut to at most `width` cells, ending in `…` when anything was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let cells = DisplayWidth.of(character)
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    result.append(ellipsis)
    return result
  }

  /// `text` cut at its start to end within `width` cells, `…` marking what is cut: a field being
  /// typed in keeps its end, where the caret is, in sight.
  public static func keepingEnd(_ text: String, within width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let cells = DisplayWidth.of(character)
      if used + cells > width - 1 { break }
      kept.append(character)
      used += cells
    }
    return String(ellipsis) + String(kept.reversed())
  }

  /// `text` cut to `width` cells and padded with spaces to exactly `width`, on the right or,
  /// for numbers and money, on the left.
  public static func fit(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let cut = truncate(text, to: width)
    let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
    return alignRight ? padding + cut : cut + padding
  }

  /// `text` broken into lines of at most `width` cells, between words where it can, anywhere in
  /// a word too long for a line (and in scripts such as Japanese that do not space words).
  ///
  /// A word is also broken after each of `breaks`, with nothing added: `a=1,b=2` after `,`
  /// breaks between its rules, not inside one.
  public static func wrap(
    _ text: String, to width: Int, breakingAfter breaks: Set<Character> = []
  ) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for (piece, isWordStart) in pieces(of: paragraph, breakingAfter: breaks) {
        let gap = isWordStart ? 1 : 0
        let pieceWidth = DisplayWidth.of(piece)
        if lineWidth > 0, lineWidth + gap + pieceWidth <= width {
          line += (isWordStart ? " " : "") + piece
          lineWidth += gap + pieceWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          (line, lineWidth) = ("", 0)
        }
        for character in piece {
          let cells = DisplayWidth.of(character)
          if lineWidth + cells > width, lineWidth > 0 {
            // A closing mark never starts a line: the character before it goes down with it.
            let carried = line.count > 1 && neverStartsALine.contains(character) ? line.last : nil
            if let carried, DisplayWidth.of(carried) + cells <= width {
              line.removeLast()
              lines.append(line)
              (line, lineWidth) = (String(carried), DisplayWidth.of(carried))
            } else {
              lines.append(line)
              (line, lineWidth) = ("", 0)
            }
          }
          line.append(character)
          lineWidth += cells
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// The marks that close what comes before them, which a line broken inside a word (as
  /// Japanese is) never starts with: `。` alone on a line reads as a stray mark.
  private static let neverStartsALine = Set("、。，．：；？！）」』】〕〉》ー…‥ゝゞ々.,:;!?)]}")

  /// The words of `paragraph`, each cut after every one of `breaks`; each piece says whether it
  /// starts a word, and so follows a space.
  private static func pieces(
    of paragraph: Substring, breakingAfter breaks: Set<Character>
  ) -> [(Substring, isWordStart: Bool)] {
    paragraph.split(separator: " ").flatMap { word -> [(Substring, isWordStart: Bool)] in
      var pieces: [(Substring, isWordStart: Bool)] = []
      var start = word.startIndex
      for index in word.indices where breaks.contains(word[index]) {
        let end = word.index(after: index)
        pieces.append((word[start..<end], pieces.isEmpty))
        start = end
      }
      if start < word.endIndex || pieces.isEmpty {
        pieces.append((word[start...], pieces.isEmpty))
      }
      return pieces
    }
  }

  /// `text` with every control character, escape sequences' start included, replaced by `�`.
  ///
  /// Data from a catalogue file can then never move the cursor or change colours. Line breaks
  /// are kept when `keepingLineBreaks`, for text that is wrapped afterwards, which reads a tab
  /// as a space and a carriage return before a line break as part of it: text written on
  /// Windows, or indented, reads as it was written.
  public static func printable(_ text: String, keepingLineBreaks: Bool = false) -> String {
    func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
      if keepingLineBreaks && scalar == "\n" { return false }
      // Controls (C0, DEL and C1: all of Unicode's control category) and the bidirectional
      // overrides and isolates, which reorder what follows them on screen.
      let value = scalar.value
      return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
    }
    // Most text holds no byte that may start an unsafe scalar, and needs no look at each one.
    let isPlain =
      text.utf8.withContiguousStorageIfAvailable {
        !mayHoldUnsafeScalar(UnsafeRawBufferPointer($0))
      }
      ?? !text.utf8.contains(where: mayStartUnsafeScalar)
    if isPlain { return text }
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var printable = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      switch scalar {
      case "\r" where keepingLineBreaks && next == "\n": continue
      case "\t" where keepingLineBreaks: printable.append(" ")
      default: printable.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return String(printable)
  }

  /// Whether `byte` may be the first of a scalar `printable` replaces: a control is a byte
  /// below 0x20 or 0x7F; a C1 control starts with 0xC2, a bidirectional control with 0xE2.
  private static func mayStartUnsafeScalar(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
  }

  /// Whether any of `bytes` may start an unsafe scalar (`mayStartUnsafeScalar`), looked at
  /// eight at a time: every name of a long listing is checked.
  static func mayHoldUnsafeScalar(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    while index + 8 <= bytes.count {
      let word = ByteWord(bytes, at: index)
      if word.hasByte(below: 0x20) || word.hasByte(0x7F) || word.hasByte(0xC2)
        || word.hasByte(0xE2)
      {
        return true
      }
      index += 8
    }
    return bytes[index...].contains(where: mayStartUnsafeScalar)
  }
}
