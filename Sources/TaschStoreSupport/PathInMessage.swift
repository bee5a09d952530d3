extension String {
  /// The path as a message names it: each line break in it (a newline or a carriage return)
  /// as U+FFFD.
  ///
  /// A name may hold a line break; written raw, it would start a line of the message that
  /// reads as a message of its own. A terminal front makes every other control character
  /// printable, but keeps the line breaks a message is made of.
  public var inMessage: String {
    guard utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
      return self
    }
    let shown = unicodeScalars.map { $0 == "\n" || $0 == "\r" ? "\u{FFFD}" : $0 }
    return String(String.UnicodeScalarView(shown))
  }
}
