import Foundation
import Glibc

/// A fresh folder under the system's temporary folder, removed with everything in it when the
/// value goes away, so tests never touch the real home folder.
public final class TemporaryFolder: Sendable {
  /// The folder's absolute path.
  public let path: String

  /// Makes a new, empty folder.
  ///
  /// It does not throw, so that a suite can make its folder where it declares it: a system that
  /// cannot make one under its temporary folder can run no test that needs files, so the tests
  /// stop there, saying why.
  public init() {
    let temporary =
      NSTemporaryDirectory().hasSuffix("/")
      ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
    var template = Array("\(temporary)/tasch-test-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      preconditionFailure(
        "no temporary folder under \(temporary): \(String(cString: strerror(errno)))")
    }
    path = String(cString: made)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> String {
    "\(path)/\(name)"
  }

  /// Writes `text` to `name` inside the folder and returns its path.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> String {
    try write(Array(text.utf8), to: name)
  }

  /// Writes `bytes` to `name` inside the folder and returns its path.
  @discardableResult
  public func write(_ bytes: [UInt8], to name: String) throws -> String {
    let path = file(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The content of `name` inside the folder, or `nil` when it does not exist.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names of the entries of the folder, sorted.
  public func entries(in subfolder: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: file(subfolder)).sorted()
  }

  /// The status of `name` inside the folder, not following a symbolic link; `nil` when there
  /// is nothing there.
  public func status(_ name: String) -> stat? {
    var status = stat()
    return lstat(file(name), &status) == 0 ? status : nil
  }
}
