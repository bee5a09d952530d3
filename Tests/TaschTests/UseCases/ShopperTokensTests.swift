import Foundation
import Synchronization
import Tasch
import TaschTestSupport
import Testing

@Suite struct ShopperTokensTests {
  private let store = InMemoryShopperTokenStore(shops: [ShopID("test"), ShopID("other")])
  private var tokens: ShopperTokens {
    ShopperTokens(store: store, shop: ShopID("test"), now: { .stub })
  }
  /// What a request comes with before its token is read: the server's own shopper.
  private let served = ShopAccess.stub(
    InMemoryShopStore(.stub([])), shopper: Shopper(shop: ShopID("test"), name: "server"))

  @Test func issuesATokenThatActsForItsShopperAndIsListedWithoutIt() async throws {
    let token = try #require(try await tokens.issue(to: "ann"))

    let access = try await tokens.access(presenting: token.text, from: served)
    let holders = try await tokens.holders()

    #expect(access?.shopper == Shopper(shop: ShopID("test"), name: "ann"))
    #expect(holders == [TokenHolder(name: "ann", madeAt: .stub)])
  }

  @Test func aShopperWhoHoldsATokenIsNotGivenAnotherAndKeepsTheirs() async throws {
    let first = try #require(try await tokens.issue(to: "ann"))

    let second = try await tokens.issue(to: "ann")

    #expect(second == nil)
    #expect(try await tokens.access(presenting: first.text, from: served)?.shopper.name == "ann")
  }

  @Test(arguments: ["", " ", "\t\n"])
  func aBlankNameIsRefused(name: String) async throws {
    await #expect(throws: ShopError.invalidInput("a shopper's name must not be empty")) {
      try await tokens.issue(to: name)
    }
    #expect(try await tokens.holders().isEmpty)
  }

  @Test(arguments: ["a\tb", "a\u{1B}b", "\u{7F}", "a\u{34F}b", "a\u{A0}b"])
  func aNameAListCouldNotTellFromAnotherIsRefused(name: String) async throws {
    await #expect(
      throws: ShopError.invalidInput(
        "a shopper's name must not hold a control character, such as a tab, nor one that shows "
          + "as nothing or as another, such as a zero-width or a no-break space")
    ) { try await tokens.issue(to: name) }
    #expect(try await tokens.holders().isEmpty)
  }

  @Test func aNameOfMoreThanAHundredCharactersIsRefused() async throws {
    await #expect(
      throws: ShopError.invalidInput("a shopper's name must have at most 100 characters")
    ) { try await tokens.issue(to: String(repeating: "é", count: 101)) }
    #expect(try await tokens.holders().isEmpty)
    _ = try await tokens.issue(to: String(repeating: "e\u{301}", count: 100) + "  ")
    #expect(try await tokens.holders().count == 1)
  }

  @Test func listsTheHoldersByName() async throws {
    for name in ["cleo", "ann", "bob"] { _ = try await tokens.issue(to: name) }

    #expect(try await tokens.holders().map(\.name) == ["ann", "bob", "cleo"])
  }

  @Test func aRevokedTokenActsForNobody() async throws {
    let token = try #require(try await tokens.issue(to: "ann"))

    let revoked = try await tokens.revoke("ann")
    let again = try await tokens.revoke("ann")

    #expect(revoked)
    #expect(!again)
    #expect(try await tokens.access(presenting: token.text, from: served) == nil)
    #expect(try await tokens.holders().isEmpty)
  }

  @Test func changesFollowedWithATokenGoOnWhileItHoldsAndEndWithoutTheFirstAfterItIsRevoked()
    async throws
  {
    let token = try #require(try await tokens.issue(to: "ann"))
    let shop = InMemoryShopStore(.stub([]))
    let ann = try #require(
      try await tokens.access(presenting: token.text, from: .stub(shop, shopper: served.shopper)))
    var changes = tokens.changes(of: ann, whilePresenting: token.text).makeAsyncIterator()

    shop.changeElsewhere("ann") { $0.wishList = WishList([1]) }
    let whileHeld = await changes.next()
    _ = try await tokens.revoke("ann")
    shop.changeElsewhere("ann") { $0.wishList = WishList([1, 2]) }
    let afterRevoked = await changes.next()

    #expect(whileHeld?.wishList == true)
    #expect(afterRevoked == nil)
  }

  @Test func changesFollowedWithATokenEndWhenTheStoreCannotSayWhetherItHolds() async throws {
    let token = try #require(try await tokens.issue(to: "ann"))
    let shop = InMemoryShopStore(.stub([]))
    let unavailable = ShopperTokens(store: store, shop: ShopID("gone"))
    let ann = ShopAccess.stub(shop, shopper: Shopper(shop: ShopID("gone"), name: "ann"))
    var changes = unavailable.changes(of: ann, whilePresenting: token.text).makeAsyncIterator()

    shop.changeElsewhere("ann") { $0.wishList = WishList([1]) }

    #expect(await changes.next() == nil)
  }

  @Test func eachTokenActsForItsOwnShopperWhoeverTheRequestActedForBefore() async throws {
    let ann = try #require(try await tokens.issue(to: "ann"))
    let bob = try #require(try await tokens.issue(to: "bob"))
    let asBob = served.acting(for: Shopper(shop: ShopID("test"), name: "bob"))

    #expect(try await tokens.access(presenting: ann.text, from: asBob)?.shopper.name == "ann")
    #expect(try await tokens.access(presenting: bob.text, from: served)?.shopper.name == "bob")
  }

  @Test func aTokenOfTheSameNameInAnotherShopActsForNobodyHere() async throws {
    let elsewhere = ShopperTokens(store: store, shop: ShopID("other"))
    let theirs = try #require(try await elsewhere.issue(to: "ann"))

    #expect(try await tokens.access(presenting: theirs.text, from: served) == nil)
  }

  @Test(arguments: [nil, "", "Bearer", "not a token", String(repeating: "A", count: 44)])
  func noTokenOrTextThatIsNoTokenActsForNobodyWithoutAskingTheStore(credential: String?)
    async throws
  {
    #expect(try await tokens.access(presenting: credential, from: served) == nil)
    #expect(store.lookupCount == 0)
  }

  @Test func aTokenNeverIssuedActsForNobody() async throws {
    _ = try await tokens.issue(to: "ann")

    #expect(try await tokens.access(presenting: ShopperToken.drawn().text, from: served) == nil)
  }

  @Test func tokensAreDrawnFromTheSourceGiven() async throws {
    let drawn = ShopperToken.drawn()
    let fixed = ShopperTokens(store: store, shop: ShopID("test"), draw: { drawn })

    #expect(try await fixed.issue(to: "ann")?.text == drawn.text)
  }
}

