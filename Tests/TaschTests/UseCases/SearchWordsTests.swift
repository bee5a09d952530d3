import Tasch
import Testing

/// `SearchWords` is the rule of what a search finds: the words of its text, folded, each
/// found somewhere in a product's name or short description.
@Suite struct SearchWordsTests {
  @Test(arguments: [
    ("leather 12", ["leather", "12"]), ("  Leather\t 12\n", ["leather", "12"]),
    ("CAFÉ crème", ["cafe", "creme"]), ("Größe", ["grosse"]), ("café CAFE Cafe", ["cafe"]),
    ("100% a_b", ["100%", "a_b"]), ("no\u{A0}break", ["no", "break"]), ("", []), (" \t ", []),
  ])
  func splitsAtWhiteSpaceFoldingEachWordOnce(text: String, words: [String]) {
    #expect(SearchWords(text).words == words)
    #expect(SearchWords(text).isEmpty == words.isEmpty)
  }

  @Test func looksForTheFirstWordsOnly() {
    let numbers = (0..<(SearchWords.maximumCount + 5)).map(String.init)

    let words = SearchWords(numbers.joined(separator: " ")).words

    #expect(words == Array(numbers.prefix(SearchWords.maximumCount)))
  }

  @Test func findsEveryWordInAnyOfTheTextsInAnyOrder() {
    let texts = ["leather tote 12l", "hand stitched"]

    #expect(SearchWords("12 LEATHER").areFound(inFolded: texts))
    #expect(SearchWords("stitched tote").areFound(inFolded: texts), "a word in each text")
    #expect(SearchWords("ath").areFound(inFolded: texts), "inside a word")
    #expect(!SearchWords("tote wallet").areFound(inFolded: texts), "every word is needed")
    #expect(!SearchWords("l s").areFound(inFolded: []))
    #expect(SearchWords("").areFound(inFolded: []), "no word is missing from anything")
  }
}
