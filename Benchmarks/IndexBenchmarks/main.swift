// One measured task per run, for Benchmarks/run to time with /usr/bin/time:
//
//   IndexBenchmarks list CATALOGUE             every product's id, name, price and stock
//   IndexBenchmarks build CATALOGUE CACHE      the first read of a catalogue, building its index
//   IndexBenchmarks lookup CATALOGUE CACHE ID  one product through the index
//   IndexBenchmarks sorted CATALOGUE CACHE     every product's summary through the index, by name
//   IndexBenchmarks refuse CATALOGUE           a catalogue with a problem, refused: its message
//
// Tests never time anything; these numbers are for people comparing versions.
import Glibc
import Tasch
import TaschJSONEngine
import TaschSystemLibrary

/// Standard output, written a large block at a time.
struct Output {
  private var buffer: [UInt8] = []

  mutating func line(_ text: String) {
    buffer += text.utf8
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    var written = 0
    while written < buffer.count {
      let count = buffer[written...].withUnsafeBytes {
        write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      guard count > 0 else { break }
      written += count
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Stops with `message` on standard error.
func fail(_ message: String) -> Never {
  let bytes = Array((message + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  exit(1)
}

// As the program itself does, so that memory is measured as it uses it.
LargeAllocations.returnWhenFreed()
let arguments = Array(CommandLine.arguments.dropFirst())
var output = Output()
do throws(ShopError) {
  switch (arguments.first, arguments.count) {
  case ("list", 2):
    _ = try CatalogueReader(path: arguments[1]).read { entry in
      let product = entry.product
      output.line("\(product.id)\t\(product.name)\t\(product.price.decimalText)\t\(product.stock)")
    }
  case ("build", 3):
    let index = try CatalogueIndexCache(folder: arguments[2]).index(of: arguments[1])
    output.line("\(index.count) products, \(index.origin)")
  case ("sorted", 3):
    let index = try CatalogueIndexCache(folder: arguments[2]).index(of: arguments[1])
    do throws(CatalogueIndexError) {
      // What a listing reads: each row's summary, no product decoded whole.
      for product in try index.summaries(at: index.positions(in: .name)) {
        output.line(
          "\(product.id)\t\(product.name)\t\(product.price.decimalText)\t\(product.stock)")
      }
    } catch {
      fail("the index of \(arguments[1]) is damaged: \(error)")
    }
  case ("refuse", 2):
    do throws(ShopError) {
      _ = try CatalogueReader(path: arguments[1]).read { _ in }
      fail("\(arguments[1]) was accepted, not refused")
    } catch {
      output.line("\(error)")
    }
  case ("lookup", 4):
    guard let id = ProductID(parsing: arguments[3]) else {
      fail("not a product id: \(arguments[3])")
    }
    let index = try CatalogueIndexCache(folder: arguments[2]).index(of: arguments[1])
    do throws(CatalogueIndexError) {
      guard let position = try index.position(of: id) else { fail("no product \(id)") }
      let product = try index.product(at: position)
      output.line("\(product.id)\t\(product.name)\t\(product.price.decimalText)\t\(product.stock)")
    } catch {
      fail("the index of \(arguments[1]) is damaged: \(error)")
    }
  default:
    fail(
      "usage: IndexBenchmarks list CATALOGUE | build CATALOGUE CACHE | sorted CATALOGUE CACHE"
        + " | lookup CATALOGUE CACHE ID | refuse CATALOGUE")
  }
} catch {
  fail("\(error)")
}
output.flush()
