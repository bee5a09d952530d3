import TaschStoreSupport
import Testing

@Suite struct PathInMessageTests {
  /// Found by attack: a catalogue's path with a newline in it split its message in two, the
  /// second line reading as a message of its own.
  @Test(arguments: [
    ("/tmp/a\nb.json", "/tmp/a\u{FFFD}b.json"),
    ("/tmp/a\r\nb.json", "/tmp/a\u{FFFD}\u{FFFD}b.json"),
    ("/tmp/a\tb\u{1B}.json", "/tmp/a\tb\u{1B}.json"),
    ("/tmp/état.json", "/tmp/état.json"),
  ])
  func aPathInAMessageBreaksNoLine(path: String, shown: String) {
    #expect(path.inMessage == shown)
  }
}
