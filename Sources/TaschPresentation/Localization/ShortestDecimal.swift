/// A floating-point number rounded to a few decimals as ICU rounds one it formats: from its
/// shortest decimal form that reads back as the same number, half to even.
///
/// `4.35` is not exactly representable in binary, but its shortest form is `4.35`, so ICU (and
/// this) write it `4.4` with one decimal; the binary value's own digits would say `4.3`.
enum ShortestDecimal {
  /// `value` rounded to `fractionDigits` decimals, counted in units of the last decimal
  /// (`4.35` to one decimal is 44); `nil` for a negative, non-finite or very large value, or
  /// one Swift writes with an exponent, which the caller leaves to Foundation.
  static func scaled(_ value: Double, fractionDigits: Int) -> Int64? {
    guard value.isFinite, value >= 0, value < 1e15, (0...8).contains(fractionDigits) else {
      return nil
    }
    // Swift writes a double in its shortest round-trip form, as ICU reads it. A form with an
    // exponent stops at its `e`, as at any byte that is neither a digit nor the point.
    let text = value.description.utf8
    var scaled: Int64 = 0
    var decimalsKept = 0
    var isFraction = false
    // The first digit rounded away, and whether any after it is not zero: all rounding needs,
    // kept without an array, as a list of 100,000 ratings calls this for each.
    var firstDropped: UInt8?
    var isNonZeroAfterFirst = false
    for byte in text {
      if byte == UInt8(ascii: ".") {
        isFraction = true
        continue
      }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      if isFraction && decimalsKept == fractionDigits {
        if firstDropped == nil {
          firstDropped = byte
        } else if byte != UInt8(ascii: "0") {
          isNonZeroAfterFirst = true
        }
        continue
      }
      // Fifteen whole digits and eight decimals are more than an Int64 holds.
      guard let shifted = Self.shifted(scaled, adding: Int64(byte - UInt8(ascii: "0"))) else {
        return nil
      }
      scaled = shifted
      if isFraction { decimalsKept += 1 }
    }
    while decimalsKept < fractionDigits {
      guard let shifted = Self.shifted(scaled, adding: 0) else { return nil }
      scaled = shifted
      decimalsKept += 1
    }
    guard let first = firstDropped else { return scaled }
    let isAboveHalf =
      first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && isNonZeroAfterFirst)
    let isHalf = first == UInt8(ascii: "5") && !isAboveHalf
    guard isAboveHalf || (isHalf && !scaled.isMultiple(of: 2)) else { return scaled }
    let (roundedUp, overflow) = scaled.addingReportingOverflow(1)
    return overflow ? nil : roundedUp
  }

  /// The quotient `numerator / denominator` as a double, rounded as `scaled(_:fractionDigits:)`
  /// rounds it, but worked out from the whole numbers.
  ///
  /// No double and no text are made: an average on every row of a long list costs a division.
  /// `nil` where that is not sure to agree: a negative numerator, a quotient of 8 or more,
  /// more than four decimals, or a denominator of 5·10¹⁴ / 10^`fractionDigits` or more.
  ///
  /// Why it agrees: the double is the exact quotient `q` correctly rounded, and its shortest
  /// form is nearer to it than one unit in its last place, so both are less than 10⁻¹⁵ from
  /// `q`, which is below 8. A halfway point between two results is a fraction over
  /// 2·10^`fractionDigits`: when `q` is not one, it is at least 1/(2·10^`fractionDigits`·
  /// `denominator`), more than 10⁻¹⁵, away from each, so `q` and the shortest form round alike.
  /// When `q` is one, it has a decimal more than asked, and that is its shortest form.
  static func scaled(_ numerator: Int, over denominator: Int, fractionDigits: Int) -> Int64? {
    guard numerator >= 0, denominator > 0, (0...4).contains(fractionDigits) else { return nil }
    var power = 1
    for _ in 0..<fractionDigits { power *= 10 }
    guard denominator < 500_000_000_000_000 / power, numerator / denominator < 8 else {
      return nil
    }
    // Below 8 · denominator · 10^`fractionDigits`, so under 4·10¹⁵: no overflow.
    let (quotient, remainder) = (numerator * power).quotientAndRemainder(dividingBy: denominator)
    let isHalf = 2 * remainder == denominator
    let roundsUp = 2 * remainder > denominator || (isHalf && !quotient.isMultiple(of: 2))
    return Int64(quotient + (roundsUp ? 1 : 0))
  }

  /// `scaled` times ten plus `digit`; `nil` when that is more than an Int64 holds.
  private static func shifted(_ scaled: Int64, adding digit: Int64) -> Int64? {
    let (times10, overflow) = scaled.multipliedReportingOverflow(by: 10)
    let (sum, carried) = times10.addingReportingOverflow(digit)
    return overflow || carried ? nil : sum
  }
}
