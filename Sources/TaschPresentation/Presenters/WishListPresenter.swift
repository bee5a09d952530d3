import Tasch

/// Turns the wish-list use case's states into the wish list's view states.
///
/// The wish list is shown priced, with its total, as the original app's wish-list header did.
@MainActor
public final class WishListPresenter: ShopPresenter {
  /// What it has alike with every presenter; what it gives its view is the wish list, priced.
  public let core: PresenterCore<WishListUseCase, PricedListViewModel>

  /// A presenter with `core`, as `init(useCase:localization:)` makes it.
  public init(core: PresenterCore<WishListUseCase, PricedListViewModel>) {
    self.core = core
  }

  /// Puts each of `ids` on the wish list, all in one change, then shows the list as it is now,
  /// unless `list` is `.unread`.
  ///
  /// - Returns: what became of each, in order: added, already there, or failed.
  public func add(_ ids: [ProductID], list: WishListUseCase.ListAfterChange = .shown) async
    -> [WishListChangeViewModel]
  {
    await describe(ids, .adding, list: list) {
      [useCase] () throws(ShopError) in try await useCase.add(ids, list: list)
    }
  }

  /// Sets each of `ids` to `quantity` on the wish list, putting it there when it is not, all in
  /// one change, then shows the list as it is now unless `list` is `.unread`; 0 takes it off.
  ///
  /// - Returns: what became of each, in order: added, its quantity changed, removed,
  ///   unchanged, or failed.
  public func setQuantity(
    _ quantity: Int, of ids: [ProductID], list: WishListUseCase.ListAfterChange = .shown
  ) async -> [WishListChangeViewModel] {
    await describe(ids, .settingQuantity, list: list) {
      [useCase] () throws(ShopError) in try await useCase.setQuantity(quantity, of: ids, list: list)
    }
  }

  /// Changes how many of `id` the wish list asks for by `difference`: what `+` and `-` do on
  /// the wish list.
  ///
  /// - Returns: what became of it.
  public func changeQuantity(of id: ProductID, by difference: Int) async
    -> WishListChangeViewModel
  {
    let outcomes = await describe([id], .settingQuantity) {
      [useCase] () throws(ShopError) in try await useCase.changeQuantity(of: id, by: difference)
    }
    // One request gives one outcome.
    return outcomes.first
      ?? WishListChangeViewModel(id: id, changed: false, message: nil, error: nil)
  }

  /// Takes the product `id` off the wish list when it is there, else puts it on: what `w` does
  /// on a list.
  ///
  /// - Returns: what became of it.
  public func toggle(_ id: ProductID) async -> WishListChangeViewModel {
    let outcomes = await describe([id], .toggling) {
      [useCase] () throws(ShopError) in try await useCase.toggle(id)
    }
    // One request gives one outcome.
    return outcomes.first
      ?? WishListChangeViewModel(id: id, changed: false, message: nil, error: nil)
  }

  /// Takes each of `ids` off the wish list, all in one change, then shows the list as it is now,
  /// unless `list` is `.unread`.
  ///
  /// - Returns: what became of each, in order: removed, not there, or failed.
  public func remove(_ ids: [ProductID], list: WishListUseCase.ListAfterChange = .shown) async
    -> [WishListChangeViewModel]
  {
    await describe(ids, .removing, list: list) {
      [useCase] () throws(ShopError) in try await useCase.remove(ids, list: list)
    }
  }

  /// What a change of the wish list asks for, for the words that say what it did.
  private enum Request {
    case adding, removing, toggling, settingQuantity

    /// The sentence for an entry the change left `changed` or not, asking for `quantity` now.
    func sentence(quantity: Int, changed: Bool) -> TextKey {
      switch self {
      case .adding: return changed ? .addedToWishList : .alreadyOnWishList
      case .removing: return changed ? .removedFromWishList : .notOnWishList
      case .toggling: return quantity > 0 ? .addedToWishList : .removedFromWishList
      case .settingQuantity:
        guard changed else { return quantity > 0 ? .alreadyOnWishList : .notOnWishList }
        return quantity > 1
          ? .addedQuantityToWishList : quantity == 1 ? .addedToWishList : .removedFromWishList
      }
    }
  }

  /// Says what `edit`, a `request`, did to each of `ids`: each product by the name the change
  /// read, or, when the change failed and so changed nothing, the failure for each of them,
  /// with the list loaded if it was not yet, unless `list` is `.unread`.
  private func describe(
    _ ids: [ProductID], _ request: Request, list: WishListUseCase.ListAfterChange = .shown,
    _ edit: () async throws(ShopError) -> WishListEdit
  ) async -> [WishListChangeViewModel] {
    do throws(ShopError) {
      let entries = try await edit().entries
      // Thousands named ask for few quantities, most of them 1: each is written once.
      var quantities: [Int: String] = [:]
      return entries.map { entry in
        let product = entry.item.product
        let name =
          product?.name
          ?? localization.text(.discontinuedProduct, ["id": String(entry.id.rawValue)])
        let count = entry.quantity
        let quantity: String
        if let written = quantities[count] {
          quantity = written
        } else {
          quantity = localization.number(count)
          quantities[count] = quantity
        }
        switch entry.outcome {
        case .changed, .unchanged:
          let isChanged = entry.outcome == .changed
          // Filled without a dictionary of the two values: one sentence for each of thousands.
          let message = localization.text(request.sentence(quantity: count, changed: isChanged)) {
            $0 == "name" ? name : $0 == "quantity" ? quantity : nil
          }
          return WishListChangeViewModel(
            id: entry.id, changed: isChanged, message: message, error: nil)
        case .quantityChanged(let from):
          return WishListChangeViewModel(
            id: entry.id, changed: true, quantityChanged: true,
            message: localization.text(
              .quantityChangedOnWishList,
              ["name": name, "from": localization.number(from), "to": quantity]),
            error: nil)
        case .refused(let error):
          return WishListChangeViewModel(
            id: entry.id, changed: false, message: nil,
            error: ErrorViewModel(
              error, localization: localization,
              productNames: product.map { [entry.id: $0.name] } ?? [:]))
        }
      }
    } catch {
      // Nothing was changed; the list shown is the list as it is, loaded if it was not yet.
      if list == .shown, viewState.content == nil { await useCase.load() }
      let failure = ErrorViewModel(error, localization: localization)
      return ids.map {
        WishListChangeViewModel(id: $0, changed: false, message: nil, error: failure)
      }
    }
  }

  /// The wish list, priced: a total too large to compute still shows the list; only a damaged
  /// price is an error.
  public nonisolated static func present(
    _ contents: WishListContents, localization: Localization
  ) -> ViewState<PricedListViewModel> {
    do throws(ShopError) {
      return .content(
        PricedListViewModel(try contents.priced(), title: .yourWishList, localization: localization)
      )
    } catch {
      return .error(ErrorViewModel(error, localization: localization))
    }
  }
}
