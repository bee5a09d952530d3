import Testing

@testable import TaschJSONEngine

/// Texts folded batch by batch on the pipeline's queue are the texts folded one by one.
@Suite struct SearchTextPipelineTests {
  private static let words = [
    "Carrier", "ÉCOLE", "旅行用バックパック", "Größe", "e\u{301}cole", "Ørsted", "Дорожная", "",
    "Weekend Bag 🎒", "ﬁne",
  ]

  @Test func foldsBatchesInTheOrderTheyCame() {
    let pipeline = SearchTextPipeline()
    var direct = SearchTextBuilder()
    var batch = SearchTextPipeline.Batch()
    // More than two batches, the last one short.
    for product in 0..<(2 * SearchTextPipeline.batchSize + 100) {
      let name = Array("\(Self.words[product % Self.words.count]) \(product)".utf8)
      let shortDescription = Array(Self.words[(product / 3) % Self.words.count].utf8)
      name.withUnsafeBytes { name in
        shortDescription.withUnsafeBytes { shortDescription in
          direct.add(name: name, shortDescription: shortDescription)
          batch.add(name: name, shortDescription: shortDescription)
        }
      }
      if batch.count == SearchTextPipeline.batchSize {
        pipeline.fold(batch)
        batch = SearchTextPipeline.Batch()
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

  @Test func nothingHandedOverIsNothingFolded() {
    let folded = SearchTextPipeline().finish()

    #expect(folded.texts.isEmpty)
    #expect(folded.offsets == [0])
  }
}
