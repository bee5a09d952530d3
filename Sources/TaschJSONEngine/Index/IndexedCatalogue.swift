import Synchronization
import Tasch
import TaschStoreSupport

/// A catalogue file read through its index: a lookup, a wish list or a page decode only the
/// products they show, and queries run on the index's facts, search texts and sort orders.
///
/// An index found damaged, or a catalogue changed under it, mid-answer is built afresh from
/// the file once, and the answer asked again.
final class IndexedCatalogue: ShopCatalogue {
  /// The shop it is: the name the catalogue declares, else the file's canonical path.
  let shop: ShopID
  private let path: String
  private let cache: CatalogueIndexCache
  private let current: Mutex<CatalogueIndex>

  /// The catalogue at `path`, its index found or built in `cache`; `identity` is the shop a
  /// catalogue that declares no name is.
  ///
  /// - Throws: `ShopError` as `CatalogueReader` reports a catalogue it cannot read.
  init(path: String, cache: CatalogueIndexCache, identity: () -> ShopID) throws(ShopError) {
    let index = try cache.index(of: path)
    self.path = path
    self.cache = cache
    shop = index.summary.shopName.map(ShopID.init) ?? identity()
    current = Mutex(index)
  }

  /// What the shop is.
  var summary: ShopSummary {
    let index = current.withLock { $0 }
    return ShopSummary(id: shop, currency: index.summary.currency, productCount: index.count)
  }

  /// The promotions and shipping the catalogue states.
  var pricing: ShopPricing {
    current.withLock { $0.summary.pricing }
  }

  /// The catalogue file as the index now in use was built from it.
  var fingerprint: FileFingerprint? {
    current.withLock { $0.catalogueFingerprint }
  }

  /// The products among `ids`, adjusted, each decoded from its own bytes.
  func products(_ ids: [ProductID], adjustedBy record: ShopRecord) throws(ShopError)
    -> [ProductID: ShopProduct]
  {
    try withIndex { (index) throws(CatalogueIndexError) in
      var positions: [Int] = []
      for id in ids {
        if let position = try index.position(of: id) { positions.append(position) }
      }
      var found: [ProductID: ShopProduct] = [:]
      found.reserveCapacity(positions.count)
      for var product in try index.products(at: positions) {
        record.adjust(&product)
        found[product.id] = product
      }
      return found
    }
  }

  /// The page, evaluated on the index.
  func page(_ query: CatalogueQuery, adjustedBy record: ShopRecord) throws(ShopError)
    -> ProductPage
  {
    try withIndex { (index) throws(CatalogueIndexError) in
      try IndexedQuery(query, on: index, adjustedBy: record).page()
    }
  }

  /// The page's summaries, evaluated on the index.
  func summaries(_ query: CatalogueQuery, adjustedBy record: ShopRecord) throws(ShopError)
    -> ProductSummaryPage
  {
    try withIndex { (index) throws(CatalogueIndexError) in
      try IndexedQuery(query, on: index, adjustedBy: record).summaries()
    }
  }

  /// The neighbours, evaluated on the index.
  func neighbours(of id: ProductID, in query: CatalogueQuery, adjustedBy record: ShopRecord)
    throws(ShopError) -> ProductNeighbours
  {
    try withIndex { (index) throws(CatalogueIndexError) in
      try IndexedQuery(query, on: index, adjustedBy: record).neighbours(of: id)
    }
  }

  /// `body`'s answer from the index; from a fresh one when the index fails it.
  ///
  /// - Throws: `ShopError` when the catalogue cannot be read again, or the fresh index fails
  ///   too.
  private func withIndex<Result>(
    _ body: (CatalogueIndex) throws(CatalogueIndexError) -> Result
  ) throws(ShopError) -> Result {
    let index = current.withLock { $0 }
    do throws(CatalogueIndexError) {
      return try body(index)
    } catch {
      let fresh = try cache.index(of: path, rebuilding: true)
      // A catalogue edited into another shop, or priced in another currency, is not this
      // shop any more: its shopper's record must not be laid over it.
      guard fresh.summary.shopName == index.summary.shopName,
        fresh.summary.currency == index.summary.currency
      else { throw changedWhileRead }
      current.withLock { $0 = fresh }
      do throws(CatalogueIndexError) {
        return try body(fresh)
      } catch {
        throw changedWhileRead
      }
    }
  }

  /// The catalogue changed too much, or too often, to answer from.
  private var changedWhileRead: ShopError { .catalogueChangedWhileRead(path) }
}
