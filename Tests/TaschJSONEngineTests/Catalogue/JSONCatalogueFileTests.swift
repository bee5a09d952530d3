import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// Every case runs through both readers, the tree of `JSONCatalogueFile` and the one pass of
/// `CatalogueReader`, which must agree on every catalogue and every message.
@Suite struct JSONCatalogueFileTests {
  private let folder = TemporaryFolder()

  private func read(_ text: String) throws -> Catalogue {
    try readBoth(path: folder.write(text, to: "catalogue.json"))
  }

  /// The catalogue at `path` as both readers read it, which must be the same.
  private func readBoth(path: String) throws(ShopError) -> Catalogue {
    let tree = Result { () throws(ShopError) in try JSONCatalogueFile(path: path).readCatalogue() }
    let stream = Result { () throws(ShopError) in try CatalogueReader(path: path).readCatalogue() }
    #expect(stream == tree, "the streaming reader agrees with the tree reader")
    return try tree.get()
  }

  /// The problems reported for `text`, each without the file name that starts every line.
  private func problems(_ text: String) throws -> [String] {
    try problems(bytes: Array(text.utf8))
  }

  private func problems(bytes: [UInt8]) throws -> [String] {
    let path = try folder.write(bytes, to: "catalogue.json")
    do {
      _ = try readBoth(path: path)
      Issue.record("the catalogue was accepted")
      return []
    } catch .decoding(let detail) {
      return detail.split(separator: "\n").map { line in
        #expect(line.hasPrefix(path + ": "), "every line names the file")
        return String(line.dropFirst(path.count + 2))
      }
    } catch {
      Issue.record("unexpected error \(error)")
      return []
    }
  }

  // MARK: - Valid catalogues

