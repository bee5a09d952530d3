import Tasch
import TaschTerminal

/// A place file of any bytes: no place, or a place within range that writes back and reads
/// again unchanged, and that the shop opens at and moves from without trapping.
enum PlaceFuzzing {
  static func run(_ input: [UInt8]) {
    let shop = ShopID("tasch")
    guard let place = ShopPlaceFile.place(in: input, shop: shop) else { return }
    for position in [place.catalogue, place.wishList] {
      require(
        ShopPlace.positions.contains(position.cursor) && ShopPlace.positions.contains(position.top),
        "a position out of range was read: \(position)")
    }
    let again = ShopPlaceFile.place(in: ShopPlaceFile.contents(of: place, shop: shop), shop: shop)
    require(again == place, "\(place) read back as \(String(describing: again))")

    // The shop at the place, over lists of any length, moved every way a key moves it.
    var state = ShopState(rows: 24, columns: 80)
    let length = input.count.multipliedReportingOverflow(by: Int(input.first ?? 0) << 24)
    let content = ShopContent(
      catalogue: .loading("…"), wishList: .loading("…"), query: place.query,
      catalogueTotal: length.overflow ? Int.max : length.partialValue)
    _ = ShopLogic.update(&state, .restore(place), content: content)
    for key in [Key.pageDown, .end, .up, .tab, .pageUp, .home, .down, .tab] {
      _ = ShopLogic.update(&state, .key(key), content: content)
    }
    let total = content.catalogueTotal ?? 0
    require(
      state.cataloguePosition.cursor >= 0 && state.cataloguePosition.cursor <= max(0, total - 1),
      "the cursor left a list of \(total): \(state.cataloguePosition)")
  }
}
