import Foundation

/// Folds text the way search compares it, ignoring case and diacritics: exactly what
/// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`
/// gives, only faster.
///
/// ASCII folds here, byte by byte: letters to lower case, nothing else changes. Anything else
/// goes through Foundation. A reader of many texts can fold them run by run (`forEachRun`),
/// remembering the runs it has folded, since names and descriptions repeat their words.
public enum SearchFolding {
  /// `text` folded; the same as Foundation's folding.
  public static func fold(_ text: String) -> String {
    var utf8Text = text
    let folded = utf8Text.withUTF8 { utf8 in
      utf8.allSatisfy { $0 < 0x80 }
        ? String(decoding: utf8.lazy.map(foldASCII), as: UTF8.self) : nil
    }
    return folded ?? text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// The key that orders texts by name as search sees them: the folding, composed (NFC).
  ///
  /// Two spellings of one text, composed or decomposed, get the same key, and keys compare as
  /// their UTF-8 bytes do. Swift's comparison of strings that are not NFC is not always
  /// consistent (a decomposed "が" neither precedes nor follows "がbag"), so a sort by the
  /// bare folding can depend on the sorting algorithm; a sort by this key cannot.
  public static func sortKey(_ text: String) -> String {
    fold(text).precomposedStringWithCanonicalMapping
  }

  /// The folding of the ASCII character `byte`: letters to lower case, nothing else changes.
  @inlinable
  public static func foldASCII(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  /// Folds `bytes`, every one of them ASCII, in place, each as `foldASCII(_:)` folds it: eight
  /// at a time, since catalogues fold every name and description they hold.
  public static func foldASCII(_ bytes: UnsafeMutableRawBufferPointer) {
    var index = 0
    while index + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // With every byte below 0x80, adding never carries into the next byte: bit 7 of a byte
      // is set by the first sum from "A" up, and by the second from past "Z" up.
      let fromA = word &+ 0x3F3F_3F3F_3F3F_3F3F
      let pastZ = word &+ 0x2525_2525_2525_2525
      let capitals = fromA & ~pastZ & 0x8080_8080_8080_8080
      bytes.storeBytes(of: word | capitals >> 2, toByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      bytes[index] = foldASCII(bytes[index])
      index += 1
    }
  }

  /// Splits UTF-8 text into runs that fold, and normalise (NFC, NFD), each on their own: runs
  /// of ASCII, and runs of other characters together with the ASCII character before them.
  ///
  /// Foundation's folding strips a combining mark that follows a letter but keeps one that
  /// starts the text, so a non-ASCII run keeps its base letter; an ASCII character never
  /// combines with what comes before it, so a run may end wherever ASCII starts. The folding
  /// of a text is the foldings of its runs put together; tests compare it with Foundation's.
  public static func forEachRun(
    of utf8: UnsafeRawBufferPointer, _ body: (_ range: Range<Int>, _ isASCII: Bool) -> Void
  ) {
    var start = 0
    var index = 0
    while index < utf8.count {
      // ASCII is passed over eight bytes at a time.
      if index + 8 <= utf8.count,
        utf8.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      guard utf8[index] >= 0x80 else {
        index += 1
        continue
      }
      let runStart = index > start ? index - 1 : index
      if runStart > start { body(start..<runStart, true) }
      while index < utf8.count, utf8[index] >= 0x80 { index += 1 }
      body(runStart..<index, false)
      start = index
    }
    if start < utf8.count { body(start..<utf8.count, true) }
  }
}
