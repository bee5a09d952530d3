import Tasch
import Testing

// MARK: - Searching by words

extension ShopStoreContract {
  /// Products whose names and short descriptions hold words in several spellings, numbers
  /// beside words, and `LIKE`'s wildcards beside text they would match were they wildcards.
  static let wordProducts: [ShopProduct] = [
    .stub(id: 1, name: "Leather Tote 12L", shortDescription: "Full-grain, hand stitched"),
    .stub(id: 2, name: "Café crème Backpack", shortDescription: "Waxed canvas"),
    .stub(id: 3, name: "Cafe Sling", shortDescription: "Ripstop nylon, LEATHER trim"),
    .stub(id: 4, name: "Leather Duffel 30L", shortDescription: "Carry-on size"),
    .stub(id: 5, name: "100% cotton_blend Pouch", shortDescription: "Plain"),
    .stub(id: 6, name: "100 cotton blend Wallet", shortDescription: "Plain"),
    .stub(
      id: 7, name: "Numbers",
      shortDescription: (0..<SearchWords.maximumCount).map(String.init).joined(
        separator: " ")),
  ]

  /// The identifiers a search for `text` finds among `wordProducts`, and how many it counts.
  static func found(_ subject: Subject, _ text: String) async throws -> [ProductID] {
    let page = try await read(subject) { try $0.page(CatalogueQuery(searchText: text)) }
    #expect(page.totalMatching == page.products.count, "\(text)")
    return page.products.map(\.id)
  }

  static func wordFixture() -> Fixture {
    Fixture(catalogue: .stub(wordProducts), shopper: ShopperData())
  }

  static let searchCases: [Case] = [
    // Found by attack: the JSON files found none of these, a database all of them.
    Case("finds a word cut before a mark that joins its last letter, as a database does") {
      make in
      let products: [ShopProduct] = [
        .stub(id: 1, name: "กระเป๋า"), .stub(id: 2, name: "👍🏽 Like"),
        .stub(id: 3, name: "हिन्दी"), .stub(id: 4, name: "Bag"),
        // A mark that decomposition puts before the kana's voicing mark.
        .stub(id: 5, name: "が\u{0334}"), .stub(id: 6, name: "خطأ\u{08F0}"),
      ]
      let subject = try await make(Fixture(catalogue: .stub(products), shopper: ShopperData()))

      for (word, id) in [("กระเป", 1), ("👍", 2), ("न", 3), ("が", 5), ("خطأ", 6)] {
        let page = try await read(subject) { try $0.page(CatalogueQuery(searchText: word)) }
        #expect(page.products.map(\.id) == [ProductID(id)], "\(word)")
      }
    },
    // Found by attack: no store found a softly hyphenated name by its word, nor a name in
    // full-width letters by the letters typed plainly, nor أ written with its hamza apart.
    Case("finds a word whatever the width of its letters and through what shows as nothing") {
      make in
      let products: [ShopProduct] = [
        .stub(id: 1, name: "Kinder\u{AD}wagen"), .stub(id: 2, name: "ＢＡＧ Ｔｏｔｅ"),
        .stub(id: 3, name: "ｶﾊﾞﾝ"), .stub(id: 4, name: "حقيبة أنيقة"),
        .stub(id: 5, name: "Wall\u{200B}et"),
      ]
      let subject = try await make(Fixture(catalogue: .stub(products), shopper: ShopperData()))

      for (word, id) in [
        ("kinderwagen", 1), ("Kinder\u{AD}wagen", 1), ("bag tote", 2), ("ｔｏｔｅ", 2), ("カバン", 3),
        ("ｶﾊﾞﾝ", 3), ("انيقة", 4), ("ا\u{654}نيقة", 4), ("wallet", 5),
      ] {
        let page = try await read(subject) { try $0.page(CatalogueQuery(searchText: word)) }
        #expect(page.products.map(\.id) == [ProductID(id)], "\(word)")
      }
    },
    Case("finds the products holding every word of a search, in any order") { make in
      let subject = try await make(wordFixture())

      #expect(try await found(subject, "leather 12") == [1])
      #expect(try await found(subject, "12 leather") == [1])
      #expect(try await found(subject, "leather") == [1, 3, 4])
      #expect(try await found(subject, "stitched tote") == [1], "a word in each text")
      #expect(try await found(subject, "sling leather") == [3])
      #expect(try await found(subject, "lea 30") == [4], "a word is any piece of a word")
    },
    Case("ignores case and accents in every word alike") { make in
      let subject = try await make(wordFixture())

      #expect(try await found(subject, "CAFÉ") == [2, 3])
      #expect(try await found(subject, "cafe") == [2, 3])
      #expect(try await found(subject, "Crème CAFE") == [2])
      #expect(try await found(subject, "creme backpack") == [2])
      #expect(try await found(subject, "LEATHER duffel") == [4])
    },
    Case("finds nothing when one word is found nowhere") { make in
      let subject = try await make(wordFixture())

      #expect(try await found(subject, "leather wallet") == [])
      #expect(try await found(subject, "café 30l") == [])
      #expect(try await found(subject, "leather 12 zzz") == [])
    },
    Case("ignores spaces before, between and after words") { make in
      let subject = try await make(wordFixture())

      #expect(try await found(subject, "  leather   12  ") == [1])
      #expect(try await found(subject, "\tleather\n12\u{A0}") == [1])
      #expect(try await found(subject, "leather leather 12") == [1])
    },
    Case("lists everything for a search of no words") { make in
      let subject = try await make(wordFixture())

      #expect(try await found(subject, "") == [1, 2, 3, 4, 5, 6, 7])
      #expect(try await found(subject, "  \t ") == [1, 2, 3, 4, 5, 6, 7])
    },
    Case("reads a word's % and _ as themselves, not as wildcards") { make in
      let subject = try await make(wordFixture())

      #expect(try await found(subject, "100%") == [5])
      #expect(try await found(subject, "n_b") == [5])
      #expect(try await found(subject, "%") == [5])
      #expect(try await found(subject, "_ pouch") == [5])
      #expect(try await found(subject, "% wallet") == [])
    },
    Case("looks for a search's first words only, as many as the core says") { make in
      let subject = try await make(wordFixture())
      let numbers = (0..<SearchWords.maximumCount).map(String.init)

      #expect(try await found(subject, numbers.joined(separator: " ")) == [7])
      #expect(try await found(subject, (numbers + ["zzz"]).joined(separator: " ")) == [7])
      #expect(try await found(subject, (["zzz"] + numbers).joined(separator: " ")) == [])
    },
    Case("pages and steps through a search of several words in its order") { make in
      let subject = try await make(wordFixture())
      let query = CatalogueQuery(searchText: "l leather", sortOrder: .name)

      let page = try await read(subject) {
        try $0.page(CatalogueQuery(searchText: "l leather", sortOrder: .name, offset: 1, limit: 1))
      }
      let neighbours = try await read(subject) { try $0.neighbours(of: 4, in: query) }

      #expect(page.products.map(\.id) == [4])
      #expect(page.totalMatching == 3)
      #expect(neighbours.previous?.id == 3 && neighbours.next?.id == 1)
    },
  ]
}
