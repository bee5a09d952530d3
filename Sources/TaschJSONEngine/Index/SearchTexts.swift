import TaschParallel

/// Every product's search text, checked, ready to be searched: a whole catalogue is searched
/// without decoding any product.
public struct SearchTexts: Sendable {
  private let offsets: IndexRegion
  private let flags: IndexRegion
  private let texts: IndexRegion
  /// How many products there are.
  public let count: Int

  init(offsets: IndexRegion, flags: IndexRegion, texts: IndexRegion, count: Int)
    throws(CatalogueIndexError)
  {
    self.offsets = offsets
    self.flags = flags
    self.texts = texts
    self.count = count
    // The offsets are checked once, so that a search never reads outside the texts. Every
    // entry the builder writes holds at least its end marker, so none is empty.
    guard offsets.load(UInt64.self, at: 0) == 0 else { throw .damaged }
    var previous: UInt64 = 0
    for position in 0..<count {
      let end = offsets.load(UInt64.self, at: 8 * (position + 1))
      guard end > previous, end <= UInt64(texts.byteCount) else { throw .damaged }
      previous = end
    }
  }

  /// Whether each product's text contains every one of `needles`, by position: what
  /// `contains(_:at:)` says of each needle, found faster by first looking for the bytes a
  /// match must have in each entry; none matches when there are no needles.
  ///
  /// Each needle is looked for only in the texts that hold the needles before it, the longest
  /// first: it is the likeliest to rule a product out. A large catalogue is searched in parts,
  /// on every core.
  public func matches(of needles: [SearchNeedle]) -> [Bool] {
    guard !needles.isEmpty else { return [Bool](repeating: false, count: count) }
    let longestFirst = needles.sorted { $0.folded.utf8.count > $1.folded.utf8.count }
    return (0..<count).concurrentParts { positions in
      matches(of: longestFirst, at: positions)
    }.flatMap { $0 }
  }

  /// Whether each product at `positions` contains every one of `needles`, in the order given.
  private func matches(of needles: [SearchNeedle], at positions: Range<Int>) -> [Bool] {
    var matches = [Bool](repeating: true, count: positions.count)
    for needle in needles {
      if let pattern = needle.pattern {
        narrow(&matches, to: needle, scanningFor: pattern, at: positions)
        continue
      }
      let necessary = needle.necessaryBytes
      for (slot, position) in positions.enumerated() where matches[slot] {
        matches[slot] = mayContain(necessary, at: position) && contains(needle, at: position)
      }
    }
    return matches
  }

  /// Keeps in `matches`, by slot in `positions`, only the products whose text contains
  /// `needle`, found by looking for `pattern`, its bytes: in every text of a block at once
  /// while many products are left, in each one's own text once few are.
  ///
  /// A product is settled by the first occurrence in its text, as `settle` says; a text where
  /// the bytes do not occur cannot contain the needle, unless the rule itself decides it.
  private func narrow(
    _ matches: inout [Bool], to needle: SearchNeedle, scanningFor pattern: BytePattern,
    at positions: Range<Int>
  ) {
    var found: [Bool]
    if matches.count(where: { $0 }) < matches.count / 8 {
      found = matches
      for (slot, position) in positions.enumerated() where matches[slot] {
        let text = start(of: position)..<start(of: position + 1)
        found[slot] = texts.withBytes(in: text) { bytes in
          pattern.firstOffset(in: bytes, from: 0).map {
            settle(
              needle, at: position, text: text, occurrence: text.lowerBound + $0, in: bytes,
              startingAt: text.lowerBound)
          } ?? false
        }
      }
    } else {
      found = scanStretches(for: needle, pattern: pattern, at: positions, keeping: matches)
    }
    forEachFoundationOnly(at: positions) { slot, position in
      if matches[slot], !found[slot] { found[slot] = contains(needle, at: position) }
    }
    for slot in matches.indices { matches[slot] = matches[slot] && found[slot] }
  }

  /// Which products at `positions` that `matches` keeps contain `needle`, by slot, scanning
  /// each stretch of texts that lies in one block for `pattern` at once; a text that crosses
  /// into the next block is left to `contains(_:at:)`.
  private func scanStretches(
    for needle: SearchNeedle, pattern: BytePattern, at positions: Range<Int>,
    keeping matches: [Bool]
  ) -> [Bool] {
    var found = [Bool](repeating: false, count: positions.count)
    var position = positions.lowerBound
    let end = start(of: positions.upperBound)
    while position < positions.upperBound {
      let stretchStart = start(of: position)
      let stretchEnd = texts.withBlockBytes(from: stretchStart, upTo: end) { stretch in
        var from = 0
        while let hit = pattern.firstOffset(in: stretch, from: from) {
          position = firstPosition(from: position, holding: stretchStart + hit)
          let text = start(of: position)..<start(of: position + 1)
          guard text.upperBound <= stretchStart + stretch.count else { break }
          let slot = position - positions.lowerBound
          if matches[slot] {
            found[slot] = settle(
              needle, at: position, text: text, occurrence: stretchStart + hit,
              in: stretch, startingAt: stretchStart)
          }
          position += 1
          from = text.upperBound - stretchStart
        }
        return stretchStart + stretch.count
      }
      // The texts that end in the stretch are settled; the next may cross into the next block.
      position = firstPosition(from: position, holding: stretchEnd, below: positions)
      if position < positions.upperBound, start(of: position) < stretchEnd {
        let slot = position - positions.lowerBound
        found[slot] = matches[slot] && contains(needle, at: position)
        position += 1
      }
    }
    return found
  }

