import Tasch
import TaschHTTP
import TaschTestSupport
import Testing

@testable import TaschAPI

@MainActor
@Suite struct IdempotentCheckoutsTests {
  /// Counts the attempts a key's checkouts start.
  @MainActor private final class Attempts {
    var count = 0
    var releaseFirst: CheckedContinuation<Void, Never>?
  }

  @Test func retriesWaitingOnAFailedAttemptMakeOneNewAttemptBetweenThem() async {
    let checkouts = IdempotentCheckouts()
    let attempts = Attempts()
    let placing: @MainActor () async -> HTTPResponse = {
      attempts.count += 1
      return HTTPResponse(status: .created)
    }
    let first = Task {
      await checkouts.answer(key: "k", of: .stub) {
        attempts.count += 1
        await withCheckedContinuation { attempts.releaseFirst = $0 }
        return HTTPResponse(status: .gatewayTimeout)
      }
    }
    while attempts.releaseFirst == nil { await Task.yield() }
    let retries = [
      Task { await checkouts.answer(key: "k", of: .stub, placing) },
      Task { await checkouts.answer(key: "k", of: .stub, placing) },
    ]
    for _ in 0..<10 { await Task.yield() }

    attempts.releaseFirst?.resume()
    let firstStatus = await first.value.status
    let retryStatuses = [await retries[0].value.status, await retries[1].value.status]
    let later = await checkouts.answer(key: "k", of: .stub, placing)

    #expect(firstStatus == .gatewayTimeout)
    #expect(retryStatuses == [.created, .created])
    #expect(later.status == .created)
    #expect(attempts.count == 2)
  }

  @Test func anotherShoppersKeyIsTheirOwn() async {
    let checkouts = IdempotentCheckouts()
    let attempts = Attempts()
    let placing: @MainActor () async -> HTTPResponse = {
      attempts.count += 1
      return HTTPResponse(status: .created)
    }

    _ = await checkouts.answer(key: "k", of: .stub, placing)
    _ = await checkouts.answer(key: "k", of: Shopper(shop: Shopper.stub.shop, name: "bob"), placing)
    _ = await checkouts.answer(key: "k", of: .stub, placing)

    #expect(attempts.count == 2)
  }
}
