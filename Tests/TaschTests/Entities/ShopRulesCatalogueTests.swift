import Tasch
import TaschTestSupport
import Testing

/// A catalogue as a whole, as a reader or code makes it: each product keeps the rules, no
/// identifier is used twice, and every amount is in the catalogue's currency.
@Suite struct ShopRulesCatalogueTests {
  @Test func aCatalogueThatKeepsEveryRuleHasNoProblem() {
    #expect(ShopRules.check(Catalogue.stub([.stub(id: 1), .stub(id: 2)])) == nil)
  }

  @Test(arguments: [
    (
      [ShopProduct.stub(id: 1), .stub(id: 2), .stub(id: 1)],
      "product 1: its identifier is used twice"
    ),
    (
      [.stub(id: 3, price: Money(minorUnits: 100, currency: .eur))],
      "product 3: its price is not in USD"
    ),
    (
      [.stub(id: 4, stock: -1)], #"product 4: "stock" must be a whole number of at least 0, not -1"#
    ),
  ])
  func theFirstProblemNamesThePartItIsAbout(products: [ShopProduct], problem: String) {
    #expect(ShopRules.check(Catalogue.stub(products))?.description == problem)
  }
}
