import Foundation
import Tasch

/// `tasch wishlist add` as a shopper runs it: the `tasch` built beside this benchmark, started
/// afresh for each add, so that starting the process, opening the store and writing the answer
/// count as they do for a shopper.
///
/// The in-process figures (`WishListBenchmark`) leave those out; on a database, twice the time
/// of one id in process leaves a fraction of a microsecond for each row of 4,000.
struct WishListCommandBenchmark {
  /// How `tasch` is run on one store.
  struct Invocation: Sendable {
    /// The options that select the store.
    let options: [String]
    /// The options that give run `number` a shopper of its own, their wish list empty.
    let shopper: @Sendable (_ number: Int) -> [String]
    /// The folder `tasch` takes for its home, cache, data and settings: never the real ones.
    let home: String
  }

  /// The `tasch` built beside this benchmark; `nil` when it is not built.
  static let tasch: String? = {
    let path =
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/tasch"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  let tasch: String
  let invocation: Invocation
  /// The catalogue's identifiers, in catalogue order.
  let ids: [ProductID]

  /// Seconds that `tasch wishlist add` takes with one identifier (the fastest of three
  /// shoppers) and with `count`, each shopper's list empty before; a listing first builds what
  /// a store builds once (the JSON files' index) and warms the caches.
  func add(_ count: Int) async throws -> (one: Double, many: Double) {
    _ = try await run(["products", "--limit", "1"], as: 0)
    var one = Double.infinity
    for number in 1...3 {
      let id = WishListBenchmark.oneID(number, of: ids)
      one = min(one, try await run(["wishlist", "add", String(id.rawValue)], as: number))
    }
    let added = WishListBenchmark.spread(count, over: ids).map { String($0.rawValue) }
    return (one, try await run(["wishlist", "add"] + added, as: 4))
  }

  /// Seconds that `tasch arguments` takes as shopper `number`.
  ///
  /// - Throws: when it does not end with status 0.
  private func run(_ arguments: [String], as number: Int) async throws -> Double {
    let home = invocation.home
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tasch)
    process.arguments = invocation.options + invocation.shopper(number) + arguments
    process.environment = [
      "HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data",
      "XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config",
      "LANG": "en_US.UTF-8",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let time = try await seconds {
      try process.run()
      process.waitUntilExit()
    }
    guard process.terminationStatus == 0 else {
      throw ShopError.storage(
        "tasch \(arguments.prefix(2).joined(separator: " ")) ended with status "
          + "\(process.terminationStatus)")
    }
    return time
  }
}
