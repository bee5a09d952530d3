import Foundation
import TaschTestSupport
import Testing

/// `tasch` copied somewhere else, as an installer would, runs with no package folder anywhere
/// near it: the default catalogue is built in, and the state goes under the home folder.
@Suite struct InstalledBinaryEndToEndTests {
  private let sandbox: Sandbox
  /// Where the copy is installed, away from the package and the build folder.
  private let installed = TemporaryFolder()
  /// The home folder the copy runs with, in another temporary folder.
  private let home = TemporaryFolder()

  init() throws {
    sandbox = try Sandbox()
    try TaschBinary.copy(to: installed.file("tasch"))
  }

  /// Runs the installed copy from its own folder, with only a home folder to go by.
  private func run(_ arguments: String...) throws -> TaschRun {
    try sandbox.run(
      arguments, environment: ["HOME": home.path, "TASCH_STATE": ""],
      executable: installed.file("tasch"), in: installed.path)
  }

  @Test func theDefaultCatalogueIsBuiltIn() throws {
    let products = try run("products", "--json")

    #expect(products.status == 0, "\(products.errors)")
    #expect(try products.json()["total"] as? Int == 26)
    #expect(try run("product", "7").output.hasPrefix("旅行用バックパック\n"))
  }

  @Test func aNewShopperGetsTheOriginalWishListAndKeepsTheirStateAtHome() throws {
    let before = try run("wishlist", "--json").json()["items"] as? [[String: Any]]
    let added = try run("wishlist", "add", "5")

    #expect(before?.compactMap { $0["id"] as? Int } == [1, 2, 3])
    #expect(added.status == 0)
    #expect(
      StateFileText.wishList(in: home.read(".local/share/tasch/state.json")) == [1, 2, 3, 5])
    #expect(try installed.entries() == ["tasch"], "nothing written beside the binary")
  }

  @Test func helpAndCompletionNeedNothingBeside() throws {
    #expect(try run("--help").output.contains("Examples:"))
    #expect(try run("completion", "fish").output.contains("tasch completion ids"))
    #expect(
      try run("completion", "ids", "wishlist").output == "1\tCarrier\n2\tTravol\n3\tUrbanito\n")
  }
}
