import TaschSimulation
import Testing

@testable import TaschJSONEngine

/// The table of identifiers' first places against a dictionary doing the same.
@Suite struct IdentifierPlacesTests {
  @Test func keepsTheFirstPlaceOfAnIdentifier() {
    var places = IdentifierPlaces()

    #expect(places.insert(7, at: 0) == nil)
    #expect(places.insert(3, at: 1) == nil)
    #expect(places.insert(7, at: 2) == 0)
    #expect(places.place(of: 7) == 0)
    #expect(places.place(of: 3) == 1)
    #expect(places.place(of: 4) == nil)
    #expect(places.count == 2)
  }

  @Test func forgetsAnIdentifierTakenAway() {
    var places = IdentifierPlaces()
    for id in [5, -5, Int.max] { _ = places.insert(id, at: 9) }
    for id in [5, -5, Int.max, 6] { places.remove(id) }

    #expect(places.count == 0)
    for id in [5, -5, Int.max] {
      #expect(places.place(of: id) == nil)
      #expect(places.insert(id, at: 1) == nil)
    }
  }

  /// Identifiers of every kind, and an identifier far ahead that the table reaches later: it
  /// keeps its first place wherever it is kept.
  @Test(arguments: [UInt64(1), 2, 3])
  func answersAsADictionaryDoes(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var places = IdentifierPlaces()
    var expected: [Int: Int] = [:]
    let far = 200_000
    #expect(places.insert(far, at: 0) == nil)
    expected[far] = 0
    for position in 1..<60_000 {
      let id =
        switch Int.random(in: 0..<10, using: &random) {
        case 0: Int.random(in: Int.min...Int.max, using: &random)
        case 1: Int.random(in: -3...3, using: &random)
        case 2: Int.random(in: 0...far + 10, using: &random)
        case 3: far
        default: 4 * position + Int.random(in: 0...3, using: &random)
        }
      if Int.random(in: 0..<20, using: &random) == 0 {
        places.remove(id)
        expected[id] = nil
        continue
      }
      let first = expected[id]
      if first == nil { expected[id] = position }
      #expect(places.insert(id, at: position) == first, "\(id) at \(position)")
    }
    #expect(places.count == expected.count)
    for (id, position) in expected { #expect(places.place(of: id) == position) }
  }
}
