import Foundation
import Glibc
import Tasch
import TaschJSONEngine
import TaschTestSupport
import Testing

/// Several `tasch` processes share one state file: none may lose another's update, and none
/// may leave it torn, whenever it is killed.
@Suite struct MultiProcessTests {
  private let folder: TemporaryFolder
  private let catalogue: String

  init() throws {
    folder = try TemporaryFolder()
    let products = (1...40).map {
      #"{"id": \#($0), "name": "Bag \#($0)", "price": "1.00", "stock": 5}"#
    }
    catalogue = try folder.write(
      #"{"currency": "USD", "products": [\#(products.joined(separator: ", "))]}"#,
      to: "catalogue.json")
  }

  /// The shopper's data in `state`, as a new store reads it.
  private func data(in state: String) async throws -> ShopperData {
    let store = JSONShopStore(catalogue: JSONCatalogueFile(path: catalogue), stateFile: state)
    let shopper = Shopper(shop: try await store.shops()[0].id, name: "reader")
    return try await store.read(.wishList, for: shopper) { $0.shopper }
  }

  private func wishList(in state: String) async throws -> [ProductID] {
    try await data(in: state).wishList.productIDs
  }

  @Test func fortyWritersAtOnceLoseNothing() async throws {
    let state = folder.file("state.json")

    let processes = try (1...40).map { id in
      try StateWriterProcess.start([catalogue, state, "add", String(id)]).0
    }
    for process in processes { process.waitUntilExit() }

    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    #expect(try await Set(wishList(in: state)) == Set((1...40).map { ProductID($0) }))
  }

  @Test func aWriterKilledAtAnyMomentLeavesAReadableState() async throws {
    let state = folder.file("state.json")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<8 {
      let (process, output, _) = try StateWriterProcess.start([catalogue, state, "churn"])
      // Wait for a random number of completed writes, then kill it wherever it is.
      let writes = Int.random(in: 1...30, using: &generator)
      var seen = 0
      while seen < writes {
        let data = output.fileHandleForReading.availableData
        guard !data.isEmpty else { break }
        seen += data.split(separator: UInt8(ascii: "\n")).count
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      #expect(process.terminationReason == .uncaughtSignal)
      #expect(try await data(in: state).ratings[1] != nil)
    }
    // The next writer cleans up whatever temporary file the last kill left.
    #expect(try StateWriterProcess.run([catalogue, state, "add", "3"]).status == 0)
    #expect(try folder.entries() == ["catalogue.json", "state.json", "state.json.lock"])
  }

  @Test func aWriteThatHitsTheFileSizeLimitKeepsThePreviousState() async throws {
    let state = folder.file("state.json")
    #expect(try StateWriterProcess.run([catalogue, state, "add", "1"]).status == 0)
    let before = folder.read("state.json")

    let (status, message) = try StateWriterProcess.run([
      catalogue, state, "limit", "16", "add", "2",
    ])

    #expect(status == 1)
    #expect(
      message.contains("cannot save \(state): the file is too large for this system's limits"))
    #expect(message.contains("Your saved state was not changed."))
    #expect(folder.read("state.json") == before)
    #expect(try await wishList(in: state) == [1])
  }
}
