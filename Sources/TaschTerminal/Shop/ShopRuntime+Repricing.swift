import Tasch

extension ShopRuntime {
  /// The longest the shop waits before pricing the wish list again: a code valid for years
  /// is priced again once a day, so that no wait overflows a clock.
  static let longestRepricingWait = Duration.seconds(86_400)

  /// Prices the wish list again once the pricing it shows stops holding.
  ///
  /// That is when the promotion code entered starts or stops applying by its dates
  /// (`WishListContents.pricingHoldsFor`), so that the totals never show a discount checkout
  /// would refuse, nor hide one it would take. Each new wish list shown replaces the wait
  /// before it.
  func repriceWhenDue() {
    repricing?.cancel()
    repricing = nil
    guard exitStatus == nil,
      let holds = wishList.useCase.state.content?.pricingHoldsFor
    else { return }
    repricing = Task { [weak self, clock] in
      do { try await clock.sleep(for: min(holds, Self.longestRepricingWait)) } catch { return }
      guard let self, !Task.isCancelled else { return }
      self.run(.load) { await $0.wishList.load() }
    }
  }
}
