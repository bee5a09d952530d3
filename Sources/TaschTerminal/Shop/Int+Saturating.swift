extension Int {
  /// `self + other`, or the `Int` nearest to it when the sum does not fit in one: a list
  /// position from outside, however far, never makes the shop's arithmetic trap.
  func addingSaturated(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
