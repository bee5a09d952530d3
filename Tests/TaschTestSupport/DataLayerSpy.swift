import Synchronization
import Tasch
import Testing

/// A `DataLayer` that answers what a test told it to and records every call.
///
/// A call whose answer was not set up is a test failure, reported where the spy was made, and
/// then fails with `ShopError.offline`: a test never passes by accident on an unplanned call.
/// Like a real data layer, a successful write publishes its change to every subscriber.
public final class DataLayerSpy: DataLayer {
  /// One call made to the spy.
  public enum Call: Hashable, Sendable {
    case catalogue
    case product(ProductID)
    case wishList
    case addToWishList(ProductID)
    case removeFromWishList(ProductID)
    case rate(ProductID, Rating?)
    case cart
    case checkout
  }

  /// The answers, set by the test.
  ///
  /// `nil` means "not expected to be called".
  public struct Answers: Sendable {
    /// The answer to `catalogue()`.
    public var catalogue: Result<Catalogue, ShopError>?
    /// The answer to `product(_:)`, whatever the identifier.
    public var product: Result<Product, ShopError>?
    /// The answer to `wishList()`.
    public var wishList: Result<WishListContents, ShopError>?
    /// The answer to `addToWishList(_:)`.
    public var addToWishList: Result<Bool, ShopError>?
    /// The answer to `removeFromWishList(_:)`.
    public var removeFromWishList: Result<Bool, ShopError>?
    /// The answer to `rate(_:_:)`.
    public var rate: Result<Product, ShopError>?
    /// The answer to `cart()`.
    public var cart: Result<Cart, ShopError>?
    /// The answer to `checkout()`.
    public var checkout: Result<Order, ShopError>?
  }

  private struct State {
    var answers = Answers()
    var calls: [Call] = []
    var subscribers: [AsyncStream<DataChange>.Continuation] = []
  }

  private let state = Mutex(State())
  private let createdAt: SourceLocation

  /// A spy that expects no calls until answers are set.
  public init(sourceLocation: SourceLocation = #_sourceLocation) {
    createdAt = sourceLocation
  }

  /// The answers the spy gives; set the ones the test expects to be asked.
  public var answers: Answers {
    get { state.withLock { $0.answers } }
    set { state.withLock { $0.answers = newValue } }
  }

  /// Every call so far, in order.
  public var calls: [Call] { state.withLock { $0.calls } }

  /// How many times `call` was made.
  public func count(of call: Call) -> Int {
    calls.filter { $0 == call }.count
  }

  /// Sends `change` to every subscriber, as a real data layer does after a write.
  public func publish(_ change: DataChange) {
    for subscriber in state.withLock({ $0.subscribers }) { subscriber.yield(change) }
  }

  /// Ends every change stream, so that tasks following them finish and can be awaited.
  public func finishChanges() {
    for subscriber in state.withLock({ $0.subscribers }) { subscriber.finish() }
  }

  // MARK: - DataLayer

  /// Records the call and gives `answers.catalogue`.
  public func catalogue() async throws(ShopError) -> Catalogue {
    try answer(.catalogue, \.catalogue)
  }

  /// Records the call and gives `answers.product`.
  public func product(_ id: ProductID) async throws(ShopError) -> Product {
    try answer(.product(id), \.product)
  }

  /// Records the call and gives `answers.wishList`.
  public func wishList() async throws(ShopError) -> WishListContents {
    try answer(.wishList, \.wishList)
  }

  /// Records the call and gives `answers.addToWishList`.
  public func addToWishList(_ id: ProductID) async throws(ShopError) -> Bool {
    let added = try answer(.addToWishList(id), \.addToWishList)
    if added { publish(.wishList) }
    return added
  }

  /// Records the call and gives `answers.removeFromWishList`.
  public func removeFromWishList(_ id: ProductID) async throws(ShopError) -> Bool {
    let removed = try answer(.removeFromWishList(id), \.removeFromWishList)
    if removed { publish(.wishList) }
    return removed
  }

  /// Records the call and gives `answers.rate`.
  public func rate(_ id: ProductID, _ rating: Rating?) async throws(ShopError) -> Product {
    let product = try answer(.rate(id, rating), \.rate)
    publish(.rating(id))
    return product
  }

  /// Records the call and gives `answers.cart`.
  public func cart() async throws(ShopError) -> Cart {
    try answer(.cart, \.cart)
  }

  /// Records the call and gives `answers.checkout`.
  public func checkout() async throws(ShopError) -> Order {
    let order = try answer(.checkout, \.checkout)
    publish(.order)
    return order
  }

  /// A new stream of what `publish(_:)` sends.
  public func changes() -> AsyncStream<DataChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: DataChange.self)
    state.withLock { $0.subscribers.append(continuation) }
    return stream
  }

  private func answer<Value>(
    _ call: Call, _ answer: KeyPath<Answers, Result<Value, ShopError>?>
  ) throws(ShopError) -> Value {
    let answers = state.withLock { state in
      state.calls.append(call)
      return state.answers
    }
    guard let result = answers[keyPath: answer] else {
      Issue.record("DataLayerSpy: unexpected call \(call)", sourceLocation: createdAt)
      throw .offline
    }
    return try result.get()
  }
}
