import Foundation
import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The cache never believes an index that does not match its catalogue and itself, and never
/// lets the cache's troubles become the shopper's.
@Suite struct CatalogueIndexCacheTests {
  let folder = TemporaryFolder()
  let catalogue: String
  let cacheFolder: String

  init() throws {
    let products = (1...30).map { ShopProduct.stub(id: ProductID($0), name: "Bag \($0)") }
    catalogue = try folder.write(CatalogueText.json(for: .stub(products)), to: "catalogue.json")
    cacheFolder = folder.file("cache")
  }

  var indexPath: String { CatalogueIndexCache.indexPath(of: catalogue, in: cacheFolder) }

  func index(
    clock: (@Sendable () -> FileTime)? = nil, rebuilding: Bool = false
  ) throws -> CatalogueIndex {
    try CatalogueIndexCache(folder: cacheFolder, clock: clock ?? IndexClock.settled(catalogue))
      .index(of: catalogue, rebuilding: rebuilding)
  }

  private func name(of id: ProductID, in index: CatalogueIndex) throws -> String? {
    try index.position(of: id).map { try index.product(at: $0).name }
  }

  /// Changes the bytes at `offset` of the file at `path` in place, as a damaged disk would.
  private func overwrite(_ path: String, at offset: Int, with bytes: [UInt8]) throws {
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.seek(toOffset: UInt64(offset))
    try handle.write(contentsOf: Data(bytes))
    try handle.close()
  }

  // MARK: - Trusted

  @Test func buildsTheIndexOnceAndReusesIt() throws {
    let first = try index()
    let second = try index()

    #expect(first.origin == .built(saved: true))
    #expect(second.origin == .reused)
    #expect(try name(of: 30, in: first) == "Bag 30")
    #expect(try name(of: 30, in: second) == "Bag 30")
    #expect(try folder.entries(in: "cache") == [Path.name(of: indexPath)])
  }

