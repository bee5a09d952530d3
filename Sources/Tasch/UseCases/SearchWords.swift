import Foundation

/// What a search looks for: the words of its text, each folded as product texts are folded
/// (`SearchFolding`), each once, in the order they were typed.
///
/// This is the rule of what a search finds, on every store: a product matches when each word
/// occurs in its folded name or its folded short description — anywhere, inside a longer word
/// too, in any order. The text is split at white space, so spaces before, between and after
/// the words count for nothing, and a text of spaces alone is no search. Only the first
/// `maximumCount` different words are looked for, so that what a database is asked stays
/// small whatever is pasted in.
public struct SearchWords: Hashable, Sendable {
  /// The most words a search looks for; the words after them are left out.
  public static let maximumCount = 32

  /// The words, folded, none empty, none twice.
  public let words: [String]
  /// Each word's bytes, composed (`SearchFolding.composedBytes`), as every text is compared
  /// with them.
  private let composedWords: [[UInt8]]

  /// The words of the search text `text`.
  public init(_ text: String) {
    var words: [String] = []
    for word in text.split(whereSeparator: \.isWhitespace) where words.count < Self.maximumCount {
      let folded = SearchFolding.fold(String(word))
      if !folded.isEmpty, !words.contains(folded) { words.append(folded) }
    }
    self.words = words
    composedWords = words.map(SearchFolding.composedBytes)
  }

  /// Whether there is nothing to look for: every product matches.
  public var isEmpty: Bool { words.isEmpty }

  /// Whether every word occurs in one of `texts`, each folded already (`SearchFolding.fold`),
  /// as `SearchFolding.occurs(_:in:)` says.
  public func areFound(inFolded texts: [String]) -> Bool {
    composedWords.allSatisfy { word in
      texts.contains { SearchFolding.occurs(composed: word, in: $0) }
    }
  }
}
