import Foundation

/// What search compares: text with case and diacritics folded away, as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` folds it.
///
/// This is the rule, stated plainly. A store that folds a great many texts may fold them faster
/// its own way, as long as it gives exactly this; the stores' fast folding is tested against it.
public enum SearchFolding {
  /// `text` as search compares it: case and diacritics folded away.
  public static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
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
}
