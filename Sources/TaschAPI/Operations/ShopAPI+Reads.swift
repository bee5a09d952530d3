import Tasch
import TaschComposition
import TaschHTTP
import TaschJSON
import TaschPresentation

extension ShopAPI {
  /// `GET /api/products`, like `tasch products`.
  func listProducts(_ call: APICall) async throws(APIProblem) -> HTTPResponse {
    let presenter = scenes(call).catalogue(query: try CatalogueParameters.query(call.parameters))
    await presenter.load()
    return show(
      presenter.viewState, of: call,
      document: { ShopDocuments.products($0.rows.formattedOnce, total: $0.totalMatching) },
      emptyDocument: ShopDocuments.products([], total: presenter.totalMatching ?? 0))
  }

  /// `GET /api/products/{id}`, like `tasch product ID`: read once, off the main actor, as no
  /// change is saving and none is followed.
  nonisolated func showProduct(_ call: APICall) async throws(APIProblem) -> HTTPResponse {
    let id = try call.product()
    do throws(ShopError) {
      let product = try await DetailedProductUseCase.product(id, through: call.services.shop)
      return APIResponses.json(
        .ok,
        ShopDocuments.productDetail(
          ProductDetailViewModel(product, localization: call.localization)))
    } catch {
      return APIResponses.error(
        ErrorViewModel(error, localization: call.localization), seed: call.seed)
    }
  }

  /// `GET /api/wishlist`, like `tasch wishlist`.
  func showWishList(_ call: APICall) async -> HTTPResponse {
    await loaded(scenes(call).wishList(), of: call, document: ShopDocuments.cart)
  }

  /// `GET /api/cart[?code=CODE]`, like `tasch cart [--code CODE]`: a code refused is said in
  /// the cart, priced without it.
  func showCart(_ call: APICall) async throws(APIProblem) -> HTTPResponse {
    let presenter = scenes(call).cart()
    presenter.useCase.code = try call.promotionCode()
    return await loaded(presenter, of: call, document: ShopDocuments.cart)
  }

  /// `GET /api/orders`, like `tasch orders`.
  func listOrders(_ call: APICall) async -> HTTPResponse {
    await loaded(
      scenes(call).orders(), of: call, document: ShopDocuments.orders,
      emptyDocument: ShopDocuments.orders([]))
  }

  /// `GET /api/history`, like `tasch history`.
  func listHistory(_ call: APICall) async -> HTTPResponse {
    await loaded(
      scenes(call).history(), of: call, document: ShopDocuments.history,
      emptyDocument: ShopDocuments.history([]))
  }

  /// What `presenter` shows once it has loaded, answered as `show` answers it.
  private func loaded<Presenter: ShopPresenter>(
    _ presenter: Presenter, of call: APICall, document: (Presenter.ViewModel) -> JSONValue,
    emptyDocument: @autoclosure () -> JSONValue? = nil
  ) async -> HTTPResponse {
    await presenter.load()
    return show(presenter.viewState, of: call, document: document, emptyDocument: emptyDocument())
  }

  /// `GET /healthz`: whether the store answers.
  func checkHealth(_ call: APICall) async -> HTTPResponse {
    do throws(ShopError) {
      _ = try await call.services.shop.store.shops()
      return APIResponses.json(.ok, .object(["status": .string("ok")]))
    } catch {
      return APIResponses.error(
        ErrorViewModel(error, localization: call.localization), seed: call.seed)
    }
  }

  /// What a read loaded, as every read command writes it: its document, the document of an
  /// empty answer, or its error.
  ///
  /// - Parameters:
  ///   - state: what the operation's presenter shows once loaded.
  ///   - call: the call it answers.
  ///   - document: the document of the content.
  ///   - emptyDocument: the document of an empty answer; `nil` for what is never empty (a
  ///     product, the wish list), whose empty state is a failure.
  /// - Returns: the document with 200, or the error with the status its code calls for.
  func show<Content>(
    _ state: ViewState<Content>, of call: APICall, document: (Content) -> JSONValue,
    emptyDocument: @autoclosure () -> JSONValue? = nil
  ) -> HTTPResponse {
    switch state {
    case .content(let content):
      return APIResponses.json(.ok, document(content))
    case .empty(let message):
      if let empty = emptyDocument() { return APIResponses.json(.ok, empty) }
      return APIResponses.json(
        .internalServerError,
        ShopDocuments.error(code: "empty", message: message, recovery: "Ask again."))
    case .error(let error):
      return APIResponses.error(error, seed: call.seed)
    case .loading(let message):
      return APIResponses.json(
        .internalServerError,
        ShopDocuments.error(code: "loading", message: message, recovery: "Ask again."))
    }
  }
}
