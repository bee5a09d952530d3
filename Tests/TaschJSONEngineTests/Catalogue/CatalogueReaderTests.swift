import Foundation
import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The one-pass reader against the tree reader, which is the reference.
///
/// Both must give the same catalogue, or the same message, for every text; the cases of
/// `JSONCatalogueFileTests` run through both too.
@Suite struct CatalogueReaderTests {
  private let folder = TemporaryFolder()

  private typealias Outcome = Result<Catalogue, ShopError>

  private func write(_ bytes: [UInt8]) throws -> String {
    try folder.write(bytes, to: "catalogue.json")
  }

  private func tree(_ path: String) -> Outcome {
    Result { () throws(ShopError) in try JSONCatalogueFile(path: path).readCatalogue() }
  }

  private func stream(_ path: String, blockSize: Int = 4 << 20) -> Outcome {
    Result { () throws(ShopError) in
      try CatalogueReader(path: path, blockSize: blockSize).readCatalogue()
    }
  }

  // MARK: - Agreement

  @Test func agreesWithTheTreeReaderOnRandomCatalogues() throws {
    var texts = RandomCatalogueText(seed: 20_260_101)
    var accepted = 0
    for round in 0..<600 {
      let text = texts.catalogue(validity: round.isMultiple(of: 3) ? 0.85 : 0.995)
      let bytes = round.isMultiple(of: 2) ? Array(text.utf8) : texts.mutated(text)
      let path = try write(bytes)

      let expected = tree(path)
      // Small blocks make every value cross the end of a block somewhere.
      let blockSize = [1, 2, 7, 64, 4 << 20][round % 5]
      let actual = stream(path, blockSize: blockSize)

      #expect(
        actual == expected,
        "round \(round), block \(blockSize): \(String(decoding: bytes, as: UTF8.self))")
      if case .success = expected { accepted += 1 }
    }
    #expect(accepted > 100, "enough of the texts are valid catalogues")
  }

  @Test(arguments: [1, 2, 3, 5, 16, 100, 1_000])
  func readsAlikeWhateverTheBlockSize(blockSize: Int) throws {
    let path = FakeDataTests.folder + "/catalogue.json"

    #expect(stream(path, blockSize: blockSize) == tree(path))
  }

  @Test func readsProductsThatComeBeforeTheCurrency() throws {
    let path = try write(
      Array(
        #"{"products": [{"id": 1, "name": "A", "price": "1.234", "stock": 0}], "currency": "BHD"}"#
          .utf8))

    let catalogue = try stream(path).get()

    #expect(catalogue.products.map(\.price) == [Money(minorUnits: 1_234, currency: .bhd)])
    #expect(stream(path, blockSize: 3) == tree(path))
  }

  @Test func reportsProductProblemsEvenWithoutACurrency() throws {
    let path = try write(
      Array(#"{"products": [{"id": 0, "name": "A", "price": 1, "stock": 1}]}"#.utf8))

    #expect(
      stream(path)
        == .failure(
          .decoding(
            """
            \(path): "currency" is missing
            \(path): products[0]: "id" must be a whole number above 0, not the number 0
            \(path): products[0]: "price" must be a decimal string such as "250.00", not the number 1
            """)))
    #expect(stream(path) == tree(path))
  }

  @Test func keysAreTheSameWhenTheirTextIsTheSame() throws {
    // A composed and a decomposed é are one key, as Swift strings compare them.
    let text = "{\"currency\": \"USD\", \"products\": [], \"\u{E9}\": 1, \"e\u{301}\": 2}"
    let path = try write(Array(text.utf8))

    guard case .failure(.decoding(let message)) = tree(path) else {
      Issue.record("the catalogue was accepted")
      return
    }
    #expect(message.hasSuffix("appears twice in one object"))
    #expect(stream(path) == tree(path))
  }

  /// Every known key of a product, of its dimensions and of its ratings, repeated plainly or
  /// with an escape, before or after an unknown key.
  @Test(arguments: [
    #""name": "A", "name": "B""#,
    #""name": "A", "n\u0061me": "B""#,
    #""n\u0061me": "A", "name": "B""#,
    #""extra": 1, "name": "A", "extra": 2"#,
    #""extra": 1, "name": "A", "name": "B""#,
    #""name": "A", "dimensions": {"height": 1, "height": 2}"#,
    #""name": "A", "dimensions": {"height": 1, "h\u0065ight": 2}"#,
    #""name": "A", "dimensions": {"width": {"cm": 1, "cm": 2}}"#,
    #""name": "A", "dimensions": {"depth": {"in": 1, "\u0069n": 2}}"#,
    #""name": "A", "ratings": {"1": 1, "1": 2}"#,
    #""name": "A", "ratings": {"1": 1, "\u0031": 2}"#,
    #""name": "A", "ratings": {"\u0031": 1, "1": 2}"#,
    #""name": "A", "ratings": {"6": 1, "6": 2}"#,
    #""name": "A", "dimensions": {"height": 1}, "dimensions": {"height": 2}"#,
    #""name": "A", "ratings": {"1": 1}, "ratings": {"1": 2}"#,
    #""name": "A", "dimensions": {"width": 1}, "dimensions": {"width": 2, "width": 3}"#,
  ])
  func refusesARepeatedKeyAsTheTreeReaderDoes(members: String) throws {
    let product = #"{"id": 1, "price": "1.00", "stock": 1, \#(members)}"#
    let path = try write(Array(#"{"currency": "USD", "products": [\#(product)]}"#.utf8))

    guard case .failure(.decoding(let message)) = tree(path) else {
      Issue.record("the catalogue was accepted")
      return
    }
    #expect(message.hasSuffix("appears twice in one object"))
    #expect(stream(path) == tree(path))
    #expect(stream(path, blockSize: 5) == tree(path))
  }

  @Test(arguments: [
    (
      #""promotions": [{"code": "WELCOME10", "percentOff": 10}], "shipping": {"flat": "9.90", "freeFrom": "100.00"}"#,
      nil
    ),
    (
      #""promotions": [{"code": "BAGS5", "amountOff": "5.00", "minimumSubtotal": "50.00", "validFrom": "2026-01-01T00:00:00Z", "validUntil": "2027-01-31T23:59:59Z", "productIDs": [1]}]"#,
      nil
    ),
    (#""promotions": {}"#, #""promotions" must be an array, not an object"#),
    (
      #""promotions": [{"code": "a b", "percentOff": 5}]"#,
      #"promotions[0]: "code" must be 1 to 32 letters, digits, "-" or "_", not "a b""#
    ),
    (
      #""promotions": [{"code": "WELCOME10"}]"#,
      #"promotions[0] (WELCOME10): must have "percentOff" or "amountOff""#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 101}]"#,
      #"promotions[0] (A): "percentOff" must be a whole number from 1 to 100, not 101"#
    ),
    (
      #""promotions": [{"code": "A", "amountOff": "0.00"}]"#,
      #"promotions[0] (A): "amountOff" must be more than 0, not 0.00"#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 5, "validUntil": "soon"}]"#,
      #"promotions[0] (A): "validUntil" must be a date and time such as "2027-01-31T23:59:59Z", not "soon""#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 5, "validUntil": "2026-02-31T23:59:59Z"}]"#,
      #"promotions[0] (A): "validUntil" must be a date and time such as "2027-01-31T23:59:59Z", not "2026-02-31T23:59:59Z""#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 5, "validFrom": "2026-11-26T24:00:00Z"}]"#,
      #"promotions[0] (A): "validFrom" must be a date and time such as "2027-01-31T23:59:59Z", not "2026-11-26T24:00:00Z""#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 5}, {"code": "a", "percentOff": 6}]"#,
      #"promotions[1] (a): "code" is used already by promotions[0]"#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 5, "productIDs": []}]"#,
      #"promotions[0] (A): "productIDs" must be an array of one or more product identifiers, not an empty array"#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 10.0}]"#,
      #"promotions[0] (A): "percentOff" must be a whole number from 1 to 100, written in digits alone, not the number 10.0"#
    ),
    (
      #""promotions": [{"code": "A", "percentOff": 5, "productIDs": [1.0]}]"#,
      #"promotions[0] (A): "productIDs[0]" must be a whole number above 0, written in digits alone, not the number 1.0"#
    ),
    (#""shipping": {"freeFrom": "100.00"}"#, #"shipping: "flat" is missing"#),
    (#""shipping": {"flat": 9}"#, #"shipping: "flat" must be a decimal string such as "250.00""#),
  ])
  func readsPromotionsAndShippingAsTheTreeReaderDoes(members: String, problem: String?) throws {
    let path = try write(
      Array(
        #"{"currency": "USD", \#(members), "products": [{"id": 1, "name": "A", "price": "1.00", "stock": 1}]}"#
          .utf8))

    switch tree(path) {
    case .success(let catalogue):
      #expect(problem == nil)
      #expect(catalogue.pricing != ShopPricing())
    case .failure(.decoding(let message)):
      #expect(message.contains(problem ?? "no problem"), "\(message)")
      #expect(message.hasPrefix(path))
    case .failure(let error):
      Issue.record("\(error)")
    }
    #expect(stream(path) == tree(path))
    #expect(stream(path, blockSize: 5) == tree(path))
  }

  @Test(arguments: [
    #"{"currency": "USD", "promotions": 1, "products": [{"id": 0}]}"#,
    #"{"products": [{"id": 0}], "shipping": {"flat": 1}, "currency": "EUR"}"#,
    #"{"currency": "USD", "promotions": [{"code": ""}]}"#,
    #"{"promotions": [{"code": "A", "amountOff": "1.00"}], "products": []}"#,
  ])
  func reportsPricingProblemsBeforeProductsAsTheTreeReaderDoes(text: String) throws {
    let path = try write(Array(text.utf8))

    guard case .failure(.decoding) = tree(path) else {
      Issue.record("the catalogue was accepted")
      return
    }
    #expect(stream(path) == tree(path))
    #expect(stream(path, blockSize: 5) == tree(path))
  }

  @Test func countsEveryProblemButSpellsOutTheFirstFew() throws {
    let products = (1...5_000).map { #"{"id": \#($0), "name": "", "price": "1", "stock": 1}"# }
    let path = try write(
      Array(#"{"currency": "XXX", "products": [\#(products.joined(separator: ","))]}"#.utf8))

    guard case .failure(.decoding(let message)) = stream(path) else {
      Issue.record("the catalogue was accepted")
      return
    }
    let lines = message.split(separator: "\n")

    #expect(lines.count == 21)
    #expect(lines.last == "\(path): and 4981 more problems")
    #expect(stream(path) == tree(path))
  }

  // MARK: - Stopping soon

  /// Valid products, from id 1, more than the reader checks past a problem.
  static let productsPastTheCheckedStretch = (1...25_000).map { CatalogueText.product(id: $0) }
    .joined(separator: ", ")

  /// The lines of the message `outcome` refuses a catalogue with, each without the file name.
  private func lines(_ outcome: Outcome, in path: String) -> [String] {
    guard case .failure(.decoding(let message)) = outcome else { return [] }
    return message.split(separator: "\n").map { String($0.dropFirst(path.count + 2)) }
  }

  @Test func aWrongFirstByteIsReportedWithoutReadingTheRest() throws {
    // 64 MiB of nothing, then a byte that is not UTF-8: reading the rest would report it.
    let path = try write(Array("x".utf8))
    let file = open(path, O_WRONLY)
    defer { close(file) }
    #expect(pwrite(file, [0xFF], 1, 64 << 20) == 1)

    #expect(stream(path) == .failure(.decoding("\(path): line 1, column 1: unexpected 'x'")))
    #expect(tree(path) == stream(path))
  }

  /// A catalogue of 200 products, `P1` to `P200`, which a reader of small blocks reads in many
  /// reads.
  private func writeTwoHundredProducts() throws -> String {
    let products = (1...200).map { #"{"id": \#($0), "name": "P\#($0)", "price": "1", "stock": 1}"# }
    return try write(
      Array("{\"currency\": \"USD\", \"products\": [\(products.joined(separator: ", "))]}".utf8))
  }

  /// Found by attack: a catalogue emptied while `store load` read it was refused for "a
  /// string is not closed" at a column past the end of what it then held.
  @Test func aFileCutShortWhileReadIsSaidToHaveChanged() throws {
    let path = try writeTwoHundredProducts()
    var handed = 0

    let error = #expect(throws: ShopError.self) {
      try CatalogueReader(path: path, blockSize: 64).read { _ in
        handed += 1
        if handed == 1 { #expect(truncate(path, 10) == 0) }
      }
    }

    #expect(error == .catalogueChangedWhileRead(path))
  }

  /// Found by review: a file rewritten in place while it was read, and still a catalogue,
  /// would be loaded as a mix of the two.
  @Test func aFileRewrittenWhileReadIsSaidToHaveChangedThoughItStillReads() throws {
    let path = try writeTwoHundredProducts()
    var handed = 0

    let error = #expect(throws: ShopError.self) {
      try CatalogueReader(path: path, blockSize: 64).read { _ in
        handed += 1
        // Written over with what it held: its modification time is another.
        if handed == 1 { #expect(utimensat(AT_FDCWD, path, nil, 0) == 0) }
      }
    }

    #expect(error == .catalogueChangedWhileRead(path))
  }

  @Test func aDocumentThatIsNotAnObjectIsRefusedWithoutReadingTheRest() throws {
    let path = try write(Array(("[" + String(repeating: "1, ", count: 100_000) + "x").utf8))

    #expect(lines(stream(path), in: path) == [CatalogueDecoder.notAnObject])
    #expect(tree(path) == stream(path))
  }

  @Test(arguments: [4_096, 4 << 20])
  func aBadCurrencyStopsTheCheckSoonAfter(blockSize: Int) throws {
    // Text that is not JSON at the end: reading that far would report it.
    let text = #"{"currency": "XXX", "products": [\#(Self.productsPastTheCheckedStretch)], x"#
    let path = try write(Array(text.utf8))

    let reported = lines(stream(path, blockSize: blockSize), in: path)

    #expect(reported.first == #""currency" must be an ISO 4217 code such as "USD", not "XXX""#)
    #expect(reported.count == 2)
    #expect(reported.last?.hasPrefix("nothing from products[") == true)
    #expect(reported.last?.hasSuffix("] on was checked; it may have more problems") == true)
  }

  @Test func aBadProductStopsTheCheckSoonAfterReportingTheProblemsBefore() throws {
    let products = [
      #"{"id": 1, "name": "", "price": "1", "stock": 1}"#,
      #"{"id": 2, "name": "B", "price": "1", "stock": -1}"#, Self.productsPastTheCheckedStretch,
    ]
    let text = "{\"currency\": \"USD\", \"products\": [\(products.joined(separator: ", "))], x"
    let path = try write(Array(text.utf8))

    let reported = lines(stream(path), in: path)

    #expect(reported.count == 3)
    #expect(
      reported.prefix(2) == [
        #"products[0] (id 1): "name" must not be empty"#,
        #"products[1] (id 2): "stock" must be a whole number of at least 0, not the number -1"#,
      ])
    #expect(reported.last?.hasPrefix("nothing from products[") == true)
    #expect(stream(path, blockSize: 4_096) == stream(path))
  }

  // MARK: - Entries

  @Test func handsOutEachProductWithWhereItIsInTheFile() throws {
    let path = FakeDataTests.folder + "/catalogue.json"
    let file = try Data(contentsOf: URL(fileURLWithPath: path))
    var entries: [CatalogueEntry] = []

    let summary = try CatalogueReader(path: path).read { entries.append($0) }

    #expect(summary.count == entries.count)
    #expect(entries.map(\.position) == Array(0..<entries.count))
    for entry in entries {
      let object = String(decoding: file[entry.byteRange], as: UTF8.self)
      let alone = try folder.write(
        #"{"currency": "USD", "products": [\#(object)]}"#, to: "one.json")
      #expect(try CatalogueReader(path: alone).readCatalogue().products == [entry.product])
    }
  }

  @Test func handsOutNothingOnceAProblemIsFound() throws {
    let path = try write(
      Array(CatalogueText.usd(products: #"{"id": 1}"#, CatalogueText.product(id: 2)).utf8))
    var handedOut = 0

    #expect(throws: ShopError.self) { try CatalogueReader(path: path).read { _ in handedOut += 1 } }
    #expect(handedOut == 0)
  }

  // MARK: - Shop

  @Test func readsTheShopsIdentity() throws {
    let path = try write(Array(#"{"shop": "tasch-2.0_b", "currency": "USD", "products": []}"#.utf8))

    #expect(try CatalogueReader(path: path).read { _ in }.shopName == "tasch-2.0_b")
  }

  @Test(arguments: [
    (#""""#, #"not """#),
    (#""a b""#, #"not "a b""#),
    (#""Größe""#, #"not "Größe""#),
    ("\"\(String(repeating: "x", count: 65))\"", "not \"\(String(repeating: "x", count: 65))\""),
    ("42", "not the number 42"),
    ("[\"tasch\"]", "not an array"),
    ("null", "not null"),
  ])
  func refusesAShopThatIsNotAName(value: String, found: String) throws {
    let path = try write(Array(#"{"currency": "USD", "shop": \#(value), "products": []}"#.utf8))
    let problem =
      #""shop" must be 1 to 64 letters, digits, "-", "_" or ".", "#

    #expect(stream(path) == .failure(.decoding("\(path): \(problem)\(found)")))
    #expect(stream(path) == tree(path))
  }

  // MARK: - Not JSON

  /// Texts that break JSON's rules one way each, in the manner of JSONTestSuite's `n_` files.
  @Test(arguments: JSONRefusals.all)
  func refusesWhatIsNotJSONAsTheTreeReaderDoes(text: [UInt8]) throws {
    let path = try write(text)

    #expect(stream(path) == tree(path))
    #expect(throws: ShopError.self) { try stream(path).get() }
  }
}