  @Test func readsEveryFieldOfAProduct() throws {
    let catalogue = try read(
      """
      {"currency": "USD", "products": [{
        "id": 1, "name": "Carrier", "shortDescription": "Soft", "description": "Long",
        "colors": ["1F2B3B", "a16347"],
        "dimensions": {"height": {"cm": 36, "in": 14}, "depth": {"cm": 20, "in": 8}},
        "price": "250.5", "stock": 23, "image": "bag_1.jpg",
        "ratings": {"2": 1, "5": 9}
      }]}
      """)

    #expect(
      catalogue
        == Catalogue(
          currency: .usd,
          products: [
            ShopProduct(
              id: 1, name: "Carrier", shortDescription: "Soft", description: "Long",
              colors: [
                ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B),
                ProductColor(red: 0xA1, green: 0x63, blue: 0x47),
              ],
              dimensions: Dimensions(
                height: Length(centimetres: 36, inches: 14),
                depth: Length(centimetres: 20, inches: 8)),
              price: .usd(250, cents: 50), stock: 23, imageName: "bag_1.jpg",
              ratings: RatingCounts([.two: 1, .five: 9]))
          ]))
  }

  @Test func givesOptionalFieldsTheirDefaultsAndIgnoresUnknownOnes() throws {
    let catalogue = try read(
      CatalogueText.usd(
        products: CatalogueText.product(id: 4, ["colour": #""red""#, "image": "null"])))

    #expect(
      catalogue.products == [
        .stub(
          id: 4, name: "Bag 4", shortDescription: "", description: "", price: .usd(10), stock: 1)
      ])
  }

  @Test func readsPricesWithTheCurrencysDigits() throws {
    let yen = try read(
      #"{"currency": "JPY", "products": [{"id": 1, "name": "A", "price": "5000", "stock": 0}]}"#)
    let dinar = try read(
      #"{"currency": "BHD", "products": [{"id": 1, "name": "A", "price": "1.234", "stock": 0}]}"#)

    #expect(yen.products.first?.price == Money(minorUnits: 5_000, currency: .jpy))
    #expect(dinar.products.first?.price == Money(minorUnits: 1_234, currency: .bhd))
  }

  @Test func readsTheShopNameItDeclares() throws {
    let named = try read(#"{"shop": "Tasch-2.b_c", "currency": "USD", "products": []}"#)
    let unnamed = try read(#"{"currency": "USD", "products": []}"#)

    #expect(named.shopName == "Tasch-2.b_c")
    #expect(unnamed.shopName == nil)
  }

  @Test func anEmptyProductListIsAValidCatalogue() throws {
    // The catalogue use case, not the reader, reports it as "no products".
    #expect(try read(#"{"currency": "EUR", "products": []}"#).products.isEmpty)
  }

  // MARK: - Malformed catalogues

  @Test func aMissingFileIsReportedWithItsPath() {
    let path = folder.file("nowhere.json")

    #expect(throws: ShopError.catalogueUnavailable("cannot read \(path): no such file or folder")) {
      try readBoth(path: path)
    }
  }

  @Test func aFolderIsNotACatalogue() {
    #expect(
      throws: ShopError.catalogueUnavailable(
        "cannot read \(folder.path): it is a folder, not a file")
    ) {
      try readBoth(path: folder.path)
    }
  }

  @Test func truncatedJSONNamesLineAndColumn() throws {
    #expect(
      try problems("{\"currency\": \"USD\",\n \"products\": [") == [
        "line 2, column 15: unexpected end of the document"
      ])
  }

  @Test func textThatIsNotJSON() throws {
    #expect(try problems("currency=USD") == ["line 1, column 1: unexpected 'c'"])
  }

  @Test func invalidUTF8() throws {
    #expect(
      try problems(bytes: [0x7B, 0xFF, 0x7D]) == ["line 1, column 2: the text is not valid UTF-8"])
  }

  @Test func deepNesting() throws {
    let deep = "{\"currency\": \"USD\", \"products\": " + String(repeating: "[", count: 5_000)

    #expect(try problems(deep) == ["line 1, column 288: nested more than 256 levels deep"])
  }

  @Test(arguments: [
    ("[]", "the catalogue must be a JSON object with \"currency\" and \"products\""),
    (#"{"products": []}"#, "\"currency\" is missing"),
    (
      #"{"currency": "XYZ", "products": []}"#,
      "\"currency\" must be an ISO 4217 code such as \"USD\", not \"XYZ\""
    ),
    (
      #"{"currency": 840, "products": []}"#,
      "\"currency\" must be an ISO 4217 code such as \"USD\", not the number 840"
    ),
    (#"{"currency": "USD"}"#, "\"products\" is missing"),
    (
      #"{"shop": "my shop", "currency": "USD", "products": []}"#,
      "\"shop\" must be 1 to 64 letters, digits, \"-\", \"_\" or \".\", not \"my shop\""
    ),
    (
      #"{"shop": 7, "currency": "USD", "products": []}"#,
      "\"shop\" must be 1 to 64 letters, digits, \"-\", \"_\" or \".\", not the number 7"
    ),
    (#"{"currency": "USD", "products": {}}"#, "\"products\" must be an array, not an object"),
  ])
  func wrongTopLevelFields(text: String, problem: String) throws {
    #expect(try problems(text) == [problem])
  }

  @Test(arguments: [
    ("", "products[0]: \"id\" is missing"),
    (#""id": 0"#, "products[0]: \"id\" must be a whole number above 0, not the number 0"),
    (#""id": -3"#, "products[0]: \"id\" must be a whole number above 0, not the number -3"),
    (
      #""id": 1.5"#,
      "products[0]: \"id\" must be a whole number above 0, written in digits alone, not the "
        + "number 1.5"
    ),
    // Refused for how it is written: it was said to be no whole number.
    (
      #""id": 1.0"#,
      "products[0]: \"id\" must be a whole number above 0, written in digits alone, not the "
        + "number 1.0"
    ),
    (#""id": "7""#, "products[0]: \"id\" must be a whole number above 0, not a string"),
    (
      #""id": 99999999999999999999"#,
      "products[0]: \"id\" must be a whole number above 0, not the number 99999999999999999999"
    ),
  ])
  func badIdentifiers(idField: String, problem: String) throws {
    let fields = [idField, #""name": "A", "price": "1", "stock": 1"#].filter { !$0.isEmpty }
    #expect(
      try problems(CatalogueText.usd(products: "{\(fields.joined(separator: ", "))}")) == [problem])
  }

  @Test func duplicateIdentifiersNameTheFirstUse() throws {
    let text = CatalogueText.usd(
      products: CatalogueText.product(id: 3), CatalogueText.product(id: 3))

    #expect(try problems(text) == ["products[1] (id 3): \"id\" 3 is already used by products[0]"])
  }

  @Test func everyRepeatOfAnIdentifierNamesTheFirstUse() throws {
    let text = CatalogueText.usd(
      products: CatalogueText.product(id: 3), CatalogueText.product(id: 4),
      CatalogueText.product(id: 3), CatalogueText.product(id: 3))

    #expect(
      try problems(text) == [
        "products[2] (id 3): \"id\" 3 is already used by products[0]",
        "products[3] (id 3): \"id\" 3 is already used by products[0]",
      ])
  }

  @Test(arguments: [
    (#""price": 250"#, "\"price\" must be a decimal string such as \"250.00\", not the number 250"),
    (
      #""price": 250.5"#,
      "\"price\" must be a decimal string such as \"250.00\", not the number 250.5"
    ),
    (#""price": "-1.00""#, "\"price\" must not be negative, not \"-1.00\""),
    (
      #""price": "250.001""#,
      "\"price\" is not a valid USD price: \"250.001\" has more than 2 fraction digits"
    ),
    (
      #""price": "1,50""#,
      "\"price\" is not a valid USD price: \"1,50\" is not a decimal amount like \"250.00\""
    ),
    (
      #""price": "99999999999999999999""#,
      "\"price\" is not a valid USD price: the amount is too large"
    ),
  ])
  func badPrices(priceField: String, problem: String) throws {
    let text = CatalogueText.usd(products: #"{"id": 5, "name": "A", "stock": 1, \#(priceField)}"#)

    #expect(try problems(text) == ["products[0] (id 5): \(problem)"])
  }

  @Test(arguments: [
    ("name", #""""#, "\"name\" must not be empty"),
    ("name", #""  ""#, "\"name\" must not be empty"),
    ("name", "\"\u{3000}\u{A0}\u{2028}\"", "\"name\" must not be empty"),
    // Characters that show as nothing on their own: a list would show a blank line.
    ("name", #""\u200b""#, "\"name\" must not be empty"),
    ("name", "\"\u{FEFF}\u{301}\u{20DD}\u{FE0F}\u{3164}\"", "\"name\" must not be empty"),
    ("name", #"" \u0301""#, "\"name\" must not be empty"),
    ("name", "3", "\"name\" must be a string, not the number 3"),
    ("stock", "-1", "\"stock\" must be a whole number of at least 0, not the number -1"),
    ("stock", #""3""#, "\"stock\" must be a whole number of at least 0, not a string"),
    ("colors", #""1F2B3B""#, "\"colors\" must be an array of hex strings, not a string"),
    (
      "colors", #"["1F2B3B", "red"]"#,
      "\"colors[1]\" must be six hex digits such as \"1F2B3B\", not \"red\""
    ),
    (
      "colors", "[123456]",
      "\"colors[0]\" must be six hex digits such as \"1F2B3B\", not the number 123456"
    ),
    ("dimensions", "[]", "\"dimensions\" must be an object, not an array"),
    (
      "dimensions", #"{"height": 36}"#,
      "\"dimensions.height\" must be an object with \"cm\" and \"in\", not the number 36"
    ),
    ("dimensions", #"{"width": {"cm": 10}}"#, "\"dimensions.width.in\" is missing"),
    (
      "dimensions", #"{"depth": {"cm": -1, "in": 0}}"#,
      "\"dimensions.depth.cm\" must be a whole number of at least 0, not the number -1"
    ),
    ("ratings", "[1, 2]", "\"ratings\" must be an object of counts by stars, not an array"),
    (
      "ratings", #"{"6": 1}"#,
      "\"ratings\" has the key \"6\"; keys are the star counts \"1\" to \"5\""
    ),
    (
      "ratings", #"{"4": -2}"#,
      "\"ratings.4\" must be a whole number of at least 0, not the number -2"
    ),
    (
      "ratings", #"{"4": 1000000000001}"#,
      "\"ratings.4\" must be at most 1000000000000, not 1000000000001"
    ),
    ("shortDescription", #"["x"]"#, "\"shortDescription\" must be a string, not an array"),
    // Found by an attack: PostgreSQL refused to load such a catalogue in its own words, and
    // the other stores took it.
    ("name", #""Bag\u0000""#, #""name" must not hold the NUL character (\u0000)"#),
    ("description", #""a\u0000b""#, #""description" must not hold the NUL character (\u0000)"#),
  ])
  func badFields(field: String, value: String, problem: String) throws {
    let text = CatalogueText.usd(products: CatalogueText.product(id: 2, [field: value]))

    #expect(try problems(text) == ["products[0] (id 2): \(problem)"])
  }

  @Test func aBackslashBeforeU0000IsTextNotTheNULCharacter() throws {
    let text = CatalogueText.usd(
      products: CatalogueText.product(id: 2, ["description": #""C:\\u0000""#]))

    #expect(try read(text).products.first?.description == #"C:\u0000"#)
  }

  @Test func aProductThatIsNotAnObject() throws {
    #expect(
      try problems(CatalogueText.usd(products: "\"bag\"")) == [
        "products[0]: must be an object, not a string"
      ])
  }

  @Test func reportsEveryProblemAtOnce() throws {
    let text = CatalogueText.usd(
      products: #"{"id": 1, "name": "", "price": 3, "stock": -1}"#, CatalogueText.product(id: 2),
      #"{"name": "B", "price": "1", "stock": 0}"#)

    #expect(
      try problems(text) == [
        "products[0] (id 1): \"name\" must not be empty",
        "products[0] (id 1): \"price\" must be a decimal string such as \"250.00\", not the number 3",
        "products[0] (id 1): \"stock\" must be a whole number of at least 0, not the number -1",
        "products[2]: \"id\" is missing",
      ])
  }

  @Test func cutsAVeryLongReportShort() throws {
    let products = (1...25).map { #"{"id": \#($0), "name": "A", "price": 1, "stock": 0}"# }
    let text = #"{"currency": "USD", "products": [\#(products.joined(separator: ","))]}"#

    let reported = try problems(text)

    #expect(reported.count == 21)
    #expect(reported.last == "and 5 more problems")
  }
}
