import Foundation
import Glibc
import TaschTerminal
import TaschTestSupport
import Testing

/// What goes to a file descriptor arrives whole, in order, byte for byte.
@Suite struct FileDescriptorOutputTests {
  @Test func writesEveryByteOfLongTextInOrder() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("out.txt")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    let output = FileDescriptorOutput(descriptor)
    // Megabytes of text of every width, and a short piece made from a slice of another.
    let long = (0..<40_000).map { "\($0) Kaffeebecher ☕️ 保温 é\n" }.joined()
    let piece = String(long.dropFirst(3).prefix(10))

    output.write(long)
    output.write("")
    output.write(piece)
    output.write(utf8: Array(long.utf8))
    output.write(utf8: [])
    output.write(utf8: Array(piece.utf8))
    close(descriptor)

    #expect(try String(contentsOfFile: path, encoding: .utf8) == long + piece + long + piece)
  }

  @Test func aCapturedOutputKeepsTextAndBytesAlike() {
    let output = CapturedOutput()

    output.write("Kaffee ")
    output.write(utf8: Array("☕️ 保温\n".utf8))

    #expect(output.text == "Kaffee ☕️ 保温\n")
  }
}