  /// The first position from `position` on whose text holds the byte at `offset`, or the end
  /// of `positions` when none below it does: found by steps that double, then halving, so
  /// that passing over many texts without a match reads few offsets.
  private func firstPosition(
    from position: Int, holding offset: Int, below positions: Range<Int>? = nil
  ) -> Int {
    let upper = positions?.upperBound ?? count
    var (low, high, step) = (position, position, 1)
    while high < upper, start(of: high + 1) <= offset {
      low = high + 1
      high = min(upper, high + step)
      step *= 2
    }
    while low < high {
      let middle = low + (high - low) / 2
      if start(of: middle + 1) > offset { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Hands `body` the slot and position of each product at `positions` whose text only the rule
  /// itself (`SearchFolding.occurs`) decides.
  private func forEachFoundationOnly(at positions: Range<Int>, _ body: (Int, Int) -> Void) {
    var position = positions.lowerBound
    while position < positions.upperBound {
      position = flags.withBlockBytes(from: position, upTo: positions.upperBound) { bytes in
        for (index, byte) in bytes.enumerated()
        where SearchTextFlags(rawValue: byte).contains(.foundationOnly) {
          body(position + index - positions.lowerBound, position + index)
        }
        return position + bytes.count
      }
    }
  }

  /// Whether the product at `position`, whose `text` lies in `stretch`, contains `needle`,
  /// given the first occurrence of its bytes in the text.
  private func settle(
    _ needle: SearchNeedle, at position: Int, text: Range<Int>, occurrence: Int,
    in stretch: UnsafeRawBufferPointer, startingAt stretchStart: Int
  ) -> Bool {
    let flags = textFlags(at: position)
    if flags.contains(.foundationOnly) { return contains(needle, at: position) }
    let occurrenceEnd = occurrence + needle.folded.utf8.count
    // Bytes that run on into the next text are no occurrence, nor is any later one.
    guard occurrenceEnd <= text.upperBound else { return false }
    if flags.contains(.ascii) { return true }
    func byte(at offset: Int) -> UInt8 { stretch[offset - stretchStart] }
    /// ASCII, a separator of texts or the text's edge.
    func isBorder(_ offset: Int) -> Bool {
      !text.contains(offset) || byte(at: offset) < 0x80 || byte(at: offset) >= 0xFE
    }
    // The folded text comes first; its decomposed form, after 0xFE, has occurrences of its
    // own only in what the rule itself must look at.
    let isInFoldedText =
      !flags.contains(.decomposed)
      || !(text.lowerBound..<occurrence).contains { byte(at: $0) == 0xFE }
    if isInFoldedText, isBorder(occurrence - 1), isBorder(occurrenceEnd) { return true }
    return contains(needle, at: position)
  }

  /// Where the text of the product at `position` starts, or the last one ends.
  private func start(of position: Int) -> Int {
    Int(offsets.load(UInt64.self, at: 8 * position))
  }

  private func textFlags(at position: Int) -> SearchTextFlags {
    SearchTextFlags(rawValue: flags.load(UInt8.self, at: position))
  }

  /// Whether the entry at `position` holds `necessary`, the bytes a needle's match must have:
  /// `false` settles that the needle is not there; `true` when there are no such bytes, or the
  /// entry is one the rule itself decides.
  private func mayContain(_ necessary: [UInt8]?, at position: Int) -> Bool {
    guard let necessary, !textFlags(at: position).contains(.foundationOnly) else { return true }
    return texts.withBytes(in: start(of: position)..<start(of: position + 1)) {
      SearchNeedle.find(necessary, in: $0)
    }
  }

  /// Whether the folded name or short description of the product at `position` contains
  /// `needle`, exactly as `CatalogueQuery` decides it (`SearchFolding.occurs`); `false` for an empty
  /// needle or a position out of range.
  public func contains(_ needle: SearchNeedle, at position: Int) -> Bool {
    guard !needle.isEmpty, (0..<count).contains(position) else { return false }
    let textFlags = textFlags(at: position)
    return texts.withBytes(in: start(of: position)..<start(of: position + 1)) { entry in
      // The folded text, then after 0xFE its decomposed form when it has one.
      let split = entry.firstIndex(of: 0xFE) ?? entry.count
      let folded = UnsafeRawBufferPointer(rebasing: entry[..<split])
      let searched =
        textFlags.contains(.decomposed)
        ? UnsafeRawBufferPointer(rebasing: entry[min(split + 1, entry.count)...]) : folded
      let (possible, isConfirmed) = needle.mayBeFound(in: searched, flags: textFlags)
      guard possible, !isConfirmed else { return possible }
      return folded.split(separator: 0xFF, omittingEmptySubsequences: false).contains {
        needle.isFound(in: String(decoding: $0, as: UTF8.self))
      }
    }
  }
}
