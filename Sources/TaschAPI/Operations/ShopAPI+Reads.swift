import Tasch
import TaschComposition
import TaschHTTP
import TaschJSON
import TaschPresentation

extension ShopAPI {
  /// `GET /api/products`, like `tasch products`.
  func listProducts(_ call: APICall) async throws(APIProblem) -> HTTPResponse {
    await answer(
      ProductCatalogueUseCase.page(try CatalogueParameters.query(call.parameters)),
      as: ProductCataloguePresenter.self, of: call,
      document: { ShopDocuments.products($0.rows.formattedOnce, total: $0.totalMatching) },
      emptyDocument: { ShopDocuments.products([], total: $0.totalMatching) })
  }

  /// `GET /api/products/{id}`, like `tasch product ID`.
  func showProduct(_ call: APICall) async throws(APIProblem) -> HTTPResponse {
    await answer(
      DetailedProductUseCase.product(try call.product()), as: DetailedProductPresenter.self,
      of: call, document: ShopDocuments.productDetail)
  }

  /// `GET /api/wishlist`, like `tasch wishlist`.
  func showWishList(_ call: APICall) async -> HTTPResponse {
    await answer(
      WishListUseCase.list(code: nil, at: call.services.shop.now()), as: WishListPresenter.self,
      of: call, document: ShopDocuments.cart)
  }

  /// `GET /api/cart[?code=CODE]`, like `tasch cart [--code CODE]`: a code refused is said in
  /// the cart, priced without it.
  func showCart(_ call: APICall) async throws(APIProblem) -> HTTPResponse {
    await answer(
      WishListUseCase.list(code: try call.promotionCode(), at: call.services.shop.now()).priced(),
      as: CartPresenter.self, of: call, document: ShopDocuments.cart)
  }

  /// `GET /api/orders[?limit=&offset=]`, like `tasch orders [--limit N] [--offset N]`.
  func listOrders(_ call: APICall) async throws(APIProblem) -> HTTPResponse {
    let read = OrdersUseCase.orders(
      offset: try PageParameters.offset(call.parameters),
      limit: try PageParameters.limit(call.parameters))
    return await answer(
      read, as: OrdersPresenter.self, of: call, document: ShopDocuments.orders,
      emptyDocument: { ShopDocuments.orders([], total: $0.total) })
  }

  /// `GET /api/history`, like `tasch history`.
  func listHistory(_ call: APICall) async -> HTTPResponse {
    await answer(
      HistoryUseCase.entries(), as: HistoryPresenter.self, of: call,
      document: ShopDocuments.history, emptyDocument: { _ in ShopDocuments.history([]) })
  }

  /// What `read` finds, read once, off the main actor, as `Presenter` presents it, and answered
  /// as `show` answers it: every read of the API, like the read command it mirrors.
  ///
  /// - Parameters:
  ///   - read: what the route reads, as its use case reads it.
  ///   - presenter: the presenter whose words and view models the answer is made of.
  ///   - call: the call it answers.
  ///   - document: the document of the content.
  ///   - emptyDocument: the document of an empty answer, made of what was read; `nil` for what
  ///     is never empty.
  /// - Returns: the document with 200, or the error with the status its code calls for.
  private func answer<Presenter: ShopPresenter>(
    _ read: ShopRead<Presenter.Content>, as presenter: Presenter.Type, of call: APICall,
    document: (Presenter.ViewModel) -> JSONValue,
    emptyDocument: (Presenter.Content) -> JSONValue? = { _ in nil }
  ) async -> HTTPResponse {
    let content: Presenter.Content
    do throws(ShopError) {
      content = try await call.services.shop.read(read)
    } catch {
      return APIResponses.error(
        ErrorViewModel(error, localization: call.localization), seed: call.seed)
    }
    return show(
      Presenter.present(content, localization: call.localization), of: call,
      document: document, emptyDocument: emptyDocument(content))
  }

  /// `GET /healthz`: whether the store answers.
  ///
  /// On the JSON files, whose one local shopper every request acts for, that is whether it
  /// reads the shopper's data, as each request does: a damaged state file is 503, as every
  /// request is then. A database store's requests each act for the shopper of their token, so
  /// there it is whether the store finds its shops, its schema checked afresh (a table dropped,
  /// or the schema migrated by another tasch, is 503). Either is cheap, for a check that is
  /// polled: the JSON store reads a state file again only once it changed. Neither names an
  /// operation, so no simulated latency or failure touches the check.
  func checkHealth(_ call: APICall) async -> HTTPResponse {
    let shop = call.services.shop
    do throws(ShopError) {
      if shopperTokens == nil {
        _ = try await shop.store.read(for: shop.shopper) { $0.shopper }
      } else {
        _ = try await shop.store.shops()
      }
      return APIResponses.json(.ok, .object(["status": .string("ok")]))
    } catch {
      // On a database store anyone may ask, token or not: the details name the store, its
      // user and host, which only its shoppers may learn.
      return APIResponses.error(
        ErrorViewModel(error, localization: call.localization), seed: call.seed,
        details: shopperTokens == nil)
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
