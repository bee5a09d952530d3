/// Finds the valid name nearest to a mistyped one, for "did you mean" hints.
enum Suggestion {
  /// The candidate nearest to `input`, if it is near enough to be what was meant: at most two
  /// edits away (one for short words), or a candidate that starts with what was typed.
  static func nearest(to input: String, among candidates: [String]) -> String? {
    let typed = input.lowercased()
    guard !typed.isEmpty else { return nil }
    let scored = candidates.map { (candidate: $0, distance: distance(typed, $0.lowercased())) }
    let allowed = typed.count <= 3 ? 1 : 2
    if let best = scored.filter({ $0.distance <= allowed }).min(by: { $0.distance < $1.distance }) {
      return best.candidate
    }
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(typed) }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  /// The Damerau–Levenshtein distance (optimal string alignment): insertions, deletions,
  /// substitutions and swaps of neighbours each cost one.
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
