import Foundation
import Tasch
import TaschSimulation

@testable import TaschSQLStore

/// A value drawn for one column of a row, and whether the store may hold it there.
struct Drawn {
  let value: SQLValue
  let isPossible: Bool
}

/// Draws what a damaged database may hold in a column — the edges of every range, numbers far
/// outside, numbers spelled as text, values of other types — from a seed, so that a failure
/// replays.
struct ColumnDraws {
  private var random: SeededRandomNumberGenerator

  /// Whole numbers at the edges of what the columns hold and of `Int64`.
  static let edges: [Int64] = [
    .min, .min + 1, -1_000_000_000_001, -2, -1, 0, 1, 2, 5, 6, 1_000_000_000_000,
    1_000_000_000_001, Int64(Int32.max), .max - 1, .max,
  ]

  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
  }

  /// Whether a one-in-`count` chance came up.
  mutating func chance(_ count: Int) -> Bool {
    Int.random(in: 0..<count, using: &random) == 0
  }

  /// A value for a column of whole numbers that may hold those in `allowed`, and NULL when
  /// `nullable`.
  mutating func whole(_ allowed: ClosedRange<Int64>, nullable: Bool = false) -> Drawn {
    let number: Int64
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<8:
      let bounds = [allowed.lowerBound, allowed.upperBound]
      let near = bounds.flatMap { bound in
        [Int64(-1), 0, 1].compactMap { step in
          let (near, overflow) = bound.addingReportingOverflow(step)
          return overflow ? nil : near
        }
      }
      number = (Self.edges + near).randomElement(using: &random) ?? 0
    case 8..<13: number = Int64.random(in: -1_000...1_000, using: &random)
    case 13..<15: number = Int64.random(in: .min ... .max, using: &random)
    case 15:
      let text = Int64.random(in: -1_000...1_000, using: &random)
      return Drawn(value: .text(String(text)), isPossible: allowed.contains(text))
    case 16: return Drawn(value: .null, isPossible: nullable)
    case 17: return Drawn(value: .real(2.5), isPossible: false)
    case 18: return Drawn(value: .text("x"), isPossible: false)
    default: return Drawn(value: .text(""), isPossible: false)
    }
    return Drawn(value: .integer(number), isPossible: allowed.contains(number))
  }

  /// A value for a column of moments, seconds from 2001.
  mutating func moment() -> Drawn {
    let seconds: Double
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<4: seconds = Double.random(in: -1e10...1e10, using: &random)
    case 4:
      seconds =
        [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude]
        .randomElement(using: &random) ?? .nan
    case 5:
      let bounds = [ShopRules.moments.lowerBound, ShopRules.moments.upperBound]
        .map(\.timeIntervalSinceReferenceDate)
      seconds =
        (bounds.randomElement(using: &random) ?? 0) + Double(Int.random(in: -1...0, using: &random))
    case 6:
      return Drawn(value: .integer(Int64.random(in: -100...100, using: &random)), isPossible: true)
    case 7: return Drawn(value: .text("12.5"), isPossible: true)
    case 8: return Drawn(value: .null, isPossible: false)
    default: return Drawn(value: .text("soon"), isPossible: false)
    }
    return Drawn(
      value: .real(seconds),
      isPossible: ShopRules.moments.contains(Date(timeIntervalSinceReferenceDate: seconds)))
  }

  /// One of `values`.
  mutating func pick<Value>(_ values: [Value]) -> Value {
    values[Int.random(in: 0..<values.count, using: &random)]
  }
}
