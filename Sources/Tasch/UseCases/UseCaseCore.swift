import Foundation

/// What every use case has alike, written once: its state, told to its observer on every
/// change; what it reads with; loads in which the latest wins; changes that run one after
/// another; and following the changes the store publishes.
///
/// A use case keeps one (`ShopUseCase.core`) and adds only what is its own: what it reads, the
/// rules of its changes, and which published changes show in it.
@MainActor
public final class UseCaseCore<Content: Sendable, Input> {
  /// What the use case reads with, which the shopper sets before a load: the catalogue's query,
  /// the promotion code entered; nothing (`Void`) for a use case that always reads the same.
  public var input: Input
  /// What the use case is doing.
  public internal(set) var state: UseCaseState<Content> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`, and of whatever else the use case says changed.
  public weak var observer: (any UseCaseObserver<Content>)?

  /// The store, the shopper and the clock.
  let access: ShopAccess
  /// Marks the changes this use case makes, so that it skips them when they are published.
  let origin = ChangeOrigin()
  private let loads = LatestLoad()
  private let changes = ChangeQueue()

  /// The core of a use case reading with `input` and changing through `access`.
  init(access: ShopAccess, input: Input) {
    self.access = access
    self.input = input
  }

  /// Tells the observer again, for a change of the use case's own beside its state.
  func tellObserver() {
    observer?.useCaseStateDidChange(state)
  }

  /// Loads what `read` finds and shows it; the content shown stays until the new one is here,
  /// and a newer load wins.
  ///
  /// - Parameters:
  ///   - read: what the use case reads.
  ///   - isWanted: asked once the answer is here: whether it is still wanted (the shopper may
  ///     have moved on); an unwanted answer is dropped.
  func load(_ read: ShopRead<Content>, isWanted: @escaping @MainActor () -> Bool = { true })
    async
  {
    if state.content == nil { state = .loading }
    let access = self.access
    await loads.run { ticket in
      await outcome { () throws(ShopError) -> Content? in
        try await access.read(read.operation) { snapshot throws(ShopError) in
          // A newer load was asked for while this one waited: its answer would be dropped,
          // so it is not worked out. Over a large catalogue each search costs much.
          guard !ticket.isSuperseded else { return nil }
          return try read.find(snapshot)
        }
      }
    } then: { result in
      guard isWanted() else { return }
      switch result {
      case .success(let content?): state = .content(content)
      case .success(nil): break
      case .failure(let error): state = .error(error)
      }
    }
  }

  /// Runs `work` as one unit of work of `operation`, once every change asked for before it is
  /// done, dated as it runs.
  ///
  /// - Returns: what `work` returned.
  /// - Throws: what `work` threw, or the store's error; nothing was kept then.
  func change<Result: Sendable>(
    _ operation: ShopOperation,
    _ work:
      @escaping @Sendable (any ShopSnapshot, inout UnitOfWork, Date) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await inTurn { [access] in
      // Read when the unit of work runs, past the store's lock and any latency: a promotion
      // is valid, and an order dated, as of the moment it is placed.
      await self.update(operation) { snapshot, unit throws(ShopError) in
        try work(snapshot, &unit, access.now())
      }
    }.get()
  }

  /// Runs `work` as one unit of work of `operation` at once, for a change already in its turn.
  func update<Result: Sendable>(
    _ operation: ShopOperation,
    _ work: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async -> Swift.Result<Result, ShopError> {
    let access = self.access
    let origin = self.origin
    return await outcome { () throws(ShopError) in
      try await access.update(operation, origin: origin, work)
    }
  }

  /// Runs `body` once every change asked for before it is done, and before every change asked
  /// for after it.
  func inTurn<Value: Sendable>(_ body: @escaping @MainActor () async -> Value) async -> Value {
    await changes.run(body)
  }

  /// Calls `reload` after every change published that `shows` says shows in the use case, once
  /// something was loaded, except the changes the use case made itself.
  ///
  /// Cancel the returned task to stop following.
  func follow(
    when shows: @escaping @MainActor (DataChange) -> Bool,
    reload: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    access.follow(origin: origin, when: shows) { [weak self] in
      guard let self, self.state.isLoaded else { return }
      await reload()
    }
  }
}

extension UseCaseCore where Input == Void {
  /// The core of a use case that always reads the same, reading and changing through `access`.
  convenience init(access: ShopAccess) {
    self.init(access: access, input: ())
  }
}

/// A use case: a `UseCaseCore` and what is its own.
///
/// Its state and observer are its core's, so that each use case writes only its reading, its
/// rules and the changes that show in it.
@MainActor
public protocol ShopUseCase: AnyObject {
  /// What the use case shows once loaded.
  associatedtype Content: Sendable
  /// What it reads with; `Void` for nothing.
  associatedtype Input = Void

  /// What it has alike with every use case.
  var core: UseCaseCore<Content, Input> { get }

  /// What `load()` reads: the read of what the use case shows, as it is to be shown now.
  var read: ShopRead<Content> { get }

  /// Loads what the use case shows; what is shown stays until the new one is here.
  func load() async
}

extension ShopUseCase {
  /// Loads what `read` finds; what is shown stays until the new one is here, and a newer load
  /// wins.
  public func load() async {
    await core.load(read)
  }

  /// What the use case is doing.
  public var state: UseCaseState<Content> { core.state }

  /// Told of every change of `state`.
  public var observer: (any UseCaseObserver<Content>)? {
    get { core.observer }
    set { core.observer = newValue }
  }
}

/// A use case that refreshes itself when the store publishes a change that shows in it.
///
/// It says only which changes show in it; following them is written once, here.
@MainActor
public protocol ChangeFollowing: ShopUseCase {
  /// Whether `change`, published by the store, shows in what the use case loaded.
  func shows(_ change: DataChange) -> Bool
}

extension ChangeFollowing {
  /// Reloads after every change that shows in the use case, once loaded, except the changes it
  /// made itself.
  ///
  /// Cancel the returned task to stop following.
  public func followChanges() -> Task<Void, Never> {
    core.follow { [weak self] change in
      self?.shows(change) ?? false
    } reload: { [weak self] in
      await self?.load()
    }
  }
}
