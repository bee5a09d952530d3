import Glibc
import TaschStoreSupport

/// A regular file open for reading, within a size limit.
///
/// Opening never blocks (a named pipe with no writer would block for ever, and hold the state's
/// lock meanwhile), anything but a regular file is refused before a byte is read, and the limit
/// is checked against the size the file has when opened and again while reading, since a file
/// can grow. The descriptor is closed when the value goes away.
final class ReadableFile {
  /// The path, as given.
  let path: String
  /// The most this file may hold.
  let limit: FileSizeLimit
  /// The file's size when it was opened.
  let sizeWhenOpened: Int
  private let descriptor: Int32
  private var bytesRead = 0

  /// Opens the regular file at `path`, following symbolic links.
  ///
  /// - Throws: `FileError` when the path is unusable, or the file cannot be opened, is not a
  ///   regular file, or is larger than `limit`.
  init(path: String, limit: FileSizeLimit) throws(FileError) {
    (descriptor, sizeWhenOpened) = try Self.open(path, limit: limit)
    self.path = path
    self.limit = limit
  }

  /// Opens the regular file at `path` within `limit`: its descriptor, which the caller closes,
  /// and its size.
  ///
  /// - Throws: `FileError` when the path is unusable, or the file cannot be opened, is not a
  ///   regular file, or is larger than `limit`.
  static func open(_ path: String, limit: FileSizeLimit) throws(FileError)
    -> (descriptor: Int32, size: Int)
  {
    if let problem = FilePathCheck.problem(with: path) {
      throw FileError(action: .read, path: path, reason: .unusablePath(problem))
    }
    let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(action: .read, path: path, code: errno) }
    let status = try FileType.status(ofOpened: descriptor, at: path, toDo: .read) { status in
      if let kind = FileKind.nonRegular(status.st_mode) {
        .notAFile(kind)
      } else if status.st_size > limit.bytes {
        .tooLarge(limit)
      } else {
        nil
      }
    }
    return (descriptor, Int(status.st_size))
  }

  deinit {
    close(descriptor)
  }

  /// Reads the next bytes into `buffer`: how many, `0` at the end of the file.
  ///
  /// - Throws: `FileError` when reading fails, or when the file has grown past its limit.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
    // One byte more than the limit allows is asked for, so that growth past it shows.
    let wanted = min(buffer.count, limit.bytes - bytesRead + 1)
    while true {
      let count = Glibc.read(descriptor, buffer.baseAddress, wanted)
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(action: .read, path: path, code: errno)
      }
      bytesRead += count
      guard bytesRead <= limit.bytes else {
        throw FileError(action: .read, path: path, reason: .tooLarge(limit))
      }
      return count
    }
  }

  /// The rest of the file.
  func readToEnd() throws(FileError) -> [UInt8] {
    var content: [UInt8] = []
    content.reserveCapacity(sizeWhenOpened)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
    defer { buffer.deallocate() }
    while true {
      let count = try read(into: buffer)
      if count == 0 { return content }
      content += buffer[..<count]
    }
  }
}

/// Checks of a file just opened.
enum FileType {
  /// The status of `descriptor`, just opened on the file at `path` to `action` it (`read`,
  /// `lock`), when `problem` finds nothing wrong in it; otherwise the descriptor is closed and
  /// the problem thrown, as is a status that cannot be had.
  static func status(
    ofOpened descriptor: Int32, at path: String, toDo action: FileError.Action,
    refusing problem: (stat) -> FileError.Reason?
  ) throws(FileError) -> stat {
    var status = stat()
    let refusal = fstat(descriptor, &status) != 0 ? .system(errno) : problem(status)
    if let refusal {
      close(descriptor)
      throw FileError(action: action, path: path, reason: refusal)
    }
    return status
  }
}
