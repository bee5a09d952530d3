import Foundation
import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The cache folder keeps the indexes used last, and never removes what tasch did not write.
@Suite struct IndexCacheBoundsTests {
  private let folder = TemporaryFolder()

  /// Writes a file called `name` in the cache that begins as an index, of `size` bytes, last
  /// used `secondsAgo` seconds ago; its path.
  @discardableResult
  private func index(_ name: String, size: Int = 64, secondsAgo: Int) throws -> String {
    let bytes = IndexLayout.magic + [UInt8](repeating: 0, count: size - IndexLayout.magic.count)
    let path = try folder.write(bytes, to: "cache/" + name)
    var times = [timespec](
      repeating: timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0), count: 2)
    try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    return path
  }

  @Test func keepsTheIndexesUsedLastAndTheOneInUse() throws {
    for age in 1...5 { try index("old\(age).tasch-index", secondsAgo: age * 100) }
    let inUse = try index("in-use.tasch-index", secondsAgo: 10_000)

    IndexCacheBounds(mostIndexes: 3).trim(folder.file("cache"), keeping: inUse)

    #expect(
      try folder.entries(in: "cache")
        == ["in-use.tasch-index", "old1.tasch-index", "old2.tasch-index"])
  }

  @Test func keepsNoMoreBytesThanItMay() throws {
    try index("a.tasch-index", size: 400, secondsAgo: 100)
    try index("b.tasch-index", size: 400, secondsAgo: 200)
    // Small enough to fit, but used before one that did not: the ones used longest ago go.
    try index("d.tasch-index", size: 50, secondsAgo: 300)
    let inUse = try index("c.tasch-index", size: 400, secondsAgo: 0)

    IndexCacheBounds(mostIndexes: 10, mostBytes: 1_000).trim(folder.file("cache"), keeping: inUse)

    #expect(try folder.entries(in: "cache") == ["a.tasch-index", "c.tasch-index"])
  }

  /// A file tasch did not write is never removed, whatever its name, nor a link, nor what a
  /// link leads to.
  @Test func removesOnlyWhatBeginsAsAnIndex() throws {
    try folder.write("mine", to: "cache/notes.tasch-index")
    let target = try index("elsewhere.bin", secondsAgo: 500)
    try #require(symlink(target, folder.file("cache/link.tasch-index")) == 0)
    try folder.write("other", to: "cache/other.txt")
    let inUse = try index("in-use.tasch-index", secondsAgo: 0)

    IndexCacheBounds(mostIndexes: 1).trim(folder.file("cache"), keeping: inUse)

    #expect(
      try folder.entries(in: "cache")
        == [
          "elsewhere.bin", "in-use.tasch-index", "link.tasch-index", "notes.tasch-index",
          "other.txt",
        ])
  }

  /// Reading catalogues in turn keeps the indexes of those read last, the one reused among
  /// them: it is marked used again.
  @Test func aNewIndexPushesOutTheOneUsedLongestAgo() throws {
    let catalogues = try (1...3).map { number in
      try folder.write(
        CatalogueText.json(for: .stub([.stub(id: 1, name: "Bag \(number)")])),
        to: "catalogue\(number).json")
    }
    let cacheFolder = folder.file("cache")
    func read(_ path: String) throws -> CatalogueIndex.Origin {
      try CatalogueIndexCache(
        folder: cacheFolder, clock: IndexClock.settled(path),
        bounds: IndexCacheBounds(mostIndexes: 2)
      ).index(of: path).origin
    }
    func indexPath(_ number: Int) -> String {
      CatalogueIndexCache.indexPath(of: catalogues[number - 1], in: cacheFolder)
    }

    #expect(try read(catalogues[0]) == .built(saved: true))
    #expect(try read(catalogues[1]) == .built(saved: true))
    // The first is used again, later than the second: the second goes for the third.
    // Both long ago, the first longer: reused, it is the one used last.
    for (number, secondsAgo) in [(1, 200), (2, 100)] {
      var times = [timespec](
        repeating: timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0), count: 2)
      try #require(utimensat(AT_FDCWD, indexPath(number), &times, 0) == 0)
    }
    #expect(try read(catalogues[0]) == .reused)
    #expect(try read(catalogues[2]) == .built(saved: true))

    #expect(
      try folder.entries(in: "cache").sorted()
        == [indexPath(1), indexPath(3)].map(Path.name(of:)).sorted())
  }
}
