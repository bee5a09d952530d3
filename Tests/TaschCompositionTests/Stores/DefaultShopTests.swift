import Foundation
import Testing

@testable import TaschComposition

/// The default shop built into `tasch` is FakeData's, byte for byte, so that editing one and not
/// the other cannot go unnoticed.
@Suite struct DefaultShopTests {
  private static func fakeData(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FakeData").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test func theCatalogueIsFakeDatasCatalogue() throws {
    #expect(DefaultShop.catalogue + "\n" == (try Self.fakeData("catalogue.json")))
  }

  @Test func theSeedIsFakeDatasUser() throws {
    #expect(DefaultShop.seedState + "\n" == (try Self.fakeData("user.json")))
  }
}
