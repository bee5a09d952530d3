import Glibc

/// A regular file open for reading at any offset, within a size limit: for a file read in
/// parts, or more than once, such as a catalogue and its index.
///
/// It is opened with `ReadableFile`'s checks (a regular file only, never blocking, within the
/// limit), and every read is checked against the limit again, since a file can grow. Reads
/// change nothing in the value, so one open file can serve any number of threads.
final class PositionalFile: Sendable {
  /// The path, as given.
  let path: String
  /// The most this file may hold.
  let limit: FileSizeLimit
  private let descriptor: Int32

  /// Opens the regular file at `path`, following symbolic links.
  ///
  /// - Throws: `FileError` when the path is unusable, or the file cannot be opened, is not a
  ///   regular file, or is larger than `limit`.
  init(path: String, limit: FileSizeLimit) throws(FileError) {
    descriptor = try ReadableFile.open(path, limit: limit).descriptor
    self.path = path
    self.limit = limit
  }

  /// The regular file open as `descriptor`, known as `path`, which it now owns and closes: a
  /// file this process made itself, such as an index laid out in place.
  init(adopting descriptor: Int32, path: String, limit: FileSizeLimit) {
    self.descriptor = descriptor
    self.path = path
    self.limit = limit
  }

  deinit {
    close(descriptor)
  }

  /// The file's status now; `nil` when the system cannot tell.
  func status() -> stat? {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? status : nil
  }

  /// The file's fingerprint now, which a change of it changes; `nil` when the system cannot
  /// tell.
  var fingerprint: FileFingerprint? {
    status().map(FileFingerprint.init)
  }

  /// Reads the bytes from `offset` into `buffer`: how many, fewer only at the end of the file.
  ///
  /// - Throws: `FileError` when reading fails, or when the file reaches past its limit.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileError) -> Int {
    guard offset >= 0, offset <= limit.bytes else {
      throw FileError(action: .read, path: path, reason: .tooLarge(limit))
    }
    // One byte more than the limit allows is asked for, so that growth past it shows.
    let wanted = min(buffer.count, limit.bytes - offset + 1)
    var count = 0
    while count < wanted {
      let read = pread(
        descriptor, buffer.baseAddress.map { $0 + count }, wanted - count,
        off_t(offset + count))
      if read < 0 {
        if errno == EINTR { continue }
        throw FileError(action: .read, path: path, code: errno)
      }
      if read == 0 { break }
      count += read
    }
    guard offset + count <= limit.bytes else {
      throw FileError(action: .read, path: path, reason: .tooLarge(limit))
    }
    return count
  }

  /// Whether `buffer` could be filled with the bytes from `offset`: `false` when the file
  /// ends before, or cannot be read.
  func readWhole(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
    (try? read(into: buffer, at: offset)) == buffer.count
  }
}
