import Foundation
import Glibc
import Tasch
import TaschStoreSupport

/// What a product's search text holds, one bit each.
struct SearchTextFlags: OptionSet {
  let rawValue: UInt8

  /// The folded text is ASCII without NUL, where finding the needle's bytes is the answer.
  static let ascii = SearchTextFlags(rawValue: 1)
  /// A decomposed (NFD) copy of the folded text follows it, for finding needles written in
  /// another normalisation.
  static let decomposed = SearchTextFlags(rawValue: 2)
  /// The folded text has NUL, which the byte searches pass over: only the rule itself
  /// (`SearchFolding.occurs`) decides.
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

  /// The texts of the parts joined before, each part's own, in order: kept apart, as each
  /// goes into the index's sections where it belongs without being copied into one first.
  private var joinedParts: [SearchTextSections] = []

  private var runs = FoldedRuns()
  /// How many products to make room for once the first are measured, and at most how many
  /// bytes of texts: what `expect(products:inBytes:)` was told.
  private var expected: (products: Int, bytes: Int)?

  /// No texts yet.
  init() {}

  /// The texts of `parts`, one after the other: their name keys joined, to sort names by, and
  /// their texts kept part by part.
  init(joining parts: consuming [SearchTextBuilder]) {
    guard !parts.isEmpty else { return }
    // Taken out of `parts`, the first part is the only owner of its name keys, which then
    // grow in place rather than being copied first.
    var joined = parts.removeFirst()
    joined.joinedParts = [joined.takeOwnSections()]
    // Room for every part's keys at once, rather than growing as each is appended.
    joined.nameKeys.reserveCapacityInHugePages(
      parts.reduce(joined.nameKeys.count) { $0 + $1.nameKeys.count })
    joined.nameKeyOffsets.reserveCapacityInHugePages(
      parts.reduce(joined.nameKeyOffsets.count) { $0 + $1.nameKeyOffsets.count - 1 })
    for var part in parts {
      let keyBase = joined.nameKeys.count
      joined.joinedParts.append(part.takeOwnSections())
      joined.nameKeys += part.nameKeys
      joined.nameKeyOffsets += part.nameKeyOffsets.dropFirst().lazy.map { $0 + keyBase }
    }
    joined.runs = FoldedRuns()
    self = joined
  }

  /// How many bytes the texts take, those of every part joined included.
  var textByteCount: Int {
    joinedParts.reduce(texts.count) { $0 + $1.texts.count }
  }

  /// The texts, their offsets and flags, part by part, taken out: only the name keys are left,
  /// to sort names by.
  ///
  /// There is always a part, if only one of no texts.
  mutating func takeSections() -> [SearchTextSections] {
    // Joined parts took this builder's own texts with them.
    guard !joinedParts.isEmpty else { return [takeOwnSections()] }
    defer { joinedParts = [] }
    return joinedParts
  }

  /// This builder's own texts, offsets and flags, taken out.
  private mutating func takeOwnSections() -> SearchTextSections {
    defer { (texts, offsets, flags) = ([], [0], []) }
    return SearchTextSections(texts: texts, offsets: offsets, flags: flags)
  }

  /// Expects `products` products in all, whose texts take at most `bytes` bytes.
  ///
  /// Once the first are measured, the texts make room for that many products, each as long as
  /// those (the reader's count already has its margin), so that a large catalogue's texts
  /// grow once, not by doubling, each time copied into new memory that is touched anew. Room
  /// not used costs address space only.
  mutating func expect(products: Int, inBytes bytes: Int) {
    expected = (products, bytes)
    if flags.count >= IndexBuilder.productsMeasured { makeRoom() }
  }

  private mutating func makeRoom() {
    guard let (promised, bytes) = expected, !flags.isEmpty else { return }
    expected = nil
    // Each product's text takes a byte at least.
    let products = min(promised, bytes)
    let measured = flags.count
    guard products > measured else { return }
    texts.reserveCapacityInHugePages(
      Self.room(for: products, measured: measured, using: texts.count, bytes))
    nameKeys.reserveCapacityInHugePages(
      Self.room(for: products, measured: measured, using: nameKeys.count, bytes))
    offsets.reserveCapacityInHugePages(products + 1)
    flags.reserveCapacityInHugePages(products)
    nameKeyOffsets.reserveCapacityInHugePages(products + 1)
  }

  /// Bytes for `products` products as long as the `measured` ones, which use `used` bytes; at
  /// most `limit`.
  private static func room(for products: Int, measured: Int, using used: Int, _ limit: Int) -> Int {
    let (room, overflow) = (used / measured + 1).multipliedReportingOverflow(by: products)
    return overflow ? limit : min(room, limit)
  }

