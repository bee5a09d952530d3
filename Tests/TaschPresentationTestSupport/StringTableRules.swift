import Foundation
import TaschPresentation

/// The rules every string table keeps, whichever front's: the same placeholders in every
/// language, sentences that end as English ends them, and the language's own quotation marks.
public enum StringTableRules {
  /// How a text ends.
  public enum Ending: Hashable, Sendable {
    /// With a full stop, a question mark or an exclamation mark, in any script.
    case sentence
    /// With a colon, introducing what follows.
    case colon
    /// With an ellipsis, saying something is under way.
    case ellipsis
    /// With none of these: a label, a title, a fragment.
    case open
  }

  /// The names of the `{placeholders}` in `text`.
  public static func placeholders(_ text: String) -> Set<String> {
    var names = Set<String>()
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// How `text` ends, trailing spaces and closing brackets or quotes aside.
  public static func ending(_ text: String) -> Ending {
    let closing: Set<Character> = [" ", "\u{A0}", ")", "）", "»", "”", "“", "」"]
    guard let last = text.reversed().first(where: { !closing.contains($0) }) else { return .open }
    switch last {
    case ".", "?", "!", "。", "？", "！": return .sentence
    case ":", "：": return .colon
    case "…": return .ellipsis
    default: return .open
    }
  }

  /// Whether `text` holds more than one sentence, so that it must end as a sentence too.
  public static func holdsSeveralSentences(_ text: String) -> Bool {
    let characters = Array(text)
    for index in characters.indices.dropLast() {
      if characters[index] == "。" { return true }
      if ".?!".contains(characters[index]), index + 2 < characters.count,
        characters[index + 1] == " ", characters[index + 2].isUppercase
      {
        return true
      }
    }
    return false
  }

  /// Every quotation mark `language` writes, its `quoted` pattern's: `“` and `”` in English.
  public static func quotationMarks(of language: Language) -> Set<Character> {
    let localization = Localization(
      LocaleSettings(textLocale: language.rawValue, moneyLocale: language.rawValue))
    return Set(localization.text(.quoted, ["text": ""])).subtracting([" ", "\u{A0}"])
  }

  /// The quotation marks of any language Tasch speaks, and the backtick, which none uses.
  public static var anyQuotationMark: Set<Character> {
    Language.allCases.reduce(["`"]) { $0.union(quotationMarks(of: $1)) }
  }

  /// The quotation marks in `text` that are not `language`'s own.
  public static func foreignQuotationMarks(in text: String, language: Language) -> Set<Character> {
    Set(text).intersection(anyQuotationMark).subtracting(quotationMarks(of: language))
  }
}
