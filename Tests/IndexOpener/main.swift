// Opens a catalogue's index from a separate process, for the index's tests of processes that
// build one index at the same time.
//
//   IndexOpener CATALOGUE CACHE    waits for a line on standard input, so that several start
//                                  at once, then opens the index and prints how it came to be
//                                  and how many products it has
import Glibc
import Tasch
import TaschJSONEngine

/// Writes `line` to standard error, unbuffered.
func complain(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  complain("usage: IndexOpener CATALOGUE CACHE")
  exit(2)
}
_ = readLine()
do throws(ShopError) {
  let index = try CatalogueIndexCache(folder: arguments[2]).index(of: arguments[1])
  print("\(index.origin) \(index.count)")
} catch {
  complain("\(error)")
  exit(1)
}
