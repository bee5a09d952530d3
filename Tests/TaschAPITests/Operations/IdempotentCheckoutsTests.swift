import Tasch
import TaschHTTP
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschAPI

@MainActor
@Suite struct IdempotentCheckoutsTests {
  /// Counts the attempts a key's checkouts start.
  @MainActor private final class Attempts {
    var count = 0
    var releaseFirst: CheckedContinuation<Void, Never>?

    /// An attempt that places an order at once.
    func placing() -> IdempotentCheckouts.Outcome {
      count += 1
      return .placed(Order(number: count, lines: [], total: .usd(0), placedAt: .stub))
    }
  }

  @Test func retriesWaitingOnAFailedAttemptMakeOneNewAttemptBetweenThem() async {
    let checkouts = IdempotentCheckouts()
    let attempts = Attempts()
    let first = Task {
      await checkouts.answer(
        key: "k", of: .stub, for: .sample, in: .english, presenting: Self.created
      ) {
        attempts.count += 1
        await withCheckedContinuation { attempts.releaseFirst = $0 }
        return .answered(HTTPResponse(status: .gatewayTimeout))
      }
    }
    while attempts.releaseFirst == nil { await Task.yield() }
    let retries = [
      Task {
        await checkouts.answer(
          key: "k", of: .stub, for: .sample, in: .english, presenting: Self.created,
          attempt: attempts.placing)
      },
      Task {
        await checkouts.answer(
          key: "k", of: .stub, for: .sample, in: .english, presenting: Self.created,
          attempt: attempts.placing)
      },
    ]
    for _ in 0..<10 { await Task.yield() }

    attempts.releaseFirst?.resume()
    let firstStatus = await first.value.status
    let retryStatuses = [await retries[0].value.status, await retries[1].value.status]
    let later = await checkouts.answer(
      key: "k", of: .stub, for: .sample, in: .english, presenting: Self.created,
      attempt: attempts.placing)

    #expect(firstStatus == .gatewayTimeout)
    #expect(retryStatuses == [.created, .created])
    #expect(later.status == .created)
    #expect(attempts.count == 2)
  }

  /// The answer to an order placed: 201, whatever the order.
  private static func created(_ order: Order) -> HTTPResponse {
    HTTPResponse(status: .created)
  }

  @Test func anotherShoppersKeyIsTheirOwn() async {
    let checkouts = IdempotentCheckouts()
    let attempts = Attempts()

    _ = await checkouts.answer(
      key: "k", of: .stub, for: .sample, in: .english, presenting: Self.created,
      attempt: attempts.placing)
    _ = await checkouts.answer(
      key: "k", of: Shopper(shop: Shopper.stub.shop, name: "bob"), for: .sample, in: .english,
      presenting: Self.created, attempt: attempts.placing)
    _ = await checkouts.answer(
      key: "k", of: .stub, for: .sample, in: .english, presenting: Self.created,
      attempt: attempts.placing)

    #expect(attempts.count == 2)
  }
}

extension IdempotentCheckouts.Confirmed {
  /// A checkout's total and code, the same for every attempt of a test.
  static let sample = IdempotentCheckouts.Confirmed(
    total: Money(minorUnits: 25000, currency: .usd), code: nil)
}