@Suite struct ShopperTokensHandOverTests {
  private let store = InMemoryShopperTokenStore(shops: [ShopID("test")])
  private var tokens: ShopperTokens {
    ShopperTokens(store: store, shop: ShopID("test"), now: { .stub })
  }

  @Test func aTokenHandedOverIsKept() async throws {
    let issue = try await tokens.issue(to: "ann") { _ in true }

    guard case .handedOver(let token) = issue else {
      Issue.record("not handed over: \(issue)")
      return
    }
    #expect(try store.holder(of: token, in: ShopID("test")) == "ann")
  }

  @Test func aTokenThatCouldNotBeHandedOverIsTakenBackSoTheShopperCanBeGivenAnother()
    async throws
  {
    let seen = Mutex<ShopperToken?>(nil)
    let issue = try await tokens.issue(to: "ann") { token in
      seen.withLock { $0 = token }
      return false
    }

    guard case .takenBack = issue else {
      Issue.record("not taken back: \(issue)")
      return
    }
    let lost = try #require(seen.withLock { $0 })
    #expect(try store.holder(of: lost, in: ShopID("test")) == nil)
    #expect(try await tokens.holders().isEmpty)
    #expect(try await tokens.issue(to: "ann") != nil)
  }

  @Test func aShopperWhoHoldsATokenIsHandedNothing() async throws {
    _ = try await tokens.issue(to: "ann")
    let handedOver = Mutex(false)

    let issue = try await tokens.issue(to: "ann") { _ in
      handedOver.withLock { $0 = true }
      return true
    }

    guard case .alreadyHeld = issue else {
      Issue.record("not refused: \(issue)")
      return
    }
    #expect(!handedOver.withLock { $0 })
    #expect(try await tokens.holders().count == 1)
  }
}
