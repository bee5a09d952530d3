import Foundation
import Tasch

/// The core's `SearchFolding`, made fast for stores that fold every name and description of a
/// catalogue: exactly the same foldings, tested against the core's on every kind of text.
///
/// ASCII folds here, eight bytes at a time: letters to lower case, nothing else changes.
/// Anything else goes through the core's rule. A reader of many texts can fold them run by run
/// (`forEachRun`), remembering the runs it has folded, since names and descriptions repeat
/// their words.
public enum FastSearchFolding {
  /// `text` folded: `SearchFolding.fold(text)`.
  public static func fold(_ text: String) -> String {
    asciiFolding(of: text) ?? SearchFolding.fold(text)
  }

  /// The name key of `text`, as `SearchFolding.sortKey(text)` gives it.
  ///
  /// ASCII text is composed already.
  public static func sortKey(_ text: String) -> String {
    asciiFolding(of: text) ?? SearchFolding.sortKey(text)
  }

  /// The folding of `text` when all of it is ASCII; `nil` otherwise.
  private static func asciiFolding(of text: String) -> String? {
    var text = text
    return text.withUTF8 { utf8 in
      utf8.allSatisfy { $0 < 0x80 }
        ? String(decoding: utf8.lazy.map(foldASCII), as: UTF8.self) : nil
    }
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
  /// of a text is the foldings of its runs put together; tests compare it with the core's.
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
