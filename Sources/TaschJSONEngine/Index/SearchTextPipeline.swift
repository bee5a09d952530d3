import Dispatch
import Synchronization

/// Folds the search texts on a queue of their own while the catalogue is still being read: the
/// reader hands over each product's name and short description, a batch at a time, and the
/// batches are folded in the order they came, on another core.
///
/// Folding is about a sixth of reading a large catalogue for the first time; done alongside,
/// the reading no longer waits for it.
final class SearchTextPipeline: Sendable {
  /// Names and short descriptions not folded yet, unescaped, one after the other.
  struct Batch: Sendable {
    fileprivate var bytes: [UInt8] = []
    /// Where each text ends in `bytes`: a product's name, then its short description.
    fileprivate var ends: [Int] = []

    /// No texts yet.
    init() {}

    /// No texts yet, with room for as many as `batch` holds and an eighth more: batches are
    /// alike, and one that grows by doubling takes fresh memory each time.
    init(roomLike batch: borrowing Batch) {
      bytes.reserveCapacity(batch.bytes.count / 8 * 9)
      ends.reserveCapacity(batch.ends.count)
    }

    /// Adds the texts of the next product.
    mutating func add(name: UnsafeRawBufferPointer, shortDescription: UnsafeRawBufferPointer) {
      bytes += name
      ends.append(bytes.count)
      bytes += shortDescription
      ends.append(bytes.count)
    }

    /// How many products' texts it holds.
    var count: Int { ends.count / 2 }
  }

  /// How many products a batch holds before it is handed over.
  static let batchSize = 4_096

  private let queue = DispatchQueue(label: "tasch.index.search-texts")
  private let folded = Mutex(SearchTextBuilder())
  /// Room for the batches handed over and not folded yet: a few, so that memory stays small
  /// should folding fall behind.
  private let room = DispatchSemaphore(value: 4)

  /// Folds `batch` after the batches handed over before it; waits while too many wait.
  func fold(_ batch: Batch) {
    room.wait()
    queue.async { [self] in
      folded.withLock { texts in
        batch.bytes.withUnsafeBytes { bytes in
          var start = 0
          for product in 0..<batch.count {
            let nameEnd = batch.ends[2 * product]
            let end = batch.ends[2 * product + 1]
            texts.add(
              name: UnsafeRawBufferPointer(rebasing: bytes[start..<nameEnd]),
              shortDescription: UnsafeRawBufferPointer(rebasing: bytes[nameEnd..<end]))
            start = end
          }
        }
      }
      room.signal()
    }
  }

  /// Has the texts expect `products` products in all, in at most `bytes` bytes, as
  /// `SearchTextBuilder.expect(products:inBytes:)` says, after the batches handed over before.
  func expect(products: Int, inBytes bytes: Int) {
    queue.async { [self] in folded.withLock { $0.expect(products: products, inBytes: bytes) } }
  }

  /// The texts of every batch handed over, once all are folded.
  func finish() -> SearchTextBuilder {
    queue.sync { folded.withLock { $0 } }
  }
}
