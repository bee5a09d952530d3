import Glibc

extension ConfigFile {
  /// The most a config file may hold: a few hundred bytes are usual.
  static let largest = 1 << 20

  /// The config file at `path`.
  ///
  /// - Parameters:
  ///   - path: the file.
  ///   - isAsked: whether the user named it (`--config`, `TASCH_CONFIG`), so that it must be
  ///     there; the default file need not be.
  /// - Returns: the file read; `nil` for a default file that is not there.
  /// - Throws: `ConfigProblem` when a file asked for is not there, or any file cannot be read
  ///   or is not a config file. Nothing is written, ever.
  static func load(_ path: String, isAsked: Bool) throws(ConfigProblem) -> ConfigFile? {
    // Not blocking: a pipe put where the file should be is refused, not waited on.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR {
        if isAsked { throw .missing }
        return nil
      }
      throw .unreadable(reason: String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile }
    guard status.st_size <= largest else { throw .tooLarge(limit: largest) }
    return try read(readAll(descriptor), path: path)
  }

  /// Every byte left to read from `descriptor`, up to one more than the largest file.
  private static func readAll(_ descriptor: Int32) throws(ConfigProblem) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= largest {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, $0.count)
      }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(reason: String(cString: strerror(errno)))
      }
      bytes += buffer[..<count]
    }
    // It grew while it was read.
    throw .tooLarge(limit: largest)
  }
}
