import Tasch
import Testing

@testable import TaschJSONEngine

@Suite struct ChangeBroadcasterTests {
  @Test func everySubscriberGetsEveryChangeInOrder() async {
    let broadcaster = ChangeBroadcaster()
    var first = broadcaster.subscribe().makeAsyncIterator()
    var second = broadcaster.subscribe().makeAsyncIterator()

    broadcaster.publish(.wishList)
    broadcaster.publish(.rating(3))

    #expect(await first.next() == .wishList)
    #expect(await first.next() == .rating(3))
    #expect(await second.next() == .wishList)
  }

  @Test func aSubscriberThatGoesAwayIsForgotten() {
    let broadcaster = ChangeBroadcaster()
    var stream: AsyncStream<DataChange>? = broadcaster.subscribe()
    #expect(broadcaster.subscriberCount == 1)

    stream = nil

    #expect(stream == nil)
    #expect(broadcaster.subscriberCount == 0)
  }

  @Test func changesBeforeSubscribingAreNotReplayed() async {
    let broadcaster = ChangeBroadcaster()
    broadcaster.publish(.order)
    var changes = broadcaster.subscribe().makeAsyncIterator()

    broadcaster.publish(.wishList)

    #expect(await changes.next() == .wishList)
  }
}
