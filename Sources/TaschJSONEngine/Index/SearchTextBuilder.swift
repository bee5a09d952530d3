import Foundation
import Tasch

/// What a product's search text holds, one bit each.
struct SearchTextFlags: OptionSet {
  let rawValue: UInt8

  /// The folded text is ASCII without NUL, where finding the needle's bytes is the answer.
  static let ascii = SearchTextFlags(rawValue: 1)
  /// A decomposed (NFD) copy of the folded text follows it, for finding needles written in
  /// another normalisation.
  static let decomposed = SearchTextFlags(rawValue: 2)
  /// The folded text has NUL, which Foundation's search treats its own way: only Foundation
  /// decides.
  static let foundationOnly = SearchTextFlags(rawValue: 4)
}

/// Builds each product's search text, in the order products are added: its name and short
/// description folded as `CatalogueQuery` folds them, and the keys that sort names.
///
/// A text is `name 0xFF shortDescription`, folded; when its decomposed form (NFD) differs, it
/// is followed by `0xFE` and that form, laid out alike. `0xFF` and `0xFE` never occur in
/// UTF-8, so no needle can match across them.
struct SearchTextBuilder {
  /// The texts, one after the other.
  private(set) var texts: [UInt8] = []
  /// Where each text starts in `texts`, and where the last one ends.
  private(set) var offsets: [UInt64] = [0]
  /// Each text's `SearchTextFlags`.
  private(set) var flags: [UInt8] = []
  /// Each folded name, composed (NFC): byte order is the order of Swift's string comparison.
  private(set) var nameKeys: [UInt8] = []
  /// Where each name key starts in `nameKeys`, and where the last one ends.
  private(set) var nameKeyOffsets: [Int] = [0]

  private var runs = FoldedRuns()
  private var decomposed: [UInt8] = []

  /// Adds the search text of the product with `name` and `shortDescription`.
  mutating func add(name: String, shortDescription: String) {
    var textFlags = SearchTextFlags.ascii
    decomposed.removeAll(keepingCapacity: true)
    append(name, isName: true, flags: &textFlags)
    texts.append(0xFF)
    decomposed.append(0xFF)
    append(shortDescription, isName: false, flags: &textFlags)
    if textFlags.contains(.foundationOnly) { textFlags.remove(.ascii) }
    if textFlags.contains(.decomposed) {
      texts.append(0xFE)
      texts += decomposed
    }
    nameKeyOffsets.append(nameKeys.count)
    flags.append(textFlags.rawValue)
    offsets.append(UInt64(texts.count))
  }

  /// Appends `text` folded to the texts, and its decomposed form to `decomposed`, and to the
  /// name keys when it is the name.
  private mutating func append(_ text: String, isName: Bool, flags: inout SearchTextFlags) {
    var text = text
    text.withUTF8 { utf8 in
      let utf8 = UnsafeRawBufferPointer(utf8)
      SearchFolding.forEachRun(of: utf8) { range, isASCII in
        guard !isASCII else {
          for byte in utf8[range] {
            let folded = SearchFolding.foldASCII(byte)
            texts.append(folded)
            decomposed.append(folded)
            if isName { nameKeys.append(folded) }
            if byte == 0 { flags.insert(.foundationOnly) }
          }
          return
        }
        let forms = runs.forms(of: UnsafeRawBufferPointer(rebasing: utf8[range]))
        flags.remove(.ascii)
        texts += forms.folded
        decomposed += forms.decomposed ?? forms.folded
        if isName { nameKeys += forms.composed ?? forms.folded }
        if forms.decomposed != nil { flags.insert(.decomposed) }
        if forms.folded.contains(0) { flags.insert(.foundationOnly) }
      }
    }
  }
}

/// Non-ASCII runs of text, folded and normalised, remembered by their bytes: catalogues repeat
/// their words, and Foundation is slow.
private struct FoldedRuns {
  /// A run's folding, and its folding's decomposed (NFD) and composed (NFC) forms when they
  /// differ from it.
  struct Forms {
    let folded: [UInt8]
    let decomposed: [UInt8]?
    let composed: [UInt8]?
  }

  /// Runs by a checksum of their bytes, with the bytes, to tell apart runs of one checksum.
  private var known: [UInt64: (run: [UInt8], forms: Forms)] = [:]

  /// The forms of `run`, a run of `SearchFolding.forEachRun` that is not ASCII.
  mutating func forms(of run: UnsafeRawBufferPointer) -> Forms {
    let key = IndexChecksum.of(run)
    if let entry = known[key], entry.run.elementsEqual(run) { return entry.forms }
    let folded = SearchFolding.fold(String(decoding: run, as: UTF8.self))
    let decomposed = Array(folded.decomposedStringWithCanonicalMapping.utf8)
    let composed = Array(folded.precomposedStringWithCanonicalMapping.utf8)
    let foldedBytes = Array(folded.utf8)
    let forms = Forms(
      folded: foldedBytes, decomposed: decomposed == foldedBytes ? nil : decomposed,
      composed: composed == foldedBytes ? nil : composed)
    // Remembering at most so many runs bounds the memory.
    if known.count >= 50_000 { known.removeAll(keepingCapacity: true) }
    known[key] = (Array(run), forms)
    return forms
  }
}
