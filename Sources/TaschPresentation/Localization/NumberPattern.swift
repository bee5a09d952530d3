/// How one locale writes one kind of number (whole numbers, or amounts in one currency), so that
/// each number costs integer arithmetic and one string, not a Foundation format.
///
/// A pattern is read off Foundation's own output once (see `NumberPattern.read`), and is only
/// used after it has written every length of number exactly as Foundation does. It is a class,
/// and immutable, so that handing it out of the shared cache for each number costs one
/// reference count rather than one for each of its parts.
final class NumberPattern: Sendable {
  /// What surrounds the digits: currency symbol, sign, spaces, direction marks.
  struct Affixes: Hashable, Sendable {
    /// Before the digits, as UTF-8.
    var prefix: [UInt8]
    /// After the digits, as UTF-8.
    var suffix: [UInt8]
  }

  /// The affixes of zero and of positive numbers.
  let positive: Affixes
  /// The affixes of negative numbers, minus sign included.
  let negative: Affixes
  /// The UTF-8 of the digits zero to nine, each `digitWidth` bytes long, in order.
  let digits: [UInt8]
  /// How many bytes each digit takes: 1 for `0`–`9`, 2 for `٠`–`٩`.
  let digitWidth: Int
  /// Between groups of the whole part, as UTF-8: `,`, `.`, `’`, U+202F.
  let groupingSeparator: [UInt8]
  /// Between the whole part and the fraction, as UTF-8.
  let decimalSeparator: [UInt8]
  /// The size of the group next to the decimal separator; 0 when the locale does not group.
  let primaryGroupSize: Int
  /// The size of the groups before it: 3, or 2 in India (`12,34,567`).
  let secondaryGroupSize: Int
  /// How many digits must come before the first separator for there to be one: 1, or 2 where
  /// `1234` stays ungrouped but `12 345` is grouped.
  let minimumGroupingDigits: Int
  /// How many digits of the number are the fraction: 2 for cents, 0 for whole numbers.
  let fractionDigits: Int

  /// A pattern of these parts.
  init(
    positive: Affixes, negative: Affixes, digits: [UInt8], digitWidth: Int,
    groupingSeparator: [UInt8], decimalSeparator: [UInt8], primaryGroupSize: Int,
    secondaryGroupSize: Int, minimumGroupingDigits: Int, fractionDigits: Int
  ) {
    self.positive = positive
    self.negative = negative
    self.digits = digits
    self.digitWidth = digitWidth
    self.groupingSeparator = groupingSeparator
    self.decimalSeparator = decimalSeparator
    self.primaryGroupSize = primaryGroupSize
    self.secondaryGroupSize = secondaryGroupSize
    self.minimumGroupingDigits = minimumGroupingDigits
    self.fractionDigits = fractionDigits
  }

  /// A pattern equal to this one that shares no storage with it, for another core.
  func unshared() -> NumberPattern {
    // `map` makes new storage; an array assigned as it is would share its buffer.
    func copy(_ bytes: [UInt8]) -> [UInt8] { bytes.map { $0 } }
    func copy(_ affixes: Affixes) -> Affixes {
      Affixes(prefix: copy(affixes.prefix), suffix: copy(affixes.suffix))
    }
    return NumberPattern(
      positive: copy(positive), negative: copy(negative), digits: copy(digits),
      digitWidth: digitWidth, groupingSeparator: copy(groupingSeparator),
      decimalSeparator: copy(decimalSeparator), primaryGroupSize: primaryGroupSize,
      secondaryGroupSize: secondaryGroupSize, minimumGroupingDigits: minimumGroupingDigits,
      fractionDigits: fractionDigits)
  }

  // MARK: - Writing

  /// `value` written in this pattern; `value` counts units of the last fraction digit, so
  /// `123456` is `1,234.56` with two fraction digits.
  func format(_ value: Int64) -> String {
    // `magnitude` is exact for `Int64.min` too.
    format(magnitude: value.magnitude, isNegative: value < 0)
  }

  /// A number of `magnitude` units of the last fraction digit, with the sign given apart.
  func format(magnitude: UInt64, isNegative: Bool) -> String {
    // UInt64.max has 20 digits; the fraction may ask for leading zeros beyond them.
    let capacity = max(20, fractionDigits + 1)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      // The decimal digits, least significant first.
      var count = 0
      var rest = magnitude
      repeat {
        let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
        buffer[count] = UInt8(truncatingIfNeeded: remainder)
        count += 1
        rest = quotient
      } while rest > 0
      while count < fractionDigits + 1 {
        buffer[count] = 0
        count += 1
      }
      return write(digitsInReverse: UnsafeBufferPointer(rebasing: buffer[..<count]), isNegative)
    }
  }

  private func write(digitsInReverse values: UnsafeBufferPointer<UInt8>, _ isNegative: Bool)
    -> String
  {
    let affixes = isNegative ? negative : positive
    let wholeCount = values.count - fractionDigits
    let separators = separatorCount(wholeDigits: wholeCount)
    var length = affixes.prefix.count + values.count * digitWidth + affixes.suffix.count
    length += separators * groupingSeparator.count
    length += fractionDigits > 0 ? decimalSeparator.count : 0
    return String(unsafeUninitializedCapacity: length) { text in
      var end = 0
      func append(_ bytes: [UInt8]) {
        for byte in bytes {
          text[end] = byte
          end += 1
        }
      }
      var next = values.count - 1
      func appendDigits(_ count: Int) {
        for _ in 0..<count {
          let value = Int(values[next])
          next -= 1
          guard digitWidth > 1 else {
            text[end] = digits[value]
            end += 1
            continue
          }
          for offset in (value * digitWidth)..<((value + 1) * digitWidth) {
            text[end] = digits[offset]
            end += 1
          }
        }
      }
      append(affixes.prefix)
      // The leftmost group holds what the full groups leave.
      let fullGroups =
        separators == 0 ? 0 : primaryGroupSize + (separators - 1) * secondaryGroupSize
      appendDigits(wholeCount - fullGroups)
      for group in stride(from: separators, to: 0, by: -1) {
        append(groupingSeparator)
        appendDigits(group == 1 ? primaryGroupSize : secondaryGroupSize)
      }
      if fractionDigits > 0 {
        append(decimalSeparator)
        appendDigits(fractionDigits)
      }
      append(affixes.suffix)
      return end
    }
  }

  // MARK: - Grouping

  /// How many grouping separators a whole part of `wholeDigits` digits takes.
  func separatorCount(wholeDigits: Int) -> Int {
    guard primaryGroupSize > 0, secondaryGroupSize > 0,
      wholeDigits >= primaryGroupSize + minimumGroupingDigits
    else { return 0 }
    let beforePrimary = wholeDigits - primaryGroupSize
    return (beforePrimary + secondaryGroupSize - 1) / secondaryGroupSize
  }
}
