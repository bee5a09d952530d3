import Tasch
import TaschHTTP
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschAPI

@MainActor
@Suite struct EventsTests {
  @Test func followsTheShoppersChangesAsServerSentEvents() async throws {
    let store = Shelf.store(wishList: [])
    let harness = APIHarness(store)
    let response = await harness.api.respond(to: HTTPRequest(method: .get, target: "/api/events"))
    guard case .stream(let stream) = response.body else {
      Issue.record("not a stream")
      return
    }
    var chunks = stream.makeAsyncIterator()

    let opening = try #require(await chunks.next())
    store.changeElsewhere(Shopper.stub.name) { $0.wishList = WishList([3]) }
    let event = String(decoding: try #require(await chunks.next()), as: UTF8.self)

    #expect(response.status == .ok)
    #expect(response.headers["Content-Type"] == "text/event-stream; charset=utf-8")
    #expect(String(decoding: opening, as: UTF8.self).hasPrefix(":"))
    #expect(event.hasPrefix("event: change\ndata: {\n"))
    #expect(event.contains("data:   \"wishList\": true\n"))
    #expect(event.hasSuffix("\n\n"))
  }

  /// Found by attack: behind nginx, which ends a proxied answer silent for 60 s, a stream of a
  /// shop where nothing changed ended after a minute; and nginx's buffer held events back.
  @Test func aSilentStreamSendsAHeartbeatAndAsksProxiesNotToBuffer() async throws {
    let clock = ManualClock()
    let response = await APIHarness(Shelf.store(), clock: clock).api.respond(
      to: HTTPRequest(method: .get, target: "/api/events"))
    guard case .stream(let stream) = response.body else {
      Issue.record("not a stream")
      return
    }
    var chunks = stream.makeAsyncIterator()

    _ = try #require(await chunks.next())
    await clock.waitForSleepers(1)
    clock.advance(by: EventStreamLimits().heartbeat)
    let heartbeat = try #require(await chunks.next())

    #expect(String(decoding: heartbeat, as: UTF8.self) == ":\n\n")
    #expect(response.headers["X-Accel-Buffering"] == "no")
  }

  @Test func eachEventsDataIsTheChangeDocument() throws {
    let event = String(
      decoding: ChangeEvents.event(DataChange(ratedProducts: [3, 1], products: true)),
      as: UTF8.self)
    let data = event.split(separator: "\n").filter { $0.hasPrefix("data: ") }
      .map { $0.dropFirst(6) }.joined(separator: "\n")

    let problems = APIHarness.conformance.problems(ofJSON: Array(data.utf8), schema: "Change")

    #expect(problems == [])
    #expect(data.contains("\"ratedProducts\": [1, 3]"))
  }

  @Test func theStreamEndsWhenTheStoreEndsIt() async {
    let store = Shelf.store()
    let response = await APIHarness(store).api.respond(
      to: HTTPRequest(method: .get, target: "/api/events"))
    guard case .stream(let stream) = response.body else {
      Issue.record("not a stream")
      return
    }
    store.finishChanges()

    var count = 0
    for await _ in stream { count += 1 }

    #expect(count == 1)
  }
}
