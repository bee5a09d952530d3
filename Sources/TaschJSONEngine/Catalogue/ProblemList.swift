/// The problems found in a catalogue, in the order they are reported: the top level's first,
/// then the products'.
///
/// Only the first few are kept as text, so that a broken catalogue of a million products costs
/// no more memory than a small one.
struct ProblemList {
  /// How many problems a report shows; the rest are counted.
  static let shownLimit = 20

  private var topLevel: [String] = []
  private var firstOfProducts: [String] = []
  private var productCount = 0
  /// Where checking stopped early, when it did: nothing from there on was read.
  private var uncheckedFrom: String?

  /// A problem as reports say it: at `place` (`products[3] (id 7)`), in `field` when there is
  /// one.
  static func problem(at place: String, field: String?, _ problem: String) -> String {
    [place, field.map { "\"\($0)\" \(problem)" } ?? problem].joined(separator: ": ")
  }

  /// Where the product at `index` of `products` is, as problems name it: with its id once known.
  static func productPlace(_ index: Int, id: Int?) -> String {
    id.map { "products[\(index)] (id \($0))" } ?? "products[\(index)]"
  }

  /// Whether there is no problem.
  var isEmpty: Bool { topLevel.isEmpty && productCount == 0 }

  /// Adds a problem of the document's top level.
  mutating func addTopLevel(_ problem: String) {
    topLevel.append(problem)
  }

  /// Adds problems of one product.
  mutating func addProducts(_ problems: [String]) {
    productCount += problems.count
    firstOfProducts += problems.prefix(Self.shownLimit - firstOfProducts.count)
  }

  /// Notes that nothing from `place` on was checked: `products[7]`, or a top-level key.
  mutating func addUnchecked(from place: String) {
    uncheckedFrom = place
  }

  /// The report of every problem, one line each naming the file; at most `shownLimit` lines,
  /// then how many more there are, then where checking stopped, if it stopped early.
  func report(in path: String) -> String {
    var report = Self.report(
      Array((topLevel + firstOfProducts).prefix(Self.shownLimit)),
      total: topLevel.count + productCount, in: path)
    if let uncheckedFrom {
      report += "\n\(path): nothing from \(uncheckedFrom) on was checked; it may have more problems"
    }
    return report
  }

  /// The report of `shown`, the first problems of `total`, in the file at `path`.
  static func report(_ shown: [String], total: Int, in path: String) -> String {
    var lines = shown.map { "\(path): \($0)" }
    if total > shown.count {
      lines.append("\(path): and \(total - shown.count) more problems")
    }
    return lines.joined(separator: "\n")
  }
}
