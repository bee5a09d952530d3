import Foundation
import Glibc

/// Keeps the cache folder from growing without end: every catalogue read leaves an index, and
/// catalogues come and go (a folder of test data, a download unpacked again), so a new index
/// pushes out the ones used longest ago once the folder holds too many or too much.
///
/// Only a file named as an index that starts as one (`TASCHIDX`) is ever removed, never a link
/// or anything else found there, and never the index in use: another process still reading a
/// removed index reads on, as a removed file stays open until it is closed.
struct IndexCacheBounds: Sendable {
  /// The most indexes the folder keeps.
  var mostIndexes = 16
  /// The most bytes the indexes besides the one in use take together with it.
  var mostBytes: Int64 = 2 << 30

  /// Removes the indexes of `folder`, but the one at `kept`, used longest ago, until it keeps
  /// at most `mostIndexes` taking at most `mostBytes`.
  func trim(_ folder: String, keeping kept: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    var indexes: [(path: String, status: stat)] = names.compactMap { name in
      let path = folder + "/" + name
      guard name.hasSuffix(Self.suffix), path != kept else { return nil }
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
      return (path, status)
    }
    var keptStatus = stat()
    var count = 1
    var bytes = lstat(kept, &keptStatus) == 0 ? Int64(keptStatus.st_size) : 0
    // Newest first, each kept while the folder has room for it; once one does not fit, it and
    // every one used before it go.
    indexes.sort { Self.used($0.status) > Self.used($1.status) }
    var isFull = false
    for index in indexes {
      let size = Int64(index.status.st_size)
      isFull = isFull || count >= mostIndexes || bytes > mostBytes - size
      guard isFull else {
        count += 1
        bytes += size
        continue
      }
      if Self.isUnchangedIndex(index.path, as: index.status) { unlink(index.path) }
    }
  }

  /// When an index of `status` was last used, as a pair to compare.
  private static func used(_ status: stat) -> (Int, Int) {
    (status.st_mtim.tv_sec, status.st_mtim.tv_nsec)
  }

  /// Marks the index at `path` used now, by its modification time, so that the indexes used
  /// longest ago are the first to go; an index this process may not touch keeps its time.
  static func markUsed(_ path: String) {
    _ = utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)
  }

  /// How an index's name ends (`CatalogueIndexCache.indexPath(of:in:)`).
  static let suffix = ".tasch-index"

  /// Whether the file at `path` is still the one `listed` describes, and begins with an index's
  /// magic: a file tasch wrote, not one another process saved in its place since it was listed.
  private static func isUnchangedIndex(_ path: String, as listed: stat) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_dev == listed.st_dev,
      status.st_ino == listed.st_ino, used(status) == used(listed)
    else { return false }
    var magic = [UInt8](repeating: 0, count: IndexLayout.magic.count)
    let count = magic.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count == magic.count && magic == IndexLayout.magic
  }
}
