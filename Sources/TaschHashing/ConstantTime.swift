/// Comparisons whose time does not depend on where the bytes compared differ.
///
/// Comparing a secret's digest with `==` stops at the first byte that differs, so how long a
/// refusal takes tells a patient attacker how much of their guess was right.
public enum ConstantTime {
  // Kept out of line, so that the optimizer cannot fold the loop into a caller's early exit.
  /// Whether `first` and `second` hold the same bytes, looking at every byte of both whatever
  /// they hold: only their lengths, which are no secret, can end it early.
  @inline(never)
  public static func isEqual(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    guard first.count == second.count else { return false }
    var difference: UInt8 = 0
    for index in first.indices {
      difference |= first[index] ^ second[index]
    }
    return difference == 0
  }
}
