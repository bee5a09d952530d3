extension ShopRules {
  /// What is wrong with a catalogue as a whole, made by a reader or in code: the part it is
  /// about, `product 7`, `promotion WELCOME10` or `shipping`, and what is wrong with it.
  public struct CatalogueProblem: Hashable, Sendable, CustomStringConvertible {
    /// The part the problem is about: `product 7`.
    public let part: String
    /// What is wrong with it: `its identifier is used twice`.
    public let problem: String

    /// `product 7: its identifier is used twice`.
    public var description: String { "\(part): \(problem)" }
  }

  /// The first problem of `catalogue`: a product, promotion or shipping that breaks a rule,
  /// an identifier used twice, an amount in a currency other than the catalogue's; `nil` when
  /// it has none.
  public static func check(_ catalogue: Catalogue) -> CatalogueProblem? {
    var seen = Set<ProductID>()
    for product in catalogue.products {
      let part = "product \(product.id)"
      if let broken = check(product) {
        return CatalogueProblem(part: part, problem: broken.description)
      } else if !seen.insert(product.id).inserted {
        return CatalogueProblem(part: part, problem: "its identifier is used twice")
      } else if product.price.currency != catalogue.currency {
        return CatalogueProblem(part: part, problem: "its price is not in \(catalogue.currency)")
      }
    }
    /// The rule a promotion or the shipping breaks, or one of its `amounts` in another
    /// currency than the catalogue's.
    func problem(_ broken: BrokenRule?, amounts: [Money?]) -> String? {
      if let broken { return broken.description }
      let foreign = amounts.compactMap { $0 }.contains { $0.currency != catalogue.currency }
      return foreign ? "an amount is not in \(catalogue.currency)" : nil
    }
    for promotion in catalogue.pricing.promotions {
      let amounts = [promotion.minimumSubtotal, promotion.discount.amount]
      if let problem = problem(check(promotion), amounts: amounts) {
        return CatalogueProblem(part: "promotion \(promotion.code)", problem: problem)
      }
    }
    if let shipping = catalogue.pricing.shipping,
      let problem = problem(check(shipping), amounts: [shipping.flat, shipping.freeFrom])
    {
      return CatalogueProblem(part: "shipping", problem: problem)
    }
    return nil
  }
}
