/// A small, fast generator whose whole sequence follows from its seed (SplitMix64), so that a
/// simulated run can be replayed exactly with `--seed`.
///
/// Not for anything secret: it is predictable by design.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose draws follow from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    // NB: Constants from Steele, Lea and Flood, "Fast Splittable Pseudorandom Number
    // Generators" (2014). https://doi.org/10.1145/2660193.2660195
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
