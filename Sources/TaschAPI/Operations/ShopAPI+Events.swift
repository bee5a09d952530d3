import Synchronization
import Tasch
import TaschHTTP
import TaschJSON
import TaschPresentation

extension ShopAPI {
  /// `GET /api/events`: Server-Sent Events, one `change` event per change the store reports
  /// to this shopper — of their data, or of the stock and ratings of the products they see,
  /// made by anyone — and a comment after a while without one, until the client goes away, the
  /// server stops, or, on a database store, the request's token is revoked.
  ///
  /// - Throws: `APIProblem.tooManyEventStreams` past the most streams open (`EventStreamLimits`).
  func followChanges(_ call: APICall) throws(APIProblem) -> HTTPResponse {
    let shop = call.services.shop
    let streams = openEventStreams
    try streams.open(for: shop.shopper)
    let changes = changes(for: call)
    let (events, output) = AsyncStream.makeStream(of: [UInt8].self)
    let forwarding = ForwardingTask()
    // Set before the forwarding starts: a handler set once the stream has ended is never
    // called, and the stream would be counted open for ever.
    output.onTermination = { _ in
      forwarding.cancel()
      streams.close(for: shop.shopper)
    }
    let (clock, heartbeat) = (heartbeatClock, streams.limits.heartbeat)
    forwarding.start {
      // A database store reports what others change after it has seen the shopper's data once;
      // seen now, every change made once the client hears it is following is reported.
      _ = try? await shop.store.read(for: shop.shopper) { _ throws(ShopError) in () }
      // A comment first, so that a client knows that it is following.
      output.yield(Array(": following the shop's changes\n\n".utf8))
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for await change in changes { output.yield(ChangeEvents.event(change)) }
        }
        group.addTask {
          while (try? await clock.sleep(for: heartbeat)) != nil {
            output.yield(ChangeEvents.heartbeat)
          }
        }
        // The changes ended (or the stream did): the heartbeat has nothing left to keep.
        await group.next()
        group.cancelAll()
      }
      output.finish()
    }
    return HTTPResponse(
      status: .ok,
      headers: [
        "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store",
        // nginx holds a proxied answer back until its buffer fills, unless told not to.
        "X-Accel-Buffering": "no",
      ],
      body: .stream(events))
  }
}

/// The task that forwards one stream's events: cancelled when its stream ends, even one that
/// ended before it started, which then never runs.
private final class ForwardingTask: Sendable {
  private struct State {
    var task: Task<Void, Never>?
    var isEnded = false
  }

  private let state = Mutex(State())

  /// Starts `body`, unless the stream has ended.
  func start(_ body: @escaping @Sendable () async -> Void) {
    state.withLock { state in
      guard !state.isEnded else { return }
      state.task = Task(operation: body)
    }
  }

  /// Cancels the forwarding, and any to come.
  func cancel() {
    state.withLock { state in
      state.isEnded = true
      state.task?.cancel()
    }
  }
}

/// The events of `GET /api/events`.
enum ChangeEvents {
  /// What a change touched, as a document: `{"wishList","ratedProducts","orderPlaced",
  /// "history","products"}`.
  static func document(_ change: DataChange) -> JSONValue {
    .object([
      "wishList": .bool(change.wishList),
      "ratedProducts": .array(change.ratedProducts.sorted().map { .number(String($0.rawValue)) }),
      "orderPlaced": .bool(change.orderPlaced), "history": .bool(change.history),
      "products": .bool(change.products),
    ])
  }

  /// What a stream sends after a while without an event: a comment, which clients ignore.
  static let heartbeat = Array(":\n\n".utf8)

  /// `change` as one event: `event: change`, then the document, one `data:` line for each of
  /// its lines, which the client joins again.
  static func event(_ change: DataChange) -> [UInt8] {
    let lines = ShopDocuments.text(document(change)).split(separator: "\n")
    return Array(("event: change\n" + lines.map { "data: \($0)\n" }.joined() + "\n").utf8)
  }
}