  @Test func aReusedIndexReadsThePromotionsAndShippingFromTheCatalogueAgain() throws {
    let pricing = ShopPricing(
      promotions: [Promotion(code: "WELCOME10", discount: .percentOff(10), productIDs: [2])],
      shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100)))
    let products = (1...3).map { ShopProduct.stub(id: ProductID($0), name: "Bag \($0)") }
    let priced = try folder.write(
      CatalogueText.json(
        for: Catalogue(currency: .usd, products: products, pricing: pricing)),
      to: "priced.json")
    let cache = CatalogueIndexCache(folder: cacheFolder, clock: IndexClock.settled(priced))

    let built = try cache.index(of: priced)
    let reused = try cache.index(of: priced)

    #expect(built.summary.pricing == pricing)
    #expect(reused.origin == .reused)
    #expect(reused.summary.pricing == pricing)
    #expect(try index().summary.pricing == ShopPricing())
  }

  @Test func anIndexLaidOutInMemoryIsTheOneLaidOutInItsFile() throws {
    let inMemory = CatalogueIndexCache(
      folder: cacheFolder, clock: IndexClock.settled(catalogue), laysOutInPlace: false)

    let built = try inMemory.index(of: catalogue)
    let writtenFromMemory = try Data(contentsOf: URL(fileURLWithPath: indexPath))
    _ = try index(rebuilding: true)
    let laidOutInPlace = try Data(contentsOf: URL(fileURLWithPath: indexPath))

    #expect(built.origin == .built(saved: true))
    #expect(try name(of: 12, in: built) == "Bag 12")
    #expect(laidOutInPlace == writtenFromMemory && !laidOutInPlace.isEmpty)
    #expect(try index().origin == .reused)
    #expect(try folder.entries(in: "cache") == [Path.name(of: indexPath)])
  }

  @Test func rebuildsOnRequest() throws {
    _ = try index()

    #expect(try index(rebuilding: true).origin == .built(saved: true))
  }

  // MARK: - Stale

  @Test func aCatalogueChangedWithinTheClocksTickIsNotTrusted() throws {
    // An index built in the tick the catalogue last changed could not tell a later change in
    // that tick: it serves its run and is not kept.
    #expect(try index(clock: IndexClock.racing(catalogue)).origin == .built(saved: false))
    #expect(try index(clock: IndexClock.racing(catalogue)).origin == .built(saved: false))
    #expect(!FileManager.default.fileExists(atPath: indexPath))
  }

  @Test func anEditWithItsOldTimesPutBackIsCaught() throws {
    _ = try index()
    let before = IndexClock.status(catalogue)
    let text = try String(contentsOfFile: catalogue, encoding: .utf8)
    try folder.write(text.replacingOccurrences(of: "Bag 30", with: "Bag 99"), to: "catalogue.json")
    IndexClock.restoreTimes(of: catalogue, to: before)
    // The same file, size and modification time: only the change time is left to tell.
    let edited = IndexClock.status(catalogue)
    #expect(edited.st_ino == before.st_ino)
    #expect(edited.st_size == before.st_size)
    #expect(FileTime(edited.st_mtim) == FileTime(before.st_mtim))

    let after = try index()

    #expect(after.origin == .built(saved: true), "the change time gives the edit away")
    #expect(try name(of: 30, in: after) == "Bag 99")
  }

  @Test func aCatalogueReplacedByAnotherOfTheSameSizeIsCaught() throws {
    _ = try index()
    let text = try String(contentsOfFile: catalogue, encoding: .utf8)
    let other = try folder.write(
      text.replacingOccurrences(of: "Bag 7", with: "Sac 7"), to: "other.json")
    #expect(rename(other, catalogue) == 0)

    let after = try index()

    #expect(after.origin == .built(saved: true))
    #expect(try name(of: 7, in: after) == "Sac 7")
  }

  @Test func aProductReadAfterTheCatalogueChangedInPlaceIsRefused() throws {
    let opened = try index()
    try overwrite(catalogue, at: 40, with: Array("XX".utf8))

    #expect(throws: CatalogueIndexError.catalogueChanged) { try opened.product(at: 0) }
  }

  @Test func aCatalogueWithALongNameStillHasItsIndexKept() throws {
    let name = String(repeating: "é", count: 120) + ".json"
    let long = try folder.write(CatalogueText.json(for: .stub([.stub(id: 1)])), to: name)
    let cache = CatalogueIndexCache(folder: cacheFolder, clock: IndexClock.settled(long))

    #expect(try cache.index(of: long).origin == .built(saved: true))
    #expect(try cache.index(of: long).origin == .reused)
    #expect(
      Path.name(of: CatalogueIndexCache.indexPath(of: long, in: cacheFolder)).utf8.count < 255)
  }

  // MARK: - Damaged or foreign

  @Test func aTruncatedIndexIsRebuilt() throws {
    _ = try index()
    #expect(truncate(indexPath, off_t(IndexClock.status(indexPath).st_size / 2)) == 0)

    #expect(try index().origin == .built(saved: true))
    #expect(try index().origin == .reused)
  }

  @Test func aDamagedHeaderIsRebuilt() throws {
    _ = try index()
    try overwrite(indexPath, at: 30, with: [0x5A])

    #expect(try index().origin == .built(saved: true))
  }

  @Test func aDamagedBlockIsFoundWhenReadAndRebuiltOnRequest() throws {
    _ = try index()
    let header = try #require(
      try Data(contentsOf: URL(fileURLWithPath: indexPath)).withUnsafeBytes {
        IndexHeader.decode($0)?.header
      })
    try overwrite(indexPath, at: header.layout[.prices].lowerBound + 3, with: [0xFF])

    // The header still checks out; the block is checked when it is first read.
    let damaged = try index()
    #expect(damaged.origin == .reused)
    #expect(throws: CatalogueIndexError.damaged) { try damaged.allFacts() }

    #expect(try index(rebuilding: true).origin == .built(saved: true))
    #expect(try index().allFacts().count == 30)
  }

  @Test(arguments: ["", "hello", #"{"currency": "USD", "products": []}"#])
  func aForeignFileAtTheIndexsPathIsReplaced(content: String) throws {
    try folder.write(content, to: "cache/" + Path.name(of: indexPath))

    #expect(try index().origin == .built(saved: true))
    #expect(try index().origin == .reused)
  }

  @Test func anotherCataloguesIndexAtTheIndexsPathIsNotBelieved() throws {
    let other = try folder.write(CatalogueText.json(for: .stub([.stub(id: 1)])), to: "other.json")
    let cache = CatalogueIndexCache(folder: cacheFolder, clock: IndexClock.settled(other))
    _ = try cache.index(of: other)
    let otherIndex = CatalogueIndexCache.indexPath(of: other, in: cacheFolder)
    #expect(rename(otherIndex, indexPath) == 0)

    let index = try index()

    #expect(index.origin == .built(saved: true))
    #expect(index.count == 30)
  }

  // MARK: - No cache

  @Test func aCacheFolderThatCannotBeWrittenOnlyMeansNoIndexFile() throws {
    let file = try folder.write("not a folder", to: "file")
    let cache = CatalogueIndexCache(folder: file + "/cache", clock: IndexClock.settled(catalogue))

    let index = try cache.index(of: catalogue)

    #expect(index.origin == .built(saved: false))
    #expect(try name(of: 3, in: index) == "Bag 3")
  }

  @Test func withoutAFolderNothingIsReadOrWritten() throws {
    let cache = CatalogueIndexCache(folder: nil, clock: IndexClock.settled(catalogue))

    #expect(try cache.index(of: catalogue).origin == .built(saved: false))
    #expect(try cache.index(of: catalogue).origin == .built(saved: false))
    #expect(try folder.entries() == ["catalogue.json"])
  }

  @Test func aBrokenCatalogueIsReportedAsTheReaderReportsIt() throws {
    let broken = try folder.write(CatalogueText.usd(products: #"{"id": 1}"#), to: "broken.json")
    let cache = CatalogueIndexCache(folder: cacheFolder, clock: IndexClock.settled(broken))

    let reader = Result { () throws(ShopError) in try CatalogueReader(path: broken).read { _ in } }
    let indexed = Result { () throws(ShopError) in try cache.index(of: broken).summary }

    #expect(indexed.map(\.count) == reader.map(\.count))
    #expect(throws: ShopError.self) { try indexed.get() }
    #expect(!FileManager.default.fileExists(atPath: cacheFolder))
  }

  @Test func catalogueOfOneNameInTwoFoldersKeepTheirOwnIndexes() throws {
    let first = CatalogueIndexCache.indexPath(of: folder.file("a/catalogue.json"), in: cacheFolder)
    let second = CatalogueIndexCache.indexPath(of: folder.file("b/catalogue.json"), in: cacheFolder)

    #expect(first != second)
    #expect(Path.name(of: first).hasPrefix("catalogue.json-"))
  }

  // MARK: - Leftovers

  @Test func neverRemovesAFileItDidNotCreateHoweverOld() throws {
    let name = Path.name(of: indexPath)
    let old = try folder.write("torn", to: "cache/\(name).tmp-1-2")
    let leftover = PosixFile.temporaryPrefix + String(repeating: "0", count: 32) + ".tmp"
    try folder.write("a crash's leftover", to: "cache/\(leftover)")
    try folder.write("mine", to: "cache/notes.txt")
    var twoHoursAgo = timespec()
    clock_gettime(CLOCK_REALTIME, &twoHoursAgo)
    twoHoursAgo.tv_sec -= 7_200
    _ = utimensat(AT_FDCWD, old, [twoHoursAgo, twoHoursAgo], 0)

    _ = try index()

    #expect(
      try folder.entries(in: "cache").sorted()
        == [leftover, name, "\(name).tmp-1-2", "notes.txt"].sorted())
  }
}
