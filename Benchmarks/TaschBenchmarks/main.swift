// Measures what the shop promises about speed and memory, on catalogues of 24 and 100,000
// products: reading the catalogue, scrolling the interactive shop frame by frame, and writing
// prices and numbers in several locales. Run it in release mode:
//
//   swift run -c release TaschBenchmarks               # 24 and 100,000 products, formatting
//   swift run -c release TaschBenchmarks 1000          # the shop on these sizes only
//   swift run -c release TaschBenchmarks formatting    # prices and numbers only
//
// Tests never time anything; these numbers are for people comparing versions.
import Foundation
import Glibc
import Tasch
import TaschJSONEngine
import TaschPresentation
import TaschSimulation
import TaschTerminal

/// A catalogue file of `count` products, written a block at a time.
func writeCatalogue(count: Int, to path: String) throws {
  var generator = SeededRandomNumberGenerator(seed: 1)
  guard FileManager.default.createFile(atPath: path, contents: nil) else {
    throw CocoaError(.fileWriteUnknown)
  }
  let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
  defer { try? file.close() }
  var text = #"{"currency": "USD", "products": ["#
  for id in 1...count {
    if id > 1 { text += ",\n" }
    let price = Int.random(in: 100...99_999, using: &generator)
    let cents = price % 100 < 10 ? "0\(price % 100)" : "\(price % 100)"
    text +=
      #"{"id": \#(id), "name": "Bag \#(id)", "shortDescription": "A bag", "price": "\#(price / 100).\#(cents)", "stock": \#(id % 40), "colors": ["1F2B3B"], "ratings": {"4": \#(id % 7), "5": \#(id % 5)}}"#
    if text.utf8.count > 1 << 20 {
      try file.write(contentsOf: Data(text.utf8))
      text = ""
    }
  }
  text += "]}"
  try file.write(contentsOf: Data(text.utf8))
}

/// The peak memory of this process so far, in megabytes.
func peakMegabytes() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1_024
}

/// How long `work` takes, in milliseconds.
@MainActor
func milliseconds(_ work: @MainActor () async throws -> Void) async rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try await work()
  let elapsed = clock.now - start
  return Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
}

@MainActor
func measure(products count: Int) async throws {
  let folder = NSTemporaryDirectory() + "tasch-benchmark-\(getpid())"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let catalogue = folder + "/catalogue.json"
  try writeCatalogue(count: count, to: catalogue)

  let engine = JSONShopStore(
    catalogue: JSONCatalogueFile(path: catalogue), stateFile: folder + "/state.json")
  var shop = ShopID("")
  let loadTime = try await milliseconds { shop = try await engine.shops()[0].id }

  let services = ServiceLocator(
    localization: .english, theme: Theme(.light),
    shop: ShopAccess(store: engine, shopper: Shopper(shop: shop, name: "benchmark")))
  await ServiceLocator.$current.withValue(services) {
    let runtime = ShopRuntime(services: services, simulation: nil, rows: 40, columns: 120)
    let view = ShopView(localization: services.localization, theme: services.theme)
    var renderer = FrameRenderer(depth: .trueColor)
    let openTime = await milliseconds {
      runtime.start()
      await runtime.settle()
      _ = renderer.output(for: view.render(runtime.state, runtime.content))
    }

    // Each step waits for the window of rows it moved to, when it moved past the one loaded;
    // the frame is the drawing alone.
    let frames = 1_000
    var bytes = 0
    var frameTime = 0.0
    let scrollTime = await milliseconds {
      for frame in 0..<frames {
        runtime.send(.key(frame % 100 == 99 ? .home : .pageDown))
        await runtime.settle()
        frameTime += await milliseconds {
          bytes += renderer.output(for: view.render(runtime.state, runtime.content)).utf8.count
        }
      }
    }
    // Searching: each key typed on the search line draws a frame at once; the catalogue's
    // answer draws another when it comes. The last round types "bag 7" again, and the time
    // until its answer is shown is measured.
    let letters = Array("bag 7")
    var searchFrames = 0
    runtime.send(.key(.character("/")))
    let searchTime = await milliseconds {
      for round in 0...20 {
        for letter in letters {
          runtime.send(.key(round % 2 == 0 ? .character(letter) : .backspace))
          bytes += renderer.output(for: view.render(runtime.state, runtime.content)).utf8.count
          searchFrames += 1
        }
      }
    }
    // The searches superseded while they waited are skipped: only the last is worked out.
    let answerTime = await milliseconds { await runtime.settle() }
    runtime.stop()
    report(
      count, loadTime: loadTime, openTime: openTime, frameTime: frameTime / Double(frames),
      stepTime: scrollTime / Double(frames), searchFrameTime: searchTime / Double(searchFrames),
      answerTime: answerTime,
      bytes: Double(bytes) / Double(frames))
  }
}

func report(
  _ count: Int, loadTime: Double, openTime: Double, frameTime: Double, stepTime: Double,
  searchFrameTime: Double, answerTime: Double, bytes: Double
) {
  print(
    """
    \(count) products
      read the catalogue:       \(String(format: "%8.1f", loadTime)) ms (first read; kept afterwards)
      open the shop:            \(String(format: "%8.1f", openTime)) ms (both lists, first frame)
      one scrolling frame:      \(String(format: "%8.3f", frameTime)) ms (render, diff)
      one scrolling step:       \(String(format: "%8.3f", stepTime)) ms (page down, its rows loaded, the frame)
      one search frame:         \(String(format: "%8.3f", searchFrameTime)) ms (a key typed, render, diff)
      the search's answer:      \(String(format: "%8.1f", answerTime)) ms (after the last key typed)
      bytes written per frame:  \(String(format: "%8.0f", bytes))
      peak memory so far:       \(String(format: "%8.1f", peakMegabytes())) MB
    """)
}

// The catalogue sizes given, or 24 and 100,000 and then formatting; `formatting` alone skips
// the shop.
let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.compactMap { Int($0) }.filter { $0 > 0 }
if arguments.first != "formatting" {
  for size in sizes.isEmpty ? [24, 100_000] : sizes {
    try await measure(products: size)
  }
}
if sizes.isEmpty { await measureFormatting() }
