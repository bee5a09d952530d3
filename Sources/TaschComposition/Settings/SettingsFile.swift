import Glibc
import TaschStoreSupport

/// A small file of the user's own (the config file, a simulation preset, the shop's place),
/// read whole when it is a regular file of at most a given size.
///
/// It is opened without blocking and looked at before it is read: a named pipe, a device or a
/// folder where the file should be is refused at once, never waited on, and a file too large is
/// never read through.
public enum SettingsFile {
  /// Why a settings file could not be read.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is there, or a part of its path is not a folder.
    case missing
    /// A symbolic link is there, to nothing: the file it leads to is not there.
    case danglingLink
    /// It is not a regular file: a folder, a pipe, a device.
    case notAFile
    /// It holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// The system would not open or read it, for `reason`.
    case unreadable(reason: String)

    /// The problem, in words that follow the file's name: `it is not a regular file`.
    public var description: String {
      switch self {
      case .missing: "it cannot be read: " + String(cString: strerror(ENOENT))
      case .danglingLink: "it is a symbolic link to a file that is not there"
      case .notAFile: "it is not a regular file"
      case .tooLarge(let limit): "it is larger than \(limit) bytes"
      case .unreadable(let reason): "it cannot be read: \(reason)"
      }
    }
  }

  /// The bytes of the regular file at `path`, at most `limit` of them.
  ///
  /// - Throws: `Problem` saying why they cannot be read; nothing is ever written.
  public static func bytes(at path: String, limit: Int) throws(Problem) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      guard code == ENOENT || code == ENOTDIR else { throw unreadable(code) }
      // A link to nothing was made to lead somewhere: the file meant is missing, which is
      // not the same as no file at all.
      var link = stat()
      let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
      throw isLink ? .danglingLink : .missing
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(errno) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile }
    guard status.st_size <= limit else { throw .tooLarge(limit: limit) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(errno)
      }
      bytes += buffer[..<count]
    }
    // It grew while it was read.
    throw .tooLarge(limit: limit)
  }

  /// The system's refusal in the words every store uses for it ("permission denied", "its
  /// symbolic links form a loop"), not the C library's.
  private static func unreadable(_ code: Int32) -> Problem {
    .unreadable(reason: SystemError(code).description)
  }
}
