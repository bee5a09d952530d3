extension JSONValue {
  /// The value as a whole number of `type`, however the number is written — `5`, `5.0`,
  /// `0.5e1`, `500E-2` — when it is one `type` holds; `nil` for a number with a fraction, one
  /// too large, or what is not a number.
  ///
  /// This is JSON Schema's `integer`, which counts `5.0` and `1e3` as whole numbers. It is read
  /// from the number's text digit by digit, with no floating point on the way, so that
  /// `9007199254740993.0` is not rounded. `integer`, by contrast, takes only a number written
  /// as one, as the files the program writes have them.
  public func wholeNumber<Integer: FixedWidthInteger>(as type: Integer.Type) -> Integer? {
    guard case .number(let text) = self else { return nil }
    var rest = Array(text.utf8)[...]
    let isNegative = rest.first == .minus
    if isNegative { rest = rest.dropFirst() }
    let exponentStart = rest.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    let mantissa = rest[..<(exponentStart ?? rest.endIndex)]
    let point = mantissa.firstIndex(of: UInt8(ascii: "."))
    let whole = mantissa[..<(point ?? mantissa.endIndex)]
    let fraction = point.map { mantissa[($0 + 1)...] } ?? []
    guard !whole.isEmpty, let exponent = Self.exponent(exponentStart.map { rest[($0 + 1)...] })
    else { return nil }
    // The number is `digits` times ten to the power `scale`.
    var digits = (whole + fraction).drop { $0 == .zero }
    guard digits.allSatisfy(Self.isDigit) else { return nil }
    var scale = exponent - fraction.count
    while digits.last == .zero {
      digits.removeLast()
      scale += 1
    }
    if digits.isEmpty { return 0 }
    // A fraction is left; or more digits than bits, which no value of the type has.
    guard scale >= 0, digits.count + scale <= Integer.bitWidth else { return nil }
    var value: Integer = 0
    for digit in digits + repeatElement(.zero, count: scale) {
      // A negative number is accumulated below zero, so that `Integer.min` fits.
      let (shifted, overflowOnShift) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowOnAdd) =
        isNegative
        ? shifted.subtractingReportingOverflow(Integer(digit - .zero))
        : shifted.addingReportingOverflow(Integer(digit - .zero))
      guard !overflowOnShift, !overflowOnAdd else { return nil }
      value = next
    }
    return value
  }

  /// The exponent written as `digits` (after the `e`, with its sign), `0` for none; `nil` when
  /// they are not one.
  ///
  /// Past a billion the digits left are not read: no whole number of any type has so many
  /// digits, and the sums made with it cannot overflow.
  private static func exponent(_ digits: ArraySlice<UInt8>?) -> Int? {
    guard var digits else { return 0 }
    let isNegative = digits.first == .minus
    if isNegative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
    var value = 0
    for digit in digits where value < 1_000_000_000 { value = value * 10 + Int(digit - .zero) }
    return isNegative ? -value : value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
