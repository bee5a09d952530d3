import Tasch
import TaschPresentation

/// Where the shop goes: a route from a link, a key or the start, a place it was left, and what a
/// presenter's news means for the screen.
extension ShopLogic {
  /// Takes the shop to `route`: the one way a link, a restored place and a key reach a screen.
  static func open(_ route: Route, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    state.overlay = nil
    state.searchLine = nil
    if case .product(let id) = route {
      state.screen = .product(id)
      return [.showProduct(id)]
    }
    var effects: [ShopEffect] = []
    if case .product(let shown) = state.screen {
      state.screen = .home
      state.leavesProductIfGone = false
      placeCursor(on: shown, &state, content: content)
      effects.append(.closeProduct)
    }
    switch route {
    case .wishList:
      state.focus = .wishList
    case .checkout:
      effects.append(.proceedToCheckout)
    case .products(let query):
      state.focus = .catalogue
      state.cataloguePosition = ShopState.ListPosition()
      effects.append(.query(query.unpaged))
    case .home, .product:
      break
    }
    return effects
  }

  /// Puts the focused list's cursor on the product last shown, when the list has it loaded:
  /// stepping through products with n and p, then going back, lands on the last one seen.
  private static func placeCursor(
    on id: ProductID, _ state: inout ShopState, content: ShopContent
  ) {
    switch state.focus {
    case .catalogue:
      if let position = content.catalogue.content?.position(of: id) {
        state.cataloguePosition.cursor = position
      }
    case .wishList:
      if let position = content.wishList.content?.lines.firstIndex(where: { $0.id == id }) {
        state.wishListPosition.cursor = position
      }
    }
  }

  /// Puts the shop back where it was left: the cursors and focus, then the product, if any.
  ///
  /// A product that is no longer sold leaves the shop at home, without a word.
  static func restore(_ place: ShopPlace, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    state.focus = place.focus
    state.cataloguePosition = place.catalogue
    state.wishListPosition = place.wishList
    guard let id = place.productID else { return [] }
    let effects = open(.product(id), &state, content: content)
    state.leavesProductIfGone = true
    return effects
  }

  /// Follows what a presenter now shows: the product stepped to, or a restored product that
  /// turns out to be gone.
  static func presented(_ section: ShopSection, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    guard section == .product, case .product = state.screen, let product = content.product else {
      return []
    }
    // Next and previous change the product shown.
    if let id = content.productID { state.screen = .product(id) }
    guard state.leavesProductIfGone, !product.isLoading else { return [] }
    state.leavesProductIfGone = false
    guard case .error(let error) = product, error.code == .notFound else { return [] }
    return open(.home, &state, content: content)
  }
}
