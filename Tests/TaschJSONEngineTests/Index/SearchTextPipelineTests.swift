import Testing

@testable import TaschJSONEngine

/// Texts folded batch by batch on the pipeline's queue are the texts folded one by one.
@Suite struct SearchTextPipelineTests {
  private static let words = [
    "Carrier", "ÉCOLE", "旅行用バックパック", "Größe", "e\u{301}cole", "Ørsted", "Дорожная", "",
    "Weekend Bag 🎒", "ﬁne",
  ]

  /// The texts of a product, named by its number.
  private static func texts(of product: Int) -> (name: [UInt8], shortDescription: [UInt8]) {
    (
      Array("\(words[product % words.count]) \(product)".utf8),
      Array(words[(product / 3) % words.count].utf8)
    )
  }

  /// Folded alike whatever the pipeline is told to expect, even more than memory holds: room
  /// is only made for what the texts' bytes allow.
  @Test(arguments: [nil, 10_000, Int.max])
  func foldsBatchesInTheOrderTheyCame(expectedProducts: Int?) {
    let pipeline = SearchTextPipeline()
    if let expectedProducts { pipeline.expect(products: expectedProducts, inBytes: 1 << 20) }
    var direct = SearchTextBuilder()
    var batch = SearchTextPipeline.Batch()
    // More than two batches, the last one short.
    for product in 0..<(2 * SearchTextPipeline.batchSize + 100) {
      let (name, shortDescription) = Self.texts(of: product)
      name.withUnsafeBytes { name in
        shortDescription.withUnsafeBytes { shortDescription in
          direct.add(name: name, shortDescription: shortDescription)
          batch.add(name: name, shortDescription: shortDescription)
        }
      }
      if batch.count == SearchTextPipeline.batchSize {
        pipeline.fold(batch)
        batch = SearchTextPipeline.Batch(roomLike: batch)
      }
    }
    pipeline.fold(batch)

    let folded = pipeline.finish()

    #expect(folded.texts == direct.texts)
    #expect(folded.offsets == direct.offsets)
    #expect(folded.flags == direct.flags)
    #expect(folded.nameKeys == direct.nameKeys)
    #expect(folded.nameKeyOffsets == direct.nameKeyOffsets)
    #expect(folded.offsets.count == 2 * SearchTextPipeline.batchSize + 101)
  }

  /// Once the first products are measured, the texts have room for every product expected,
  /// each as long as those, but never for more bytes, or products, than the texts can take.
  @Test(arguments: [(20_000, 64 << 20), (20_000, 100_000), (Int.max, 1 << 20)])
  func makesRoomForTheProductsExpected(products: Int, bytes: Int) {
    var texts = SearchTextBuilder()
    texts.expect(products: products, inBytes: bytes)
    let measured = IndexBuilder.productsMeasured
    for product in 0...measured {
      let (name, shortDescription) = Self.texts(of: product)
      name.withUnsafeBytes { name in
        shortDescription.withUnsafeBytes { texts.add(name: name, shortDescription: $0) }
      }
    }

    let perProduct = texts.texts.count / (measured + 1)
    let expected = min(products, bytes)
    #expect(texts.texts.capacity >= min(perProduct * expected, bytes))
    #expect(texts.texts.capacity <= 2 * bytes)
    #expect(texts.flags.capacity >= expected)
  }

  @Test func nothingHandedOverIsNothingFolded() {
    let folded = SearchTextPipeline().finish()

    #expect(folded.texts.isEmpty)
    #expect(folded.offsets == [0])
  }
}
