import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct FileWindowTests {
  private let folder = TemporaryFolder()
  /// The digits 0 to 9, a hundred times: the byte at an offset is its last digit.
  private let text = String(repeating: "0123456789", count: 100)

  /// A window over the digits in blocks of 16 bytes that read from the start, then advanced to
  /// keep the bytes from `offset`.
  private func window(keepingFrom offset: Int) throws -> FileWindow {
    let path = try folder.write(text, to: "digits.txt")
    let window = FileWindow(try PositionalFile(path: path, limit: .catalogue), blockSize: 16)
    try window.advance(keepingFrom: 0)
    try window.advance(keepingFrom: offset)
    return window
  }

  private func held(_ window: FileWindow) -> String {
    String(decoding: window.bytes, as: UTF8.self)
  }

  @Test func keepsTheBytesFromAnOffsetItHoldsAndReadsOn() throws {
    let window = try window(keepingFrom: 10)

    #expect(window.base == 10)
    #expect(held(window) == "0123456789012345")
    #expect(!window.isAtEnd)
  }

  @Test func skipsToAnOffsetPastWhatItHolds() throws {
    let window = try window(keepingFrom: 503)

    #expect(window.base == 503)
    #expect(held(window) == "3456789012345678")
  }

  @Test func skipsToTheEndAndSaysSo() throws {
    let window = try window(keepingFrom: 995)

    #expect(window.base == 995)
    #expect(held(window) == "56789")
    #expect(window.isAtEnd)
  }

  @Test func growsWhenNothingCanBeDropped() throws {
    let window = try window(keepingFrom: 0)

    #expect(window.base == 0)
    #expect(window.count == 32)
  }
}
