import Synchronization
import Tasch
import TaschComposition
import TaschHTTP
import TaschJSON
import TaschPresentation

/// The shop over HTTP: finds each request's route, runs its operation through the use cases
/// and presenters as the matching command does, and answers with that command's `--json`
/// document and the status a client expects.
///
/// It only translates: the rules are the core's, the words and documents the presenters'.
/// It is tied to no actor: a request finds its way, and a read is answered, on the thread it
/// came on; a change runs on the main actor, through the presenters that live there. The server
/// hands every request to `respond(to:)`:
///
/// ```swift
/// let api = ShopAPI(services: services)
/// let server = try HTTPServer.start(configuration: configuration) { await api.respond(to: $0) }
/// ```
public final class ShopAPI: Sendable {
  /// The shop's services: the shop and shopper it acts for, and the words used when a request
  /// names no language.
  let services: ServiceLocator
  /// The seed of simulated chance, given to error documents when a failure may come from it.
  let seed: UInt64?
  /// The simulation, when clients may control it: `/api/simulation` and `Tasch-Simulate`.
  let simulation: (any SimulationSpecControl)?
  /// The shoppers' tokens of a database store, whose requests act for the shopper of their
  /// token; `nil` on the JSON files, whose requests act for the one local shopper.
  let shopperTokens: ShopperTokens?
  /// The event streams open, and how many may be.
  let openEventStreams: OpenEventStreams
  /// The clock a silent event stream's heartbeat waits on.
  let heartbeatClock: any Clock<Duration>
  /// The localizations requests asked for, by locale.
  private let localizations = Mutex<[String: Localization]>([:])

