import Dispatch
import Foundation
import Glibc
import Synchronization
import TaschTerminal
import TaschTestSupport
import Testing

/// What goes to a file descriptor arrives whole, in order, byte for byte.
@Suite struct FileDescriptorOutputTests {
  @Test func writesEveryByteOfLongTextInOrder() throws {
    let folder = TemporaryFolder()
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

  @Test func aWriteThatFailsIsKeptAsTheOutputsFailure() throws {
    let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let output = FileDescriptorOutput(descriptor)

    #expect(output.failure == nil)
    output.write("a result")
    output.write(utf8: Array("more".utf8))

    #expect(output.failure == .failed(errno: ENOSPC))
  }

  @Test func aDescriptorNotOpenForWritingFails() throws {
    let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let output = FileDescriptorOutput(descriptor)

    output.write(utf8: [0x41])

    #expect(output.failure == .failed(errno: EBADF))
  }

  /// Nothing more is written after a failure: the output stays a prefix of what was meant,
  /// and a long listing stops making what nobody can read.
  @Test func nothingIsWrittenAfterAFailure() throws {
    let folder = TemporaryFolder()
    let path = folder.file("out.txt")
    let readOnly = open("/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(readOnly >= 0)
    defer { close(readOnly) }
    let output = FileDescriptorOutput(readOnly)
    output.write("lost\n")
    // The same descriptor number now writes to a file: a write tried after the failure shows.
    let writable = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    try #require(writable >= 0)
    try #require(dup2(writable, readOnly) == readOnly)
    close(writable)

    output.write("never\n")

    #expect(output.failure == .failed(errno: EBADF))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "")
  }

  @Test(arguments: [(EPIPE, OutputFailure.readerGone), (ENOSPC, .failed(errno: ENOSPC))])
  func aClosedPipeMeansTheReaderWentAway(code: Int32, failure: OutputFailure) {
    #expect(OutputFailure(errno: code) == failure)
  }

  /// A descriptor another program made non-blocking (a terminal it shares) is waited on, not
  /// given up: a full pipe is not a failed write.
  @Test func aNonBlockingDescriptorIsWaitedOn() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    #expect(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) == 0)
    let text = String(repeating: "0123456789abcdef", count: 65_536)
    let received = Mutex(0)
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) { [reader = ends[0]] in
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        received.withLock { $0 += count }
      }
    }
    let output = FileDescriptorOutput(ends[1])

    output.write(text)
    close(ends[1])
    reading.wait()

    #expect(output.failure == nil)
    #expect(received.withLock { $0 } == text.utf8.count)
  }

  @Test func aCapturedOutputNeverFails() {
    let output = CapturedOutput()

    output.write("Kaffee")

    #expect(output.failure == nil)
  }
}
