extension NumberPattern {
  /// Reads the pattern `foundation` writes numbers in off what it writes for a few probes.
  ///
  /// - Parameters:
  ///   - fractionDigits: how many digits of each number are the fraction (0 to 8).
  ///   - foundation: writes a number, counted in units of its last fraction digit.
  /// - Returns: the pattern, or `nil` when it cannot be read, or does not then write every
  ///   length of number exactly as `foundation` does.
  static func read(fractionDigits: Int, from foundation: (Int64) -> String) -> NumberPattern? {
    guard (0...8).contains(fractionDigits) else { return nil }
    // Every digit once in the whole part, so the digits and the groups show; then a fraction.
    let probeDigits = Array(1...9) + [0] + Array(1...8).prefix(fractionDigits)
    let probe = probeDigits.reduce(Int64(0)) { $0 * 10 + Int64($1) }
    guard let positive = Reading(foundation(probe), digits: probeDigits),
      let negative = Reading(foundation(-probe), digits: probeDigits),
      positive.core == negative.core,
      let layout = positive.layout(fractionDigits: fractionDigits)
    else { return nil }
    // Where `1234` stays ungrouped, only trying tells: keep the first that writes every length.
    for minimum in 1...3 {
      let pattern = NumberPattern(
        positive: positive.affixes, negative: negative.affixes, digits: positive.digitBytes,
        digitWidth: positive.digitWidth, groupingSeparator: layout.grouping,
        decimalSeparator: layout.decimal, primaryGroupSize: layout.primary,
        secondaryGroupSize: layout.secondary, minimumGroupingDigits: minimum,
        fractionDigits: fractionDigits)
      if pattern.writesLikeFoundation(foundation) { return pattern }
    }
    return nil
  }

  /// Whether this pattern writes zero, both extremes and every length of number, positive and
  /// negative, exactly as `foundation` does; what a pattern writes depends on nothing else.
  func writesLikeFoundation(_ foundation: (Int64) -> String) -> Bool {
    let longest: Int64 = 1_234_567_890_123_456_789
    var values: [Int64] = [0, .max, .min]
    var value = longest
    while value > 0 {
      values += [value, -value]
      value /= 10
    }
    return values.allSatisfy { format($0) == foundation($0) }
  }
}

/// One number as Foundation wrote it, taken apart around its digits.
private struct Reading {
  /// Everything from the first digit to the last.
  let core: String
  /// What is before and after the digits.
  let affixes: NumberPattern.Affixes
  /// The UTF-8 of the digits zero to nine.
  let digitBytes: [UInt8]
  /// How many bytes each digit takes.
  let digitWidth: Int
  /// What is between each digit and the next: nothing, or a separator.
  let gaps: [String]

  /// `text` taken apart, knowing that its digits are `digits`; `nil` when they are not.
  init?(_ text: String, digits: [Int]) {
    // Scalars, not characters: a direction mark or a space may share a character with a digit.
    let scalars = Array(text.unicodeScalars)
    let positions = scalars.indices.filter { scalars[$0].properties.numericType == .decimal }
    guard positions.count == digits.count, let first = positions.first,
      let last = positions.last
    else { return nil }
    var glyphs = [Unicode.Scalar?](repeating: nil, count: 10)
    for (position, value) in zip(positions, digits) {
      guard glyphs[value] == nil || glyphs[value] == scalars[position] else { return nil }
      glyphs[value] = scalars[position]
    }
    let written = glyphs.compactMap { $0 }
    guard written.count == 10, let width = written.first?.utf8.count,
      written.allSatisfy({ $0.utf8.count == width })
    else { return nil }
    func string(_ part: ArraySlice<Unicode.Scalar>) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: part)
      return String(view)
    }
    core = string(scalars[first...last])
    affixes = NumberPattern.Affixes(
      prefix: Array(string(scalars[..<first]).utf8),
      suffix: Array(string(scalars[(last + 1)...]).utf8))
    digitBytes = written.flatMap(\.utf8)
    digitWidth = width
    gaps = zip(positions, positions.dropFirst()).map { string(scalars[($0 + 1)..<$1]) }
  }

  /// The separators and group sizes, given the last `fractionDigits` digits are the fraction.
  func layout(fractionDigits: Int)
    -> (grouping: [UInt8], decimal: [UInt8], primary: Int, secondary: Int)?
  {
    let wholeGaps = gaps.dropLast(fractionDigits)
    var decimal: [UInt8] = []
    if fractionDigits > 0 {
      let fractionGaps = gaps.suffix(fractionDigits)
      guard let separator = fractionGaps.first, !separator.isEmpty,
        fractionGaps.dropFirst().allSatisfy(\.isEmpty)
      else { return nil }
      decimal = Array(separator.utf8)
    }
    let separators = Set(wholeGaps.filter { !$0.isEmpty })
    guard separators.count <= 1 else { return nil }
    guard let grouping = separators.first else { return ([], decimal, 0, 0) }
    // The lengths of the runs of whole digits between separators, last first.
    var runs: [Int] = []
    var run = 1
    for gap in wholeGaps.reversed() {
      if gap.isEmpty {
        run += 1
      } else {
        runs.append(run)
        run = 1
      }
    }
    runs.append(run)
    // The first run is whatever is left over; the others are the primary group, then the
    // secondary groups, all of one size.
    guard runs.count >= 3, let primary = runs.first else { return nil }
    let secondary = runs[1]
    guard runs.dropFirst().dropLast().allSatisfy({ $0 == secondary }),
      let leftover = runs.last, leftover <= secondary
    else { return nil }
    return (Array(grouping.utf8), decimal, primary, secondary)
  }
}
