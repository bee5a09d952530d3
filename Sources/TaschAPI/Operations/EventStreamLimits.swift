import Synchronization
import Tasch
import TaschHTTP

/// How many event streams (`GET /api/events`) the API holds open at once.
///
/// A stream lasts as long as its client: unbounded, one shopper's streams could take every
/// connection the server holds, and leave none for any other request, `/healthz` included.
public struct EventStreamLimits: Hashable, Sendable {
  /// The most in all: by default half the connections the server holds by default (512),
  /// leaving the other half to every other request.
  public var total = HTTPServerConfiguration.defaultMaximumConnections / 2
  /// The most one shopper holds: 16 by default.
  ///
  /// That is more than the connections a browser opens to one host over HTTP/1.1 (six). On the
  /// JSON files, whose every request acts for the one
  /// local shopper, it is the most in all.
  public var perShopper = 16
  /// How long a stream stays silent at most: a comment is sent after 30 s without an event, so
  /// that a proxy that ends streams it finds idle (nginx after 60 s) keeps it.
  public var heartbeat: Duration = .seconds(30)

  /// The defaults.
  public init() {}
}

/// The event streams open, counted in all and by shopper.
final class OpenEventStreams: Sendable {
  private struct Counts {
    var total = 0
    var byShopper: [Shopper: Int] = [:]
  }

  let limits: EventStreamLimits
  private let counts = Mutex(Counts())

  init(limits: EventStreamLimits) {
    self.limits = limits
  }

  /// Counts a stream opened for `shopper`; `close(for:)` counts it closed.
  ///
  /// - Throws: `APIProblem.tooManyEventStreams` when the shopper, or the API in all, holds
  ///   the most it may; nothing is counted then.
  func open(for shopper: Shopper) throws(APIProblem) {
    let refusal = counts.withLock { counts -> APIProblem? in
      let shoppers = counts.byShopper[shopper, default: 0]
      if shoppers >= limits.perShopper {
        return .tooManyEventStreams(ofShopper: true, limit: limits.perShopper)
      }
      if counts.total >= limits.total {
        return .tooManyEventStreams(ofShopper: false, limit: limits.total)
      }
      counts.total += 1
      counts.byShopper[shopper] = shoppers + 1
      return nil
    }
    if let refusal { throw refusal }
  }

  /// Counts a stream of `shopper`'s closed.
  func close(for shopper: Shopper) {
    counts.withLock { counts in
      counts.total -= 1
      let left = counts.byShopper[shopper, default: 1] - 1
      counts.byShopper[shopper] = left > 0 ? left : nil
    }
  }

  /// How many are open, in all: for tests.
  var total: Int { counts.withLock { $0.total } }
}