  /// Adds the search text of the product whose name and short description are the UTF-8
  /// texts `name` and `shortDescription`.
  mutating func add(name: UnsafeRawBufferPointer, shortDescription: UnsafeRawBufferPointer) {
    if flags.count == IndexBuilder.productsMeasured { makeRoom() }
    var textFlags = SearchTextFlags.ascii
    appendFolded(name, isName: true, flags: &textFlags)
    texts.append(0xFF)
    appendFolded(shortDescription, isName: false, flags: &textFlags)
    if textFlags.contains(.foundationOnly) { textFlags.remove(.ascii) }
    if textFlags.contains(.decomposed) {
      // Rare: the runs are remembered, so folding them again only looks them up.
      texts.append(0xFE)
      texts += decomposedFolding(of: name) + [0xFF] + decomposedFolding(of: shortDescription)
    }
    nameKeyOffsets.append(nameKeys.count)
    flags.append(textFlags.rawValue)
    offsets.append(UInt64(texts.count))
  }

  /// Appends the UTF-8 `text` folded to the texts, and composed to the name keys when it is
  /// the name; notes in `flags` what the folded text holds.
  private mutating func appendFolded(
    _ text: UnsafeRawBufferPointer, isName: Bool, flags: inout SearchTextFlags
  ) {
    FastSearchFolding.forEachRun(of: text) { range, isASCII in
      guard !isASCII else {
        let run = UnsafeRawBufferPointer(rebasing: text[range])
        let start = texts.count
        Self.appendFolded(ascii: run, to: &texts)
        if isName { nameKeys += texts[start...] }
        if let base = run.baseAddress, memchr(base, 0, run.count) != nil {
          flags.insert(.foundationOnly)
        }
        return
      }
      let forms = runs.forms(of: UnsafeRawBufferPointer(rebasing: text[range]))
      flags.remove(.ascii)
      texts += forms.folded
      if isName { nameKeys += forms.composed ?? forms.folded }
      if forms.decomposed != nil { flags.insert(.decomposed) }
      if forms.folded.contains(0) { flags.insert(.foundationOnly) }
    }
  }

  /// Appends the ASCII `run` folded to `bytes`: copied, then folded in place.
  private static func appendFolded(ascii run: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
    let start = bytes.count
    bytes += run
    bytes.withUnsafeMutableBytes {
      FastSearchFolding.foldASCII(UnsafeMutableRawBufferPointer(rebasing: $0[start...]))
    }
  }

  /// The UTF-8 `text` folded and decomposed (NFD).
  private mutating func decomposedFolding(of text: UnsafeRawBufferPointer) -> [UInt8] {
    var output: [UInt8] = []
    FastSearchFolding.forEachRun(of: text) { range, isASCII in
      guard !isASCII else {
        Self.appendFolded(ascii: UnsafeRawBufferPointer(rebasing: text[range]), to: &output)
        return
      }
      let forms = runs.forms(of: UnsafeRawBufferPointer(rebasing: text[range]))
      output += forms.decomposed ?? forms.folded
    }
    return output
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

  /// The forms of `run`, a run of `FastSearchFolding.forEachRun` that is not ASCII.
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

/// Search texts as the index keeps them, in three sections: those of one part of the products.
struct SearchTextSections: Sendable {
  let texts: [UInt8]
  /// Where each text starts in `texts`, and where the last one ends.
  let offsets: [UInt64]
  let flags: [UInt8]

  /// Puts the sections of `parts`, one after the other, in their places in the index `image`;
  /// there is at least one part, as `SearchTextBuilder.takeSections()` gives, since each writes
  /// where its texts end.
  static func put(
    _ parts: [SearchTextSections], in image: UnsafeMutableRawBufferPointer, layout: IndexLayout
  ) {
    var textBase = 0
    var products = 0
    for part in parts {
      let count = part.flags.count
      let texts = layout[.texts].lowerBound + textBase
      let flags = layout[.textFlags].lowerBound + products
      part.texts.withUnsafeBytes {
        UnsafeMutableRawBufferPointer(rebasing: image[texts..<texts + part.texts.count])
          .copyMemory(from: $0)
      }
      part.flags.withUnsafeBytes {
        UnsafeMutableRawBufferPointer(rebasing: image[flags..<flags + count]).copyMemory(from: $0)
      }
      // Each part's offsets start at 0: they are moved by the texts before it.
      for (index, offset) in part.offsets.enumerated() {
        image.storeBytes(
          of: (offset + UInt64(textBase)).littleEndian,
          toByteOffset: layout[.textOffsets].lowerBound + 8 * (products + index), as: UInt64.self)
      }
      textBase += part.texts.count
      products += count
    }
    for section in [IndexLayout.Section.texts, .textFlags, .textOffsets] {
      IndexBuilder.padAfter(layout[section], in: image)
    }
  }
}
