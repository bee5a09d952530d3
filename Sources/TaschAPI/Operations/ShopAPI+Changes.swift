import Tasch
import TaschComposition
import TaschHTTP
import TaschPresentation

@MainActor
extension ShopAPI {
  /// `PUT /api/wishlist/{id}` and `DELETE /api/wishlist/{id}`, like `tasch wishlist add ID`
  /// (with `--quantity N` when the body gives one) and `tasch wishlist remove ID`: what became
  /// of the product and the wish list after, or the error.
  func changeWishList(_ call: APICall, adding: Bool) async throws(APIProblem) -> HTTPResponse {
    let id = try call.product()
    let quantity = adding ? try call.quantity() : nil
    let presenter = scenes(call).wishList()
    let outcomes =
      if let quantity {
        await presenter.setQuantity(quantity, of: [id])
      } else if adding {
        await presenter.add([id])
      } else {
        await presenter.remove([id])
      }
    if let failure = outcomes.compactMap(\.error).first {
      return APIResponses.error(failure, seed: call.seed)
    }
    return APIResponses.json(
      .ok,
      ShopDocuments.wishListChange(
        outcomes, wishList: presenter.viewState.content,
        changedKey: adding ? .added : .removed))
  }

  /// `PUT /api/ratings/{id}` and `DELETE /api/ratings/{id}`, like `tasch rate ID STARS` and
  /// `tasch rate ID --clear`: the product as rated, or the error.
  func rate(_ call: APICall, _ rating: Rating?) async throws(APIProblem) -> HTTPResponse {
    let presenter = scenes(call).product(try call.product())
    await presenter.load()
    if presenter.viewState.content != nil, let failure = await presenter.rate(rating) {
      return APIResponses.error(failure, seed: call.seed)
    }
    return show(presenter.viewState, of: call, document: ShopDocuments.productDetail)
  }

  /// `POST /api/undo` and `POST /api/redo`, like `tasch undo` and `tasch redo`.
  func step(_ call: APICall, _ kind: HistoryStep) async -> HTTPResponse {
    switch await scenes(call).history().perform(kind) {
    case .success(let step):
      return APIResponses.json(.ok, ShopDocuments.historyStep(step, of: kind))
    case .failure(let error):
      return APIResponses.error(error, seed: call.seed)
    }
  }
}
