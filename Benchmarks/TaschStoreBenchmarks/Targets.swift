import Foundation

/// The speed targets of the stores, each printed beside the figures it is about, as met or not.
///
/// Nothing here fails a run: a target not met is a figure to read, not an error.
struct Targets {
  let figures: [StoreBenchmark.Figures]
  let options: BenchmarkOptions

  /// The size the load and page targets are set for.
  static let targetProducts = 1_000_000
  /// The size the wish-list target is set for.
  static let targetWishList = 100_000

  func print() {
    Swift.print("Targets of the stores")
    wishListAdds()
    wishListListing()
    loads()
    pages()
  }

  private func wishListAdds() {
    for store in figures {
      var timings = [(how: "in process", one: store.addOne, many: store.addMany)]
      if let command = store.commandAdds {
        timings.append((how: "the command", one: command.one, many: command.many))
      }
      for (how, one, many) in timings {
        line(
          "wishlist add of \(adds(store)) ids within 2x one id, \(how), \(store.store)",
          String(format: "%.3f s / %.3f s = %.1fx", many, one, many / one),
          met: many / one <= 2,
          scale: adds(store) < 4_000 ? "at \(adds(store)) ids, not 4,000" : nil)
      }
    }
  }

  private func wishListListing() {
    guard let files = figures.first(where: { !$0.isDatabase }) else { return }
    for store in figures where store.isDatabase {
      let ratio = store.listWishList / files.listWishList
      let items = min(options.wishList, store.products)
      line(
        "a \(items)-item wish list within 2x the JSON files, \(store.store)",
        String(format: "%.3f s / %.3f s = %.1fx", store.listWishList, files.listWishList, ratio),
        met: ratio <= 2, scale: items < Self.targetWishList ? "at \(items) items" : nil)
    }
  }

  private func loads() {
    for store in figures where store.isDatabase {
      line(
        "\(store.products) products loaded in under 20 s, \(store.store)",
        String(format: "%.1f s", store.load), met: store.load < 20, scale: scale(store))
    }
  }

  private func pages() {
    for store in figures where store.isDatabase {
      for page in store.pages {
        line(
          "any page within 50 ms, \(page.kind), \(store.store)",
          String(
            format: "slowest %.1f ms (%@)", page.seconds * 1000,
            page.query.benchmarkDescription),
          met: page.seconds <= 0.05, scale: scale(store))
      }
    }
  }

  private func adds(_ store: StoreBenchmark.Figures) -> Int {
    min(options.adds, store.products)
  }

  private func scale(_ store: StoreBenchmark.Figures) -> String? {
    store.products < Self.targetProducts ? "at \(store.products) products" : nil
  }

  /// One target: what it asks, the figure, and whether it is met; `scale` says when the run
  /// measured a smaller case than the target is set for.
  private func line(_ target: String, _ figure: String, met: Bool, scale: String?) {
    let verdict = (met ? "met" : "NOT MET") + (scale.map { " (\($0))" } ?? "")
    Swift.print("  \(target): \(figure): \(verdict)")
  }
}