  /// An API for the shop `services` reach.
  ///
  /// - Parameters:
  ///   - services: the shop, the shopper, and the words when a request names no language.
  ///   - seed: the seed of simulated chance, when some simulated failure depends on it, so
  ///     that error documents name it as `--json` does.
  ///   - simulation: the simulation, for clients to control; `nil` (the default) keeps it out
  ///     of their reach.
  ///   - shopperTokens: the shoppers' tokens of a database store, so that each request acts
  ///     for the shopper whose token it bears and none without one is answered; `nil` (the
  ///     default) on the JSON files, where every request acts for the services' shopper.
  ///   - eventStreamLimits: how many event streams may be open at once, in all and for one
  ///     shopper, and how long one stays silent.
  ///   - clock: what a silent event stream's heartbeat waits on.
  public init(
    services: ServiceLocator, seed: UInt64? = nil,
    simulation: (any SimulationSpecControl)? = nil, shopperTokens: ShopperTokens? = nil,
    eventStreamLimits: EventStreamLimits = EventStreamLimits(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    heartbeatClock = clock
    self.services = services
    self.seed = seed
    self.simulation = simulation
    self.shopperTokens = shopperTokens
    openEventStreams = OpenEventStreams(limits: eventStreamLimits)
  }

  /// The API's OpenAPI 3.1 description, as `GET /api/openapi.json` serves it.
  public static var openAPIDocument: JSONValue { OpenAPIDocument.document }

  /// The response to `request`.
  public func respond(to request: HTTPRequest) async -> HTTPResponse {
    // Read first, for every refusal to be in the request's words, those of its path and
    // method included.
    let localization = localization(for: request)
    do throws(APIProblem) {
      // The route first: a method or path no route has is refused as such, whoever asks.
      let (route, id) = try route(for: request)
      try checkLocal(request)
      // Before anything else of the request is read: without a token, nothing is.
      var (shop, seed) = (try await access(for: request, on: route), await chanceSeed())
      try checkLocale(of: request)
      if let specs = try requestedSpecs(request, on: route) {
        let scenario = try await scenario(specs)
        (shop, seed) = (
          ShopAccess(store: scenario.store, shopper: shop.shopper), scenario.chanceSeed
        )
      }
      let call = try APICall(
        request: request, route: route, productID: id,
        services: services.replacing(localization: localization, shop: shop), seed: seed)
      return await run(route.operation, call)
    } catch {
      return APIResponses.problem(error, in: localization)
    }
  }

  /// The route of `request`'s method and path, and the product identifier's text in it, `nil`
  /// for a route without one.
  private func route(for request: HTTPRequest) throws(APIProblem) -> (
    APIRoute, String?
  ) {
    guard APIRoutes.methods.contains(request.method) else {
      throw .methodNotImplemented(request.method, implemented: APIRoutes.methods)
    }
    let segments: [String]
    do throws(PercentDecodingError) {
      segments = try PercentDecoding.segments(of: request.path)
    } catch {
      throw .badRequest(
        .key(.requestPathNotEncoded, ["reason": "\(error)"]), recovery: .key(.requestPercentEncode))
    }
    let matching = APIRoutes.routes(for: segments)
    // The simulation's own routes are there only when its clients control it: without, their
    // paths are unknown whatever the method, and no `Allow` tells of them.
    let hidesSimulation =
      simulation == nil && matching.contains { $0.route.operation.controlsSimulation }
    let routes =
      hidesSimulation ? matching.filter { !$0.route.operation.controlsSimulation } : matching
    guard !routes.isEmpty else {
      guard matching.isEmpty else { throw .simulationNotControlled(.notFound) }
      throw .noRoute(String(request.path))
    }
    // HEAD is GET without the body, which the server leaves out.
    let method = request.method == .head ? .get : request.method
    guard let found = routes.first(where: { $0.route.method == method }) else {
      let allowed = routes.flatMap(\.route.methodsAnswered)
      throw .methodNotAllowed(request.method, allowed: allowed)
    }
    return found
  }

  /// The specs `request`'s `Tasch-Simulate` header asks for, if it sends one to a route the
  /// simulation touches.
  ///
  /// - Throws: `APIProblem` for a header sent to a server that does not let its clients control
  ///   the simulation, whatever it says, before it is read; then for one that is not specs.
  private func requestedSpecs(_ request: HTTPRequest, on route: APIRoute) throws(APIProblem)
    -> SimulationSpecs?
  {
    guard route.operation.isSimulated,
      !request.headers.values(named: SimulateHeader.name).isEmpty
    else { return nil }
    guard simulation != nil else { throw .simulationNotControlled(.badRequest) }
    return try SimulateHeader.specs(of: request)
  }

  /// The simulation of its own a request's `Tasch-Simulate` header asks for.
  private func scenario(_ specs: SimulationSpecs) async throws(APIProblem)
    -> SimulationScenario
  {
    guard let simulation else { throw .simulationNotControlled(.badRequest) }
    do throws(SimulationSpecRefusal) {
      return try await simulation.scenario(specs)
    } catch {
      throw .badSimulation(error)
    }
  }

  /// Refuses a `?locale=` that is not a locale, and a query that cannot be read for it.
  private func checkLocale(of request: HTTPRequest) throws(APIProblem) {
    guard let asked = try APICall.queryItems(of: request)[QueryParameter.locale.name],
      LocaleResolver.normalized(asked) == nil
    else { return }
    throw .badLocale(asked)
  }

  /// The words `request` asks for: `?locale=`, else `Accept-Language`, else the shop's; each
  /// the nearest locale ICU has data for (`LocaleResolver.nearestAvailable(_:)`).
  ///
  /// A `locale` that is not one, or a query that cannot be read, is passed over, so that the
  /// refusal of it (`checkLocale(of:)`) is in the words the rest of the request asks for.
  func localization(for request: HTTPRequest) -> Localization {
    let asked = (try? APICall.queryItems(of: request))?[QueryParameter.locale.name]
    let locale: String
    if let asked = asked.flatMap(LocaleResolver.availableLocale) {
      locale = asked
    } else if let accepted = AcceptLanguage.preferredLocale(
      request.headers.values(named: "Accept-Language"))
    {
      locale = accepted
    } else {
      return services.localization
    }
    return localizations.withLock { known in
      if let localization = known[locale] { return localization }
      // A client may name any number of locales: only a few are kept.
      if known.count >= 64 { known.removeAll() }
      let localization = Localization(
        LocaleSettings(
          textLocale: locale, moneyLocale: locale,
          localTime: services.localization.localTime))
      known[locale] = localization
      return localization
    }
  }

  /// Runs `operation` for `call`.
  private func run(_ operation: APIOperation, _ call: APICall) async -> HTTPResponse {
    do throws(APIProblem) {
      switch operation {
      case .listProducts: return try await listProducts(call)
      case .showProduct: return try await showProduct(call)
      case .showWishList: return await showWishList(call)
      case .addToWishList: return try await changeWishList(call, adding: true)
      case .removeFromWishList: return try await changeWishList(call, adding: false)
      case .rate: return try await rate(call, try call.rating())
      case .clearRating: return try await rate(call, nil)
      case .showCart: return try await showCart(call)
      case .checkOut:
        let (total, code) = try call.confirmedCheckout()
        return try await checkOut(call, confirming: total, code: code)
      case .listOrders: return try await listOrders(call)
      case .listHistory: return await listHistory(call)
      case .undo: return await step(call, .undo)
      case .redo: return await step(call, .redo)
      case .followChanges: return try followChanges(call)
      case .describeAPI: return APIResponses.json(.ok, OpenAPIDocument.document)
      case .checkHealth: return await checkHealth(call)
      case .showSimulation: return await showSimulation(try controlledSimulation())
      case .replaceSimulation: return try await replaceSimulation(call, try controlledSimulation())
      case .restartSimulation: return await restartSimulation(try controlledSimulation())
      }
    } catch {
      return APIResponses.problem(error, in: call.localization)
    }
  }

  /// The stacks for `call`: the services it runs on.
  @MainActor func scenes(_ call: APICall) -> Scenes {
    Scenes(services: call.services)
  }

  /// The seed for error documents: that of the simulation in force, which clients may have
  /// changed when they control it, else the one the server started with.
  private func chanceSeed() async -> UInt64? {
    guard let simulation else { return seed }
    return await simulation.chanceSeed()
  }

  /// The simulation clients may control; `route(for:)` lets no simulation route through
  /// without one.
  private func controlledSimulation() throws(APIProblem)
    -> any SimulationSpecControl
  {
    guard let simulation else { throw .simulationNotControlled(.notFound) }
    return simulation
  }
}
