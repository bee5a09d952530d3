import Foundation
import Glibc

/// A folder this process cannot make files in, for one test, until `restore()`: by its
/// permissions, or, for root, whom permissions do not stop, by the file system's immutable
/// attribute (`chattr +i`), which stops root too.
final class ReadOnlyFolder {
  let path: String
  private let undo: () -> Void

  /// Makes the folder at `path` read-only.
  ///
  /// - Throws: `Unsupported` when neither way stops this process here.
  init(_ path: String) throws {
    self.path = path
    if geteuid() != 0 {
      guard chmod(path, 0o555) == 0 else { throw Unsupported() }
      undo = { _ = chmod(path, 0o755) }
    } else {
      guard Self.setImmutable(path, true) else { throw Unsupported() }
      undo = { _ = Self.setImmutable(path, false) }
    }
    // Thrown once made, it is made writable again as it goes.
    guard !Self.canMakeFiles(in: path) else { throw Unsupported() }
  }

  deinit {
    restore()
  }

  /// Makes the folder writable again.
  func restore() {
    undo()
  }

  /// Whether a folder can be made read-only here: a probe, once.
  static let canBeMade: Bool = {
    let probe = NSTemporaryDirectory() + "/tasch-read-only-probe-\(getpid())"
    guard
      (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true))
        != nil
    else { return false }
    defer { try? FileManager.default.removeItem(atPath: probe) }
    return (try? ReadOnlyFolder(probe)) != nil
  }()

  /// Why a folder cannot be made read-only here: a file system without the attribute, a
  /// process without the capability to set it.
  struct Unsupported: Error {}

  // NB: `FS_IOC_GETFLAGS`, `FS_IOC_SETFLAGS` and `FS_IMMUTABLE_FL` from <linux/fs.h>, whose
  // macros Swift cannot import. https://man7.org/linux/man-pages/man2/ioctl_iflags.2.html
  private static let getFlags: UInt = 0x8008_6601
  private static let setFlags: UInt = 0x4008_6602
  private static let immutable: CInt = 0x10

  private static func setImmutable(_ path: String, _ on: Bool) -> Bool {
    let folder = open(path, O_RDONLY | O_DIRECTORY)
    guard folder >= 0 else { return false }
    defer { close(folder) }
    var flags: CInt = 0
    guard ioctl(folder, getFlags, &flags) == 0 else { return false }
    flags = on ? flags | immutable : flags & ~immutable
    return ioctl(folder, setFlags, &flags) == 0
  }

  private static func canMakeFiles(in path: String) -> Bool {
    let probe = path + "/probe"
    let file = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard file >= 0 else { return false }
    close(file)
    unlink(probe)
    return true
  }
}
