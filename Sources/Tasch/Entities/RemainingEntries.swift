/// Which entries of a list are still there as entries are taken out one after another, and how
/// many still come before a given one: each answer and each change in logarithmic time (a
/// Fenwick tree), so that taking thousands of entries out of a long list, each one's place
/// counted when its turn comes, stays as fast as reading the list.
struct RemainingEntries {
  /// `tree[i]` counts the entries still there among the `i & -i` places ending at place
  /// `i - 1`; `tree[0]` is unused.
  private var tree: [Int]

  /// All `count` entries of a list, none taken out yet.
  init(count: Int) {
    tree = Array(repeating: 1, count: max(count, 0) + 1)
    tree[0] = 0
    // Each node hands its count on to the one that covers it too: linear, not one change per
    // entry.
    for node in tree.indices.dropFirst() {
      let parent = node + (node & -node)
      if parent < tree.count { tree[parent] += tree[node] }
    }
  }

  /// How many entries before the one at `index` (0 is the first) are still there.
  func count(before index: Int) -> Int {
    var node = min(max(index, 0), tree.count - 1)
    var count = 0
    while node > 0 {
      count += tree[node]
      node -= node & -node
    }
    return count
  }

  /// Takes out the entry at `index`, which must still be there.
  mutating func takeOut(_ index: Int) {
    guard index >= 0 else { return }
    var node = index + 1
    while node < tree.count {
      tree[node] -= 1
      node += node & -node
    }
  }
}
