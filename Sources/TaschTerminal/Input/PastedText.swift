/// Text the terminal says was pasted (bracketed paste, mode 2004): it comes between
/// `ESC [ 200 ~` and `ESC [ 201 ~`, and is read as pasted text, never as keys, so that a paste
/// holding a `q`, a line feed, an escape or a Ctrl-C does not quit, confirm or leave.
enum PastedText {
  /// What the terminal sends before a paste, after its escape byte.
  static let start = Array("[200~".utf8)
  /// What it sends after one.
  static let end = Array("\u{1B}[201~".utf8)

  /// The text pasted at the start of `bytes`, read up to the end of the paste, or to the end of
  /// `bytes` when the paste goes on in a later read.
  ///
  /// - Returns: the text, with a line break or a tab typed as a space and any other control
  ///   character left out; how many bytes were read, the end of the paste included; and
  ///   whether the paste ended. Bytes left unread when it did not end (a character or the
  ///   paste's end cut short, a CR whose LF may follow) are to be read again with the next
  ///   read.
  static func read(_ bytes: ArraySlice<UInt8>) -> (text: String, length: Int, ended: Bool) {
    if let endIndex = firstIndex(of: end, in: bytes) {
      let text = bytes[..<endIndex]
      return (typed(text), text.count + end.count, true)
    }
    var text = bytes
    // The start of the paste's end, cut short, waits for its rest.
    if let escape = text.lastIndex(of: 0x1B), end.starts(with: text[escape...]) {
      text = text[..<escape]
    }
    text = text[..<completeCharactersEnd(of: text)]
    // A CR may be the first half of a CRLF, one line break typed as one space.
    if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
    return (typed(text), text.count, false)
  }

  /// `text` as it is typed: line breaks and tabs as spaces, other control characters left out.
  private static func typed(_ text: ArraySlice<UInt8>) -> String {
    var typed = ""
    for character in String(decoding: text, as: UTF8.self) {
      if character.isNewline || character == "\t" {
        typed.append(" ")
      } else if !character.isControl {
        typed.append(character)
      }
    }
    return typed
  }

  /// Where the last whole UTF-8 character of `text` ends: before a lead byte whose
  /// continuation bytes have not all come.
  private static func completeCharactersEnd(of text: ArraySlice<UInt8>) -> Int {
    guard let lead = text.lastIndex(where: { $0 & 0xC0 != 0x80 }) else { return text.endIndex }
    return text.endIndex - lead < KeyDecoder.utf8Length(text[lead]) ? lead : text.endIndex
  }

  private static func firstIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    var from = bytes.startIndex
    while let escape = bytes[from...].firstIndex(of: pattern[0]) {
      if bytes[escape...].starts(with: pattern) { return escape }
      from = escape + 1
    }
    return nil
  }
}
