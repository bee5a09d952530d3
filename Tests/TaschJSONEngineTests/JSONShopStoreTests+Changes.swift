import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

// MARK: - Changes other processes make

extension JSONShopStoreTests {
  /// The check interval every store here uses: the default.
  static let interval = Duration.milliseconds(500)

  /// Two stores of one shop on the same files, as two processes would have; the first checks
  /// for the other's changes on the clock that comes with them.
  func twoProcesses() throws -> (clock: ManualClock, mine: JSONShopStore, other: JSONShopStore) {
    let clock = ManualClock()
    let path = try catalogue("catalogue.json", shop: "tasch")
    return (clock, store(path, clock: clock), store(path))
  }

  /// Lets the store's check for outside changes run once, and waits until it is done.
  func check(_ clock: ManualClock) async {
    await clock.waitForSleepers(1)
    clock.advance(by: Self.interval)
    await clock.waitForSleepers(1)
  }

  @Test func deliversEachChangeAnotherProcessMakesOnceTheCheckIntervalPasses() async throws {
    let (clock, mine, other) = try twoProcesses()
    var changes = mine.changes(for: try await shopper(of: mine)).makeAsyncIterator()
    // Once read, as a client is told it is following: the stream starts from the file as read.
    _ = try await data(in: mine)

    try await change(other) { _ = $0.addToWishList(1, at: .stub) }
    await check(clock)
    #expect(await changes.next() == DataChange(wishList: true, history: true))

    try await change(other) { _ = $0.rate(3, .two, at: .stub) }
    await check(clock)
    #expect(await changes.next() == DataChange(ratedProducts: [3], history: true))

    _ = try await checkOut(other)
    await check(clock)
    #expect(await changes.next() == DataChange(wishList: true, orderPlaced: true, history: true))
  }

  @Test func waitsForTheCheckIntervalBeforeLooking() async throws {
    let (clock, mine, _) = try twoProcesses()
    let changes = mine.changes(for: try await shopper(of: mine))
    await clock.waitForSleepers(1)

    clock.advance(by: Self.interval - .milliseconds(1))

    #expect(clock.sleeperCount == 1, "still waiting")
    withExtendedLifetime(changes) {}
  }

  @Test func everyListenerHearsEveryChange() async throws {
    let (clock, mine, other) = try twoProcesses()
    let shopper = try await shopper(of: mine)
    var first = mine.changes(for: shopper).makeAsyncIterator()
    var second = mine.changes(for: shopper).makeAsyncIterator()
    _ = try await mine.shops()

    try await change(other) { _ = $0.addToWishList(1, at: .stub) }
    await check(clock)

    #expect(await first.next() == DataChange(wishList: true, history: true))
    #expect(await second.next() == DataChange(wishList: true, history: true))
    #expect(clock.sleeperCount == 1, "one look serves every listener")
  }

  @Test func stopsLookingOnceNobodyListens() async throws {
    let (clock, mine, _) = try twoProcesses()
    let shopper = try await shopper(of: mine)
    do {
      let changes = mine.changes(for: shopper)
      await clock.waitForSleepers(1)
      withExtendedLifetime(changes) {}
    }

    for _ in 0..<10_000 where clock.sleeperCount > 0 { await Task.yield() }

    #expect(clock.sleeperCount == 0)
  }

  /// What another process changed while nobody listened was told to nobody, and is not told
  /// to the next listener either: its stream starts from the files as they are.
  @Test func aListenerAfterNobodyListenedHearsNothingOfWhatChangedMeanwhile() async throws {
    let (clock, mine, other) = try twoProcesses()
    let shopper = try await shopper(of: mine)
    do {
      var first = mine.changes(for: shopper).makeAsyncIterator()
      try await change(other) { _ = $0.addToWishList(1, at: .stub) }
      await check(clock)
      #expect(await first.next() == DataChange(wishList: true, history: true))
    }
    for _ in 0..<10_000 where clock.sleeperCount > 0 { await Task.yield() }
    #expect(clock.sleeperCount == 0, "nobody listens")

    // A read while nobody listens is no starting point either.
    _ = try await data(in: mine)
    try await change(other) { _ = $0.rate(3, .two, at: .stub) }
    var second = mine.changes(for: shopper).makeAsyncIterator()
    _ = try await data(in: mine)
    await check(clock)
    try await change(other) { _ = $0.addToWishList(7, at: .stub) }
    await check(clock)

    #expect(await second.next() == DataChange(wishList: true, history: true))
  }

  @Test func deliversItsOwnChangeOnceWithItsOrigin() async throws {
    let (clock, mine, other) = try twoProcesses()
    let origin = ChangeOrigin()
    var changes = mine.changes(for: try await shopper(of: mine)).makeAsyncIterator()
    // Finer than the file keeps it: what the file reads back is still the change made.
    let moment = Date(timeIntervalSince1970: 1_700_000_000.123_456)

    try await change(mine, origin: origin) { _ = $0.addToWishList(1, at: moment) }
    await check(clock)
    try await change(other) { _ = $0.rate(1, .five, at: .stub) }
    await check(clock)

    #expect(await changes.next() == DataChange(origin: origin, wishList: true, history: true))
    #expect(await changes.next() == DataChange(ratedProducts: [1], history: true))
  }

  @Test func aReadInBetweenDoesNotHideAnotherProcesssChange() async throws {
    let (clock, mine, other) = try twoProcesses()
    var changes = mine.changes(for: try await shopper(of: mine)).makeAsyncIterator()
    // Once read, as a client is told it is following: the stream starts from the file as read.
    _ = try await data(in: mine)

    try await change(other) { _ = $0.addToWishList(1, at: .stub) }
    _ = try await data(in: mine)
    await check(clock)
    try await change(mine) { _ = $0.rate(7, .one, at: .stub) }

    #expect(await changes.next() == DataChange(wishList: true, history: true))
  }

  @Test func itsOwnChangeInBetweenDoesNotHideAnotherProcesssChange() async throws {
    let (clock, mine, other) = try twoProcesses()
    let origin = ChangeOrigin()
    var changes = mine.changes(for: try await shopper(of: mine)).makeAsyncIterator()
    // Once read, as a client is told it is following: the stream starts from the file as read.
    _ = try await data(in: mine)

    try await change(other) { _ = $0.addToWishList(1, at: .stub) }
    try await change(mine, origin: origin) { _ = $0.rate(7, .one, at: .stub) }
    await check(clock)
    try await change(mine, origin: origin) { _ = $0.rate(7, nil, at: .stub) }

    #expect(await changes.next() == DataChange(wishList: true, history: true))
    #expect(await changes.next() == DataChange(origin: origin, ratedProducts: [7], history: true))
  }

  @Test func deliversAChangeMadeAfterSubscribingBeforeAnythingWasRead() async throws {
    let (clock, mine, other) = try twoProcesses()
    var changes = mine.changes(for: try await shopper(of: mine)).makeAsyncIterator()
    // The store notes the file as it is on its queue: any later request is answered after.
    _ = try await mine.shops()

    try await change(other) { _ = $0.addToWishList(1, at: .stub) }
    await check(clock)
    try await change(mine) { _ = $0.rate(7, .one, at: .stub) }

    #expect(await changes.next() == DataChange(wishList: true, history: true))
  }
}
