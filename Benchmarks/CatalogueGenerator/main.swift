// Writes a catalogue of any size that looks like real data, the same bytes for the same seed:
// English, accented, Cyrillic, Chinese and Japanese names, emoji, escapes, colours, sizes,
// prices with cents, stock 0 now and then, and ratings from none to many.
//
//   CatalogueGenerator COUNT PATH [--seed N] [--compact]
//
// PATH `-` writes to standard output.
import Glibc
import TaschSimulation

/// Writes `line` to standard error.
func complain(_ line: String) {
  _ = writeAll(line + "\n", to: STDERR_FILENO)
}

/// Writes all of `text` to `descriptor`; false when the system refuses.
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return false }
    bytes = bytes.dropFirst(count)
  }
  return true
}

/// Stops with the system's reason why `path` cannot be written.
func failToWrite() -> Never {
  complain("cannot write \(path): \(String(cString: strerror(errno)))")
  exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var seed: UInt64 = 1
var isCompact = false
if let flag = arguments.firstIndex(of: "--compact") {
  isCompact = true
  arguments.remove(at: flag)
}
if let flag = arguments.firstIndex(of: "--seed") {
  guard flag + 1 < arguments.count, let value = UInt64(arguments[flag + 1]) else {
    complain("--seed needs a whole number")
    exit(2)
  }
  seed = value
  arguments.removeSubrange(flag...flag + 1)
}
guard arguments.count == 2, let count = Int(arguments[0]), count >= 0 else {
  complain("usage: CatalogueGenerator COUNT PATH [--seed N] [--compact]")
  exit(2)
}
let path = arguments[1]
let file = path == "-" ? STDOUT_FILENO : open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
guard file >= 0 else { failToWrite() }

var writer = CatalogueWriter(seed: seed, isCompact: isCompact)
var chunk = writer.opening()
for index in 0..<count {
  chunk += writer.product(at: index, isLast: index == count - 1)
  if chunk.utf8.count >= 1 << 20 {
    guard writeAll(chunk, to: file) else { failToWrite() }
    chunk = ""
  }
}
chunk += writer.closing()
guard writeAll(chunk, to: file), path == "-" || close(file) == 0 else { failToWrite() }
