/// Where each product identifier was first used, to refuse it a second time.
///
/// Catalogues number their products from small numbers up, mostly in order: those identifiers
/// index a table, whose reads and writes are next to each other as the scan goes; any other
/// identifier, negative or far beyond the products counted, is kept in a dictionary.
struct IdentifierPlaces {
  /// Each identifier's place plus one, by identifier; zero where it has none.
  private var table: [UInt32] = []
  private var others: [Int: Int] = [:]
  /// How many identifiers have a place.
  private(set) var count = 0

  /// Gives `id` the place `position`, unless it has one: then it keeps it, and that is
  /// returned.
  mutating func insert(_ id: Int, at position: Int) -> Int? {
    if let first = place(of: id) { return first }
    count += 1
    guard id >= 0, position < UInt32.max, makeRoom(for: id) else {
      others[id] = position
      return nil
    }
    table[id] = UInt32(position + 1)
    return nil
  }

  /// Takes the place of `id` away.
  mutating func remove(_ id: Int) {
    if id >= 0, id < table.count, table[id] != 0 {
      table[id] = 0
      count -= 1
    } else if others.removeValue(forKey: id) != nil {
      count -= 1
    }
  }

  /// The place of `id`; `nil` when it has none.
  func place(of id: Int) -> Int? {
    if id >= 0, id < table.count, table[id] != 0 { return Int(table[id]) - 1 }
    return others.isEmpty ? nil : others[id]
  }

  /// Grows the table to hold `id` when it is near enough to the identifiers counted, so that
  /// the table takes a few bytes for each: whether it holds `id`.
  private mutating func makeRoom(for id: Int) -> Bool {
    guard id >= table.count else { return true }
    let limit = Self.smallest + 8 * count
    guard id < limit else { return false }
    table += repeatElement(0, count: min(max(id + 1, 2 * table.count), limit) - table.count)
    return true
  }

  /// How large the table may grow whatever the count.
  private static let smallest = 1 << 16
}
