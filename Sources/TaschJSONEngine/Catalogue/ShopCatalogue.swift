import Tasch

/// The JSON store's catalogue as its snapshots ask for it: a few products, or one page, its
/// summaries or the neighbours of one product, each product adjusted by the shop's record.
///
/// Two kinds answer: a catalogue held in memory (`LoadedCatalogue`), and one read through its
/// index (`IndexedCatalogue`), which reads only what an answer needs. Both give what
/// `CatalogueQuery`'s reference evaluation gives over every adjusted product.
protocol ShopCatalogue: Sendable {
  /// The shop it is.
  var shop: ShopID { get }

  /// What the shop is.
  var summary: ShopSummary { get }

  /// How the shop prices a cart beyond its products' prices: its promotions and shipping.
  var pricing: ShopPricing { get }

  /// The file it answers from, as it was when read; `nil` for a catalogue built into the
  /// program, which never changes.
  var fingerprint: FileFingerprint? { get }

  /// The products among `ids` the catalogue has, as `record` adjusts them; the others are
  /// left out.
  func products(_ ids: [ProductID], adjustedBy record: ShopRecord) throws(ShopError)
    -> [ProductID: ShopProduct]

  /// The page `query` asks for, over every product as `record` adjusts it.
  func page(_ query: CatalogueQuery, adjustedBy record: ShopRecord) throws(ShopError)
    -> ProductPage

  /// The summaries of the page `query` asks for, over every product as `record` adjusts it.
  func summaries(_ query: CatalogueQuery, adjustedBy record: ShopRecord) throws(ShopError)
    -> ProductSummaryPage

  /// The neighbours of `id` in `query`'s order, over every product as `record` adjusts it.
  func neighbours(of id: ProductID, in query: CatalogueQuery, adjustedBy record: ShopRecord)
    throws(ShopError) -> ProductNeighbours
}

extension LoadedCatalogue: ShopCatalogue {
  /// None: a catalogue held in memory is read from the program.
  var fingerprint: FileFingerprint? { nil }

  /// The products among `ids`, adjusted.
  func products(_ ids: [ProductID], adjustedBy record: ShopRecord) -> [ProductID: ShopProduct] {
    var found: [ProductID: ShopProduct] = [:]
    for id in ids { found[id] = product(id).map(record.adjusted) }
    return found
  }

  /// The page, by the reference evaluation.
  func page(_ query: CatalogueQuery, adjustedBy record: ShopRecord) -> ProductPage {
    query.page(of: products.map(record.adjusted))
  }

  /// The page's summaries: the products are in memory already.
  func summaries(_ query: CatalogueQuery, adjustedBy record: ShopRecord) -> ProductSummaryPage {
    ProductSummaryPage(summarising: page(query, adjustedBy: record))
  }

  /// The neighbours, by the reference evaluation.
  func neighbours(of id: ProductID, in query: CatalogueQuery, adjustedBy record: ShopRecord)
    -> ProductNeighbours
  {
    query.neighbours(of: id, in: products.map(record.adjusted))
  }
}
