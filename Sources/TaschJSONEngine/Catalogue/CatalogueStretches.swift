import Dispatch
import Foundation
import Synchronization
import Tasch
import TaschJSON
import TaschParallel

/// A stretch of `products` checked on another core, every element of it a valid product.
struct CheckedStretch<Collector: CatalogueCollector>: Sendable {
  /// Where the scan goes on after it: just after the comma that follows its last element, or
  /// just after the array's closing bracket.
  let end: Int
  /// Whether its last element is the array's last.
  let endsArray: Bool
  /// Each product's identifier, in order.
  let ids: [Int]
  /// Hands its products to the scan's collector, after those the collector has.
  let appendProducts: @Sendable (inout Collector) -> Void
}

/// How a scan cuts a large `products` array into stretches, to check them on other cores.
struct StretchSettings: Sendable {
  /// How many stretches at most, the scan's own first one included.
  var count = min(CoreParts.cores, 8)
  /// The fewest bytes worth cutting into stretches: a small catalogue is read in order.
  var minimumBytes = 8 << 20
  /// How far after a cut a boundary between two elements is looked for.
  var searchBytes = 1 << 20
}

/// The later stretches of a large `products` array, checked on other cores while the scan
/// reads the first one itself.
///
/// The array is cut at even distances; each stretch starts at the first boundary between two
/// elements after its cut (just after the comma of `} , {`) and is checked up to the first
/// boundary after the next cut, or to the array's end. A boundary found by its bytes alone may
/// be inside a string; so a stretch is only taken when the scan, reading in order, arrives
/// exactly at its start, and only when every element in it was a valid product. Whatever else
/// happens, the scan reads the stretch itself: its order and its messages never depend on
/// where the cuts fell.
struct CatalogueStretches<Collector: CatalogueCollector> {
  /// Where each stretch starts, in order.
  private let starts: [Int]
  /// The first stretch the scan has not reached or passed yet.
  private var next = 0
  private let checked: CheckedStretches<Collector>

  /// Starts checking the stretches of the array whose first element is at `start` in `file`,
  /// which runs at most to the file's end, with `check` on other cores; none when the array
  /// is too small to cut or no boundary is found.
  init(
    of file: PositionalFile, from start: Int, settings: StretchSettings,
    check:
      @escaping @Sendable (_ start: Int, _ limit: Int?, _ isCancelled: () -> Bool) ->
      CheckedStretch<Collector>?
  ) {
    let size = file.status().map { Int($0.st_size) } ?? 0
    let length = size - start
    var cuts: [Int] = []
    if settings.count > 1, length >= settings.minimumBytes {
      cuts = (1..<settings.count).map { start + length / settings.count * $0 }
    }
    var starts: [Int] = []
    var limits: [Int?] = []
    for (index, cut) in cuts.enumerated() {
      guard let boundary = Self.boundary(in: file, from: cut, searching: settings.searchBytes),
        boundary > (starts.last ?? start)
      else { continue }
      starts.append(boundary)
      limits.append(index + 1 < cuts.count ? cuts[index + 1] : nil)
    }
    self.starts = starts
    checked = CheckedStretches(starts: starts, limits: limits, check: check)
  }

  /// The stretch that starts at `offset`, a boundary between elements the scan reached.
  ///
  /// - Returns: the stretch once checked; `nil` when none starts there, or it held anything
  ///   but valid products. Stretches that start before `offset` were passed: their checks stop.
  mutating func stretch(at offset: Int) -> CheckedStretch<Collector>? {
    let first = next
    while next < starts.count, starts[next] < offset { next += 1 }
    if next > first { checked.drop(before: next) }
    guard next < starts.count, starts[next] == offset else { return nil }
    next += 1
    return checked.result(of: next - 1)
  }

  /// Stops the checks still running, and waits for them.
  func finish() {
    checked.finish()
  }

  /// The first offset at or after `cut` just after a comma that only blanks separate from a
  /// `}` before it and a `{` after it, looking `searchBytes` far.
  static func boundary(in file: PositionalFile, from cut: Int, searching searchBytes: Int)
    -> Int?
  {
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: searchBytes, alignment: 1)
    defer { bytes.deallocate() }
    guard let count = try? file.read(into: bytes, at: cut) else { return nil }
    let isBlank = { (byte: UInt8) in
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
    for comma in 0..<count where bytes[comma] == UInt8(ascii: ",") {
      var before = comma - 1
      while before >= 0, isBlank(bytes[before]) { before -= 1 }
      guard before >= 0, bytes[before] == UInt8(ascii: "}") else { continue }
      var after = comma + 1
      while after < count, isBlank(bytes[after]) { after += 1 }
      guard after < count, bytes[after] == UInt8(ascii: "{") else { continue }
      return cut + comma + 1
    }
    return nil
  }
}

/// The checks of the stretches, each running on a core of its own, and what they found.
private final class CheckedStretches<Collector: CatalogueCollector>: Sendable {
  private let results: Mutex<[CheckedStretch<Collector>?]>
  private let done: [DispatchSemaphore]
  private let running = DispatchGroup()
  /// The first stretch still wanted: the checks of those before it stop.
  private let firstWanted = Atomic(0)
  /// A queue of their own, whose threads are not the shared pool's: the scan waits for the
  /// checks, and may itself be running on a thread of that pool.
  private let queue = DispatchQueue(label: "tasch.catalogue.stretches", attributes: .concurrent)

  init(
    starts: [Int], limits: [Int?],
    check: @escaping @Sendable (Int, Int?, () -> Bool) -> CheckedStretch<Collector>?
  ) {
    results = Mutex(Array(repeating: nil, count: starts.count))
    done = starts.map { _ in DispatchSemaphore(value: 0) }
    for index in starts.indices {
      queue.async(group: running) { [self] in
        let result = check(starts[index], limits[index]) {
          firstWanted.load(ordering: .relaxed) > index
        }
        results.withLock { $0[index] = result }
        done[index].signal()
      }
    }
  }

  /// What the check of stretch `index` found, once it is done.
  func result(of index: Int) -> CheckedStretch<Collector>? {
    done[index].wait()
    return results.withLock { $0[index] }
  }

  /// Stops the checks of the stretches before `index`, which the scan passed.
  func drop(before index: Int) {
    firstWanted.store(index, ordering: .relaxed)
  }

  /// Stops every check, and waits for them.
  func finish() {
    firstWanted.store(.max, ordering: .relaxed)
    running.wait()
  }
}
