import TaschTestSupport
import Testing

/// Help and text output of the binary on the default catalogue, in English and German.
@Suite struct GoldenEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [
    (["--help"], "en_US", "e2e-help-en.txt"),
    (["--help"], "de_DE", "e2e-help-de.txt"),
    (["rate", "--help"], "de_DE", "e2e-help-rate-de.txt"),
    (["products", "--limit", "8"], "en_US", "e2e-products-en.txt"),
    (["products", "--limit", "8"], "de_DE", "e2e-products-de.txt"),
    (["product", "7"], "en_US", "e2e-product-7-en.txt"),
    (["product", "12"], "de_DE", "e2e-product-12-de.txt"),
    (["cart"], "en_US", "e2e-cart-en.txt"),
    (["cart"], "de_DE", "e2e-cart-de.txt"),
    ([], "de_DE", "e2e-home-de.txt"),
  ])
  func output(arguments: [String], locale: String, golden: String) throws {
    let result = try sandbox.run(arguments, environment: ["LANG": "\(locale).UTF-8"])

    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: golden)
  }
}
