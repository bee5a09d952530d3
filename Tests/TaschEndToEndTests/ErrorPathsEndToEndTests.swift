import Foundation
import Testing

/// Every error path a person can meet: a clear message naming what is wrong, the exit status
/// the help documents, the user's state left exactly as it was.
@Suite struct ErrorPathsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private func catalogue(_ products: String) throws -> String {
    try sandbox.write(#"{"currency": "USD", "products": [\#(products)]}"#, to: "catalogue.json")
  }

  @Test func aMalformedCatalogueNamesFileProductAndField() throws {
    let path = try catalogue(#"{"id": 1, "name": "Bag", "price": 250, "stock": 1}"#)

    let result = try sandbox.run(["products"], environment: ["TASCH_CATALOGUE": path])

    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        Unreadable data: The shop's data could not be read.
        \(path): products[0] (id 1): "price" must be a decimal string such as "250.00", not the number 250
        Fix the catalogue where the details say, or choose another one.

        """)
  }

  @Test(arguments: [
    (["--state", "/tmp/"], "--state cannot name a file: the path ends in \"/\""),
    (["--state", "."], "--state cannot name a file: the path ends in \".\""),
    (["--catalogue", "/tmp"], "--catalogue cannot name a file: it is a folder, not a file"),
    (["--store", "sqlite:/tmp/"], "--store cannot name a file: the path ends in \"/\""),
  ])
  func aPathThatCannotNameAFileIsAUsageErrorBeforeAnythingIsTouched(
    options: [String], message: String
  ) throws {
    let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()

    let result = try sandbox.run(["cart"] + options)

    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("tasch: " + message))
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == before)
  }

  /// No option named the state file: the message names the default path, not `--state`.
  @Test func aFolderWhereTheDefaultStateFileGoesIsNamedByItsPath() throws {
    let folder = sandbox.folder + "/data/tasch/state.json"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

    let result = try sandbox.run(
      [
        "-c", #"unset TASCH_STATE; XDG_DATA_HOME="$1/data" exec "$0" cart"#, TaschBinary.path,
        sandbox.folder,
      ],
      executable: "/bin/sh")

    #expect(result.status == 2)
    #expect(
      result.errors == """
        tasch: \(folder), where tasch keeps your state when no --state is given, cannot name a \
        file: it is a folder, not a file
        Move \(folder) out of the way, or name another state file with --state or TASCH_STATE.

        """)
  }

  @Test func aMalformedCatalogueAsJSON() throws {
    let path = try sandbox.write("{\"currency\": \"USD\", \"products\": [", to: "truncated.json")

    let result = try sandbox.run(["products", "--json", "--catalogue", path])
    let error = try result.json()

    #expect(result.status == 1)
    #expect(error.errorCode == "decoding")
    #expect(
      error.errorMessage?.contains(
        "\(path): line 1, column 34: unexpected end of the document") == true)
  }

  @Test func aMissingCatalogueIsUnavailable() throws {
    let path = sandbox.folder + "/none.json"

    let result = try sandbox.run(["products", "--catalogue", path])
    let json = try sandbox.run(["products", "--catalogue", path, "--json"])

    #expect(result.status == 1)
    #expect(
      result.errors == """
        Catalogue unavailable: The catalogue could not be read.
        cannot read \(path): no such file or folder
        Check that the catalogue exists and can be read, or choose another one.

        """)
    #expect(json.status == 1)
    #expect(try json.json().errorCode == "catalogue-unavailable")
  }

  @Test func anEmptyCatalogueHasNoProducts() throws {
    let result = try sandbox.run(["products"], environment: ["TASCH_CATALOGUE": try catalogue("")])

    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("No products: No products found.\n"))
  }

  @Test(arguments: [
    "{\"version\": 1, \"wishList\": [1, 2",
    #"{"version": 1, "wishList": "all"}"#,
    #"{"version": 7}"#,
  ])
  func aStateFileThatCannotBeReadIsReportedAndNeverOverwritten(content: String) throws {
    try sandbox.write(content, to: "state.json")

    let add = try sandbox.run(["wishlist", "add", "4"])
    let list = try sandbox.run(["wishlist"])

    #expect(add.status == 1 && list.status == 1)
    #expect(add.errors.hasPrefix("Your saved data could not be used: "))
    #expect(add.errors.contains(sandbox.state))
    #expect(add.errors.contains("It was left untouched"))
    #expect(sandbox.read(sandbox.state) == content)
  }

  @Test func aMissingParentFolderIsCreated() throws {
    let state = sandbox.folder + "/deep/er/state.json"

    let result = try sandbox.run(["wishlist", "add", "4"], environment: ["TASCH_STATE": state])

    #expect(result.status == 0)
    #expect(StateFileText.wishList(in: sandbox.read(state)) == [1, 2, 3, 4])
  }

  @Test func aFolderInTheWayOfTheStateFile() throws {
    try FileManager.default.createDirectory(
      atPath: sandbox.state, withIntermediateDirectories: true)

    let result = try sandbox.run(["wishlist", "add", "4"])

    #expect(result.status == 2)
    #expect(
      result.errors.hasPrefix(
        "tasch: TASCH_STATE: --state cannot name a file: it is a folder, not a file"))
  }

  @Test func anUnknownProduct() throws {
    let result = try sandbox.run(["product", "999"])

    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("Not found: There is no product 999.\n"))
  }

  @Test(arguments: [
    ["product", "x"], ["rate", "1", "6"], ["products", "--limit", "0"], ["nope"], ["--bogus"],
    ["products", "--sort", "size"], ["wishlist", "add"], ["--locale", "not a locale"],
    ["completion", "tcsh"],
  ])
  func badArgumentsExitTwo(arguments: [String]) throws {
    let result = try sandbox.run(arguments)

    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("tasch: "))
    #expect(result.errors.contains("--help” for usage."))
  }

  @Test func aBadValueFromTheEnvironmentNamesTheVariable() throws {
    let result = try sandbox.run(["products"], environment: ["TASCH_THEME": "neon"])

    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("tasch: TASCH_THEME: “neon” is not a choice for --theme"))
  }

  @Test func checkoutWithoutATerminalOrYesOrdersNothing() throws {
    let result = try sandbox.run(["checkout"])

    #expect(result.status == 2)
    #expect(!FileManager.default.fileExists(atPath: sandbox.state))
  }

  @Test func checkoutWithUnavailableItemsListsThemAndOrdersNothing() throws {
    _ = try sandbox.run(["wishlist", "add", "4"])
    let before = sandbox.read(sandbox.state)

    let result = try sandbox.run(["checkout", "--yes"])

    #expect(result.status == 1)
    #expect(result.errors.contains("  Travol (Out of stock)"))
    #expect(sandbox.read(sandbox.state) == before)
  }

  @Test func checkoutOfAnEmptyCart() throws {
    for id in ["1", "2", "3"] { _ = try sandbox.run(["wishlist", "remove", id]) }

    let result = try sandbox.run(["checkout", "--yes"])

    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("Nothing to order: "))
  }

  @Test func withoutAnyPlaceForTheStateItSaysHowToGiveOne() throws {
    let result = try sandbox.run(["cart"], environment: ["HOME": "", "TASCH_STATE": ""])

    #expect(result.status == 2)
    #expect(
      result.errors
        == "tasch: none of HOME, XDG_DATA_HOME and TASCH_STATE says where to keep your state\n"
        + "Set HOME, XDG_DATA_HOME or TASCH_STATE.\n")
  }
}
