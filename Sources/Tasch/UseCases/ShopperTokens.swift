import Foundation

/// Who may act for whom in one shop of a database store: the shoppers' tokens, issued, listed
/// and revoked, and the rule that a request acts for the shopper whose token it presents —
/// never another, whatever else the request says.
public struct ShopperTokens: Sendable {
  /// The shop whose shoppers hold the tokens.
  public let shop: ShopID
  private let store: any ShopperTokenStore
  private let now: @Sendable () -> Date
  private let draw: @Sendable () -> ShopperToken

  /// The tokens of `shop`, kept in `store`.
  ///
  /// - Parameters:
  ///   - store: where the tokens are kept.
  ///   - shop: the shop whose shoppers hold them.
  ///   - now: dates new tokens.
  ///   - draw: makes a new token; by default from the system's secure source of randomness.
  public init(
    store: any ShopperTokenStore, shop: ShopID, now: @escaping @Sendable () -> Date = Date.init,
    draw: @escaping @Sendable () -> ShopperToken = ShopperToken.drawn
  ) {
    self.store = store
    self.shop = shop
    self.now = now
    self.draw = draw
  }

  /// A new token for the shopper called `name`: the store keeps only its digest, so this is
  /// the one time it is seen.
  ///
  /// - Returns: the token; `nil` when `name` holds one already, which stays as it was (revoke
  ///   it first to make another).
  /// - Throws: `ShopError.invalidInput` for a blank name, or the store's failure.
  public func issue(to name: String) async throws(ShopError) -> ShopperToken? {
    guard !ShopRules.isBlank(name) else {
      throw .invalidInput("a shopper's name \(ShopRules.emptyName)")
    }
    guard !ShopRules.isUnlistable(name) else {
      throw .invalidInput(
        "a shopper's name must not hold a control character, such as a tab, nor one that shows "
          + "as nothing or as another, such as a zero-width or a no-break space")
    }
    guard !ShopRules.isTooLongForANewName(name) else {
      throw .invalidInput(
        "a shopper's name must have at most \(ShopRules.longestName) characters")
    }
    let token = draw()
    let kept = try await store.keep(token, for: Shopper(shop: shop, name: name), madeAt: now())
    return kept ? token : nil
  }

  /// What became of a token issued and handed over.
  public enum Issue: Sendable {
    /// The token was kept, and handed over.
    case handedOver(ShopperToken)
    /// The shopper holds a token already, which stays as it was.
    case alreadyHeld
    /// The token could not be handed over, so it was not kept: nobody could ever present it,
    /// and while kept it would stop its shopper from being given another.
    case takenBack
  }

  /// A new token for the shopper called `name`, handed over with `handOver`, which says
  /// whether it arrived: the token is seen only this once, so one that did not arrive is
  /// revoked again, and the shopper holds none, as before.
  ///
  /// - Throws: as `issue(to:)` does, or the store's failure to take the token back.
  public func issue(to name: String, handingOver handOver: (ShopperToken) async -> Bool)
    async throws(ShopError) -> Issue
  {
    guard let token = try await issue(to: name) else { return .alreadyHeld }
    guard await handOver(token) else {
      _ = try await revoke(name)
      return .takenBack
    }
    return .handedOver(token)
  }

  /// The shoppers who hold a token, and when each was made, by name.
  public func holders() async throws(ShopError) -> [TokenHolder] {
    try await store.tokenHolders(in: shop).sorted { $0.name < $1.name }
  }

  /// Revokes the token of the shopper called `name`: requests presenting it are refused from
  /// now on.
  ///
  /// - Returns: whether they held one.
  public func revoke(_ name: String) async throws(ShopError) -> Bool {
    try await store.revokeToken(of: Shopper(shop: shop, name: name))
  }

  /// `access` acting for the shopper of this shop who holds the token `credential` writes,
  /// whoever `access` acted for before.
  ///
  /// - Returns: `nil` when `credential` is missing, is not a token's text, or is a token
  ///   nobody of this shop holds — never issued, or revoked.
  /// - Throws: the store's failure to look.
  public func access(presenting credential: String?, from access: ShopAccess)
    async throws(ShopError) -> ShopAccess?
  {
    guard let credential, let token = ShopperToken(text: credential),
      let name = try await store.holder(of: token, in: shop)
    else { return nil }
    return access.acting(for: Shopper(shop: shop, name: name))
  }

  /// The changes `access`'s shopper is told of, followed with the token `credential` writes:
  /// each is handed on only once the token is found to act for them still, so the stream ends,
  /// without the change, at the first one after the token was revoked — or when the store
  /// cannot say.
  ///
  /// A stream opened with a token is a request that goes on: it learns of the shopper's
  /// activity only for as long as a new request with the same token would be answered.
  /// Subscribes at once, as `ShopStore.changes(for:)` does, so no later change is missed.
  public func changes(of access: ShopAccess, whilePresenting credential: String?)
    -> AsyncStream<DataChange>
  {
    let changes = access.store.changes(for: access.shopper)
    let (followed, output) = AsyncStream.makeStream(of: DataChange.self)
    let forwarding = Task {
      for await change in changes {
        let holder = try? await self.access(presenting: credential, from: access)
        guard holder?.shopper == access.shopper else { break }
        output.yield(change)
      }
      output.finish()
    }
    output.onTermination = { _ in forwarding.cancel() }
    return followed
  }
}
